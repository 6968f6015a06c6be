// Nothing a request says becomes a file path: a recovery email to an address whose local part climbs out
// of the outbox, and attachments uploaded and downloaded under hostile names, leave files only where the
// server chose to put them, under names it generated.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/platform/config';
import { createMailer } from '../../server/platform/mail/mailer';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson } from '../helpers/fixtures';
import { form, samples } from './oportunidades.setup';

/** Every file under dir, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

describe('hostile names never reach a file path', () => {
  let root: string;
  let dataDir: string;
  let t: TestApp;
  const mailLog: string[] = [];

  beforeAll(async () => {
    // DATA_DIR sits one level below root, so a name climbing out of it would land in root, where the
    // walk below sees it.
    root = await mkdtemp(join(tmpdir(), 'hostile-'));
    dataDir = join(root, 'data');
    const config = { DATA_DIR: dataDir };
    t = await createTestApp({ config, mailer: createMailer(testConfig(config), (line) => mailLog.push(line)) });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('writes a recovery email to an address full of ../ inside the outbox, under a generated name', async () => {
    const marker = `x${randomUUID().slice(0, 8)}`;
    const relativeClimb = `/../../../../${marker}@example.test`;
    const absoluteClimb = `/../../../../../../../../../../tmp/${marker}@example.test`;
    for (const email of [relativeClimb, absoluteClimb]) {
      const signup = await t.call({
        method: 'POST',
        url: '/api/v1/users/signup',
        payload: { email, password: DEFAULT_PASSWORD },
      });
      expect(signup.status).toBe(200);
      const recovery = await t.call({ method: 'POST', url: `/api/v1/password-recovery/${encodeURIComponent(email)}` });
      expect(recovery.status).toBe(200);
    }
    // The mail is sent after the answer; the outbox mailer logs each message once it is written.
    await expect.poll(() => mailLog.length, { timeout: 10_000 }).toBe(2);

    const files = await filesUnder(root);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^data\/outbox\/[\w-]+-[0-9a-f-]{36}\.eml$/);
    expect(existsSync(`/tmp/${marker}@example.test.eml`)).toBe(false);
    // The messages are addressed as asked: the name changed, not the mail.
    const contents = await Promise.all(files.map((file) => readFile(join(root, file), 'utf8')));
    expect(contents.join('\n')).toContain(`${marker}@example.test`);
  });

  it('stores attachments with hostile names under generated keys and gives the cleaned name back', async () => {
    const partner = await createPerson(t.database.db, { role: 2 });
    const partnerUser = await t.createUser({ role: 5, person_id: partner.id });
    const oportunidade = await createOportunidade(t.database.db, { parceiro_id: partner.id });
    const hostile = [
      '../../../../escaped.pdf',
      '/tmp/absoluto.pdf',
      '..\\..\\..\\janelas.pdf',
      '....//....//duplo.pdf',
      '%2e%2e%2fcodificado.pdf',
      '.oculto.pdf',
      'C:\\Windows\\system32\\drive.pdf',
      '~/.ssh/authorized_keys.txt',
    ];
    const upload = await t.call({
      method: 'POST',
      url: `/api/v1/oportunidades/${oportunidade.id}/anexos/upload`,
      headers: await t.as(partnerUser),
      payload: form({ descricao: '../../descricao' }, hostile.map((name) => ({ name, content: samples.pdf() }))),
    });
    expect(upload.status).toBe(201);
    const names = upload.body.data.map((a: { nome_arquivo: string }) => a.nome_arquivo);
    expect(names).toEqual([
      'escaped.pdf',
      'absoluto.pdf',
      'janelas.pdf',
      'duplo.pdf',
      '%2e%2e%2fcodificado.pdf',
      'oculto.pdf',
      'drive.pdf',
      'authorized_keys.txt',
    ]);

    const stored = (await filesUnder(root)).filter((file) => !file.startsWith('data/outbox/'));
    expect(stored).toHaveLength(hostile.length);
    for (const file of stored) expect(file).toMatch(/^data\/attachments\/[0-9a-f-]{36}\.(pdf|txt)$/);

    for (const anexo of upload.body.data as { id: number; nome_arquivo: string }[]) {
      const raw = await t.app.inject({
        method: 'GET',
        url: `/api/v1/oportunidades/anexos/${anexo.id}/file`,
        headers: await t.as(partnerUser),
      });
      expect(raw.statusCode).toBe(200);
      expect(raw.rawPayload).toEqual(samples.pdf());
      expect(raw.headers['content-disposition']).not.toMatch(/[\\/]/);
    }
  });

  it('refuses a path where an attachment id belongs instead of reading it as a file', async () => {
    const admin = await t.createUser({ role: 1 });
    for (const id of ['..%2F..%2Fsecret_key', '%2Fetc%2Fpasswd', '..%5C..%5Cwin.ini']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/v1/oportunidades/anexos/${id}/file`,
        headers: await t.as(admin),
      });
      expect(res).toMatchObject({ status: 422, body: { detail: [{ loc: ['path', 'anexo_id'] }] } });
    }
  });
});
