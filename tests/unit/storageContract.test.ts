// The attachments' store contract, run against both stores the server can be configured with: the
// directory under DATA_DIR and an S3 bucket on a real S3-protocol server (s3rver). Both must stream,
// keep nothing of a failed upload, and keep every key inside their root.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/platform/config';
import { configuredStorage } from '../../server/platform/storage/configured';
import type { Storage } from '../../server/platform/storage/storage';
import { startS3Server, type S3Server } from '../helpers/s3Server';

type Store = { storage: Storage; /** Every name the store holds, temporary ones included. */ names(): Promise<string[]> };
type StoreFactory = { kind: string; open(): Promise<Store>; close(): Promise<void> };

const MEGABYTE = 1024 * 1024;

function diskStore(): StoreFactory {
  let dataDir = '';
  return {
    kind: 'disk',
    async open() {
      dataDir = await mkdtemp(join(tmpdir(), 'storage-'));
      const root = join(dataDir, 'attachments');
      const names = async () =>
        (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
          .sort();
      return { storage: await configuredStorage(testConfig({ DATA_DIR: dataDir })), names };
    },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

function s3Store(): StoreFactory {
  let server: S3Server;
  const prefix = 'portal/anexos/';
  return {
    kind: 'S3',
    async open() {
      server = await startS3Server();
      const names = async () => (await server.keys()).map((key) => (key.startsWith(prefix) ? key.slice(prefix.length) : key));
      return { storage: await configuredStorage(testConfig(server.config(prefix))), names };
    },
    close: () => server.close(),
  };
}

/** size bytes of a repeating pattern, in 64 KiB chunks, and their SHA-256. */
function generated(size: number) {
  const chunk = Buffer.alloc(64 * 1024, 'portal de parceiros ');
  async function* chunks() {
    for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
  }
  const hash = createHash('sha256');
  for (let sent = 0; sent < size; sent += chunk.length) hash.update(chunk.subarray(0, Math.min(chunk.length, size - sent)));
  return { stream: () => Readable.from(chunks()), sha256: hash.digest('hex') };
}

async function sha256Of(stream: Readable) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A check that lets `allowed` bytes through, then fails the upload. */
const failAfter = (allowed: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > allowed ? new Error('conteúdo recusado') : null, chunk);
    },
  });
};

describe.each([diskStore(), s3Store()])('the $kind attachments store', (factory) => {
  let store: Store;
  beforeAll(async () => {
    store = await factory.open();
  }, 30_000);
  afterAll(() => factory.close());

  it('stages a stream, commits it under its key and gives back the same bytes and size', async () => {
    const staged = await store.storage.stage(Readable.from([Buffer.from('%PDF-1.4 conteúdo')]));
    expect(staged.size).toBe(Buffer.byteLength('%PDF-1.4 conteúdo'));
    await store.storage.commit(staged, 'contrato.pdf');
    expect(await store.names()).toEqual(['contrato.pdf']);
    expect(await store.storage.size('contrato.pdf')).toBe(staged.size);
    expect(await sha256Of(store.storage.open('contrato.pdf'))).toBe(
      createHash('sha256').update('%PDF-1.4 conteúdo').digest('hex'),
    );
    await store.storage.remove('contrato.pdf');
    expect(await store.names()).toEqual([]);
  });

  it('streams a file larger than one upload part both ways', async () => {
    const file = generated(12 * MEGABYTE + 123);
    const staged = await store.storage.stage(file.stream());
    expect(staged.size).toBe(12 * MEGABYTE + 123);
    await store.storage.commit(staged, 'grande.bin');
    expect(await store.storage.size('grande.bin')).toBe(12 * MEGABYTE + 123);
    expect(await sha256Of(store.storage.open('grande.bin'))).toBe(file.sha256);
    await store.storage.remove('grande.bin');
  }, 60_000);

  it('leaves nothing behind when a check fails the upload, small or in parts', async () => {
    await expect(store.storage.stage(generated(1000).stream(), failAfter(500))).rejects.toThrow('conteúdo recusado');
    await expect(store.storage.stage(generated(9 * MEGABYTE).stream(), failAfter(7 * MEGABYTE))).rejects.toThrow(
      'conteúdo recusado',
    );
    expect(await store.names()).toEqual([]);
  }, 60_000);

  it('discards a staged file that is not committed', async () => {
    const staged = await store.storage.stage(generated(2000).stream());
    expect(await store.names()).toHaveLength(1);
    await store.storage.discard(staged);
    expect(await store.names()).toEqual([]);
  });

  it('refuses to size or open a key it does not hold', async () => {
    await expect(store.storage.size('ausente.pdf')).rejects.toThrow();
    await expect(sha256Of(store.storage.open('ausente.pdf'))).rejects.toThrow();
  });

  it('keeps a key with slashes and dots as one name inside the store', async () => {
    const staged = await store.storage.stage(Readable.from([Buffer.from('x')]));
    await store.storage.commit(staged, '../../fora/../x.pdf');
    expect(await store.names()).toEqual(['.._.._fora_.._x.pdf']);
    expect(await store.storage.size('../../fora/../x.pdf')).toBe(1);
    await store.storage.remove('../../fora/../x.pdf');
    expect(await store.names()).toEqual([]);
  });
});
