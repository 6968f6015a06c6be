// The attachments' store the settings ask for: the S3 bucket of STORAGE_URL when set, else DATA_DIR.
import { join } from 'node:path';
import type { Config } from '../config';
import { createStorage, type Storage } from './storage';

/** The disk store's root under DATA_DIR. */
export const attachmentsDir = (config: Config) => join(config.DATA_DIR, 'attachments');

export async function configuredStorage(config: Config): Promise<Storage> {
  if (!config.STORAGE_URL) return createStorage(attachmentsDir(config));
  // Loaded only when a bucket is configured: the AWS SDK adds about half a second to a start.
  const { createS3Storage } = await import('./s3Storage');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return createS3Storage({
    ...config.STORAGE_URL,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
