// What uploads cut short by a crash (kill -9, a lost machine) leave behind, cleared at start (issue 25,
// hole 6): the staged files under DATA_DIR/attachments/.tmp and, with STORAGE_URL, the temporary objects
// under `<prefix>.tmp/` and the unfinished multipart uploads there. DATA_DIR belongs to this one process,
// so at its start none of its staged files can be on its way to a commit: all go. A bucket may be shared
// by several instances (DATABASE_URL) whose uploads are in flight while this one starts, so there only
// what was begun more than an hour ago goes (no 50 MB upload takes that long); on PGlite, a single
// instance, all of it.
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { attachmentsDir, s3SettingsOf } from './configured';
import { removeStaleStaged } from './staleStaged';
import { stagingDir } from './storage';

/** How old a shared bucket's temporary upload must be to be taken for abandoned. */
export const SHARED_BUCKET_GRACE_MS = 60 * 60 * 1000;

async function removeTemporaryObjects(client: S3Client, Bucket: string, Prefix: string, cutoff: number) {
  let removed = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
    for (const object of page.Contents ?? []) {
      if (!object.Key || (object.LastModified?.getTime() ?? 0) > cutoff) continue;
      await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
      removed += 1;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return removed;
}

async function abortUnfinishedUploads(client: S3Client, Bucket: string, Prefix: string, cutoff: number) {
  let aborted = 0;
  let KeyMarker: string | undefined;
  let UploadIdMarker: string | undefined;
  do {
    const page = await client
      .send(new ListMultipartUploadsCommand({ Bucket, Prefix, KeyMarker, UploadIdMarker }))
      .catch((error: { name?: string }) => {
        // A server without the listing (s3rver, some gateways) has nothing this start can abort.
        if (error.name === 'NotImplemented') return undefined;
        throw error;
      });
    if (!page) return aborted;
    for (const upload of page.Uploads ?? []) {
      if (!upload.Key || !upload.UploadId || (upload.Initiated?.getTime() ?? 0) > cutoff) continue;
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
      aborted += 1;
    }
    [KeyMarker, UploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [undefined, undefined];
  } while (KeyMarker);
  return aborted;
}

/** Clears what interrupted uploads left; answers how many files, objects and multipart uploads went. */
export async function clearStagedUploads(config: Config, now = Date.now()): Promise<number> {
  let removed = await removeStaleStaged(stagingDir(attachmentsDir(config)), 0);
  const settings = s3SettingsOf(config);
  if (!settings) return removed;
  const { s3Client, s3StagingPrefix } = await import('./s3Storage');
  const client = s3Client(settings);
  const cutoff = config.DATABASE_URL ? now - SHARED_BUCKET_GRACE_MS : now;
  try {
    removed += await removeTemporaryObjects(client, settings.bucket, s3StagingPrefix(settings), cutoff);
    removed += await abortUnfinishedUploads(client, settings.bucket, s3StagingPrefix(settings), cutoff);
  } finally {
    client.destroy();
  }
  return removed;
}
