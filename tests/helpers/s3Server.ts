// A real S3-protocol server (s3rver) on loopback with a fresh bucket, for the object store's tests: the
// AWS SDK talks to it exactly as it would to MinIO or AWS. Credentials are s3rver's fixed pair.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { Config } from '../../server/platform/config';

export const TEST_BUCKET = 'anexos';

export type S3Server = {
  /** The settings that point the app at this server, under the given prefix. */
  config(prefix?: string): Partial<Config>;
  /** Every key in the bucket under the prefix, temporary objects included. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
};

export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    config: (prefix = '') => ({
      STORAGE_URL: { bucket: TEST_BUCKET, prefix },
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key as string).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
