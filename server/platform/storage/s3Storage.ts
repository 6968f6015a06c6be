// Attachment blobs in an S3 bucket (AWS, MinIO, Ceph, R2: anything that speaks S3), under a prefix. The
// same promise as the disk store in ./storage.ts: an upload streams (in parts, never whole in memory) to a
// temporary object under `<prefix>.tmp/`, which becomes the permanent key only after the database row
// commits; a failed upload aborts its multipart upload and leaves no object behind. Downloads stream too.
import { randomUUID } from 'node:crypto';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { HttpError, serviceUnavailable } from '../errors';
import { safeKey, type Storage } from './storage';

export const STORAGE_UNAVAILABLE = 'O armazenamento de anexos não respondeu. Tente novamente em instantes.';

/** A failure of the bucket (down, refusing, unreachable) is the server's peer failing: 503, not 500. */
const unavailable = (error: unknown) => (error instanceof HttpError ? error : serviceUnavailable(STORAGE_UNAVAILABLE));

export type S3Location = { bucket: string; prefix: string };

export type S3Settings = S3Location & {
  /** A server other than AWS (MinIO, Ceph, R2...); addressed path-style, as those expect. */
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Counts the bytes that pass, so the staged size is known without asking the bucket. */
function byteCounter() {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** The client of the bucket's server. */
export const s3Client = (settings: S3Settings) =>
  new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // A bucket that stops answering fails the request instead of holding it open for good.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });

/** Where uploads are staged in the bucket until their row commits (./stagedAtStart.ts clears it). */
export const s3StagingPrefix = (settings: S3Location) => `${settings.prefix}.tmp/`;

export function createS3Storage(settings: S3Settings): Storage {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const keyOf = (key: string) => `${settings.prefix}${safeKey(key)}`;
  const removeObject = async (Key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key })).catch((error) => Promise.reject(unavailable(error)));
  };

  return {
    async stage(source, ...through) {
      const tempPath = `${s3StagingPrefix(settings)}${randomUUID()}`;
      const counter = byteCounter();
      const body = new PassThrough();
      // lib-storage's Upload sends parts as they fill and aborts the multipart upload when it fails.
      const upload = new Upload({ client, params: { Bucket, Key: tempPath, Body: body } });
      const uploaded = upload.done().catch((error) => Promise.reject(unavailable(error)));
      try {
        await Promise.all([pipeline([source, ...through, counter, body]), uploaded]);
      } catch (error) {
        body.destroy();
        await upload.abort().catch(() => undefined);
        await uploaded.catch(() => undefined);
        // A small body goes up in one PutObject, which may have landed before a later check failed.
        await removeObject(tempPath).catch(() => undefined);
        throw error;
      }
      return { tempPath, size: counter.bytes };
    },
    async commit(staged, key) {
      const CopySource = `${Bucket}/${encodeURI(staged.tempPath)}`;
      await client
        .send(new CopyObjectCommand({ Bucket, Key: keyOf(key), CopySource }))
        .catch((error) => Promise.reject(unavailable(error)));
      await removeObject(staged.tempPath);
    },
    discard: (staged) => removeObject(staged.tempPath),
    open(key) {
      const out = new PassThrough();
      client
        .send(new GetObjectCommand({ Bucket, Key: keyOf(key) }))
        .then(({ Body }) => pipeline(Body as Readable, out))
        .catch((error: Error) => out.destroy(error));
      return out;
    },
    async size(key) {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
      return head.ContentLength ?? 0;
    },
    remove: (key) => removeObject(keyOf(key)),
  };
}
