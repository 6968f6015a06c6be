// Shared by the oportunidades API tests: an app whose attachments live in a fresh temporary directory,
// sample files of each accepted type, and multipart forms.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Oportunidade, Person, User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson } from '../helpers/fixtures';

export const API = '/api/v1/oportunidades';

export type OportunidadesTestApp = TestApp & {
  /** Every file under the attachments directory, staged ones included. */
  storedFiles(): Promise<string[]>;
};

export async function createOportunidadesApp(): Promise<OportunidadesTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oportunidades-'));
  const t = await createTestApp({ config: { DATA_DIR: dataDir } });
  return {
    ...t,
    async storedFiles() {
      const entries = await readdir(join(dataDir, 'attachments'), { recursive: true, withFileTypes: true }).catch(
        () => [],
      );
      return entries.filter((e) => e.isFile()).map((e) => e.name);
    },
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Who most opportunity tests need: a staff user, a partner user (role 5) with its person, an opportunity
 * of that partner ('mine') and one outside its scope ('foreign').
 */
export async function partnerScene(
  t: TestApp,
  staffRole: number,
): Promise<{ admin: User; partnerUser: User; partner: Person; mine: Oportunidade; foreign: Oportunidade }> {
  const db = t.database.db;
  const partner = await createPerson(db, { role: 2 });
  const admin = await t.createUser({ role: staffRole });
  const partnerUser = await t.createUser({ role: 5, person_id: partner.id });
  const mine = await createOportunidade(db, { parceiro_id: partner.id });
  const foreign = await createOportunidade(db);
  return { admin, partnerUser, partner, mine, foreign };
}

/** Small files whose first bytes match their extension. */
export const samples = {
  pdf: () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('conteúdo do contrato\n%%EOF\n')]),
  doc: () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(64, 1)]),
  xls: () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(64, 2)]),
  docx: () => Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 3)]),
  xlsx: () => Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 4)]),
  zip: () => Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'latin1'),
  rar: () => Buffer.concat([Buffer.from('Rar!\x1a\x07\x00', 'latin1'), Buffer.alloc(32, 5)]),
  txt: () => Buffer.from('Notas da reunião com o cliente.\n'),
  csv: () => Buffer.from('cnpj;valor\n12345678000195;1500,00\n'),
};

export type FormFile = { name: string; content: Buffer; type?: string };

/** A multipart form as a browser sends it: text fields, then each file under `files`. */
export function form(fields: Record<string, string | number | undefined>, files: FormFile[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, String(value));
  }
  for (const file of files) {
    body.append('files', new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  return body;
}
