// Issue 25, hole 6: an upload cut short by a crash left its staged file (and, in a bucket, its temporary
// object) until a day had passed. At start everything staged goes: DATA_DIR's staging folder and, on a
// real S3 server, every object under `<prefix>.tmp/`; the attachments themselves stay. On a bucket that
// several instances share (DATABASE_URL), an upload begun within the hour may be another instance's and
// stays. (tests/unit/dataDirLock.test.ts restarts a real server after kill -9 with staged files on disk.)
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/platform/config';
import { clearStagedUploads, SHARED_BUCKET_GRACE_MS } from '../../server/platform/storage/stagedAtStart';
import { startS3Server, TEST_BUCKET, type S3Server } from '../helpers/s3Server';

let s3: S3Server;
let dataDir: string;
let client: S3Client;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(join(tmpdir(), 'staged-at-start-'));
  const settings = s3.config();
  client = new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client.destroy();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

const put = (Key: string) => client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key, Body: 'parte de um envio' }));

describe('clearing staged uploads at start', () => {
  it('removes the staged files on disk and the temporary objects of the bucket, keeping the attachments', async () => {
    const staging = join(dataDir, 'attachments', '.tmp');
    await mkdir(staging, { recursive: true });
    const staged = join(staging, 'envio-cortado');
    await writeFile(staged, 'parte de um envio');
    await put('anexos/.tmp/envio-cortado-1');
    await put('anexos/.tmp/envio-cortado-2');
    await put('anexos/oportunidade-1-contrato.pdf');
    await put('outro-prefixo/.tmp/de-outra-instalacao');

    const config = testConfig({ DATA_DIR: dataDir, ...s3.config('anexos/') });
    expect(await clearStagedUploads(config)).toBe(3);
    expect(existsSync(staged)).toBe(false);
    expect(await s3.keys()).toEqual(['anexos/oportunidade-1-contrato.pdf', 'outro-prefixo/.tmp/de-outra-instalacao']);
  });

  it('on a bucket shared by instances (DATABASE_URL), leaves an upload begun within the hour', async () => {
    await put('compartilhado/.tmp/em-andamento');
    const config = testConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://ninguem@127.0.0.1/x', ...s3.config('compartilhado/') });
    expect(await clearStagedUploads(config)).toBe(0);
    expect(await s3.keys('compartilhado/')).toEqual(['compartilhado/.tmp/em-andamento']);
    // An hour on, nobody can still be sending it.
    expect(await clearStagedUploads(config, Date.now() + SHARED_BUCKET_GRACE_MS + 1000)).toBe(1);
    expect(await s3.keys('compartilhado/')).toEqual([]);
  });
});
