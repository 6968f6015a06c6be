// The attachments' store the settings ask for: the S3 bucket of STORAGE_URL when set, else DATA_DIR.
import { join } from 'node:path';
import type { Config } from '../config';
import { createS3Storage } from './s3Storage';
import { createStorage, type Storage } from './storage';

/** The disk store's root under DATA_DIR. */
export const attachmentsDir = (config: Config) => join(config.DATA_DIR, 'attachments');

export function configuredStorage(config: Config): Storage {
  if (!config.STORAGE_URL) return createStorage(attachmentsDir(config));
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return createS3Storage({
    ...config.STORAGE_URL,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
