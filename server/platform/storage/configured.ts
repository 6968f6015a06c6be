// The attachments' store the settings ask for: the S3 bucket of STORAGE_URL when set, else DATA_DIR.
import { join } from 'node:path';
import type { Config } from '../config';
import type { S3Settings } from './s3Storage';
import { createStorage, type Storage } from './storage';

/** The disk store's root under DATA_DIR. */
export const attachmentsDir = (config: Config) => join(config.DATA_DIR, 'attachments');

/** The bucket's settings from STORAGE_URL and S3_*; undefined without STORAGE_URL. */
export function s3SettingsOf(config: Config): S3Settings | undefined {
  if (!config.STORAGE_URL) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return {
    ...config.STORAGE_URL,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

export async function configuredStorage(config: Config): Promise<Storage> {
  const settings = s3SettingsOf(config);
  if (!settings) return createStorage(attachmentsDir(config));
  // Loaded only when a bucket is configured: the AWS SDK adds about half a second to a start.
  const { createS3Storage } = await import('./s3Storage');
  return createS3Storage(settings);
}
