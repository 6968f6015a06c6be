// `npm run bench -- importexport`: a streamed CSV export of every seeded person (1,000,000 by default)
// while the server's resident memory is sampled from /proc, and an import of 100,000 new persons
// (BENCH_IMPORT_ROWS) through POST /persons/import, timed end to end. The imported persons are deleted
// afterwards, so the other workloads keep their million.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import http from 'node:http';
import { validCpf } from '../tests/helpers/fixtures';
import { benchSettings, openBenchDatabase } from './database';

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
export const EXPORT_GROWTH_TARGET_MB = 50;
export const IMPORT_TARGET_SECONDS = 60;

/** The server's resident set size in MB, read from /proc (Linux). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

type Server = { port: number; token: string; pid: number };

/** Streams the export to nowhere, counting its lines, with the server's RSS sampled every 50 ms. */
function streamedExport(server: Server): Promise<{ lines: number; seconds: number; baseMb: number; peakMb: number }> {
  const baseMb = rssMb(server.pid);
  let peakMb = baseMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.pid))), 50);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: server.port, path: '/api/v1/persons/export?format=csv', headers: { authorization: `Bearer ${server.token}` } },
      (response) => {
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          for (const byte of chunk) if (byte === 10) lines += 1;
        });
        response.on('end', () => {
          clearInterval(sampler);
          resolve({ lines, seconds: (performance.now() - started) / 1000, baseMb, peakMb });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

function importFile(rows: number): string {
  const lines = ['Nome;Documento;Tipo;Papel;Status;CEP;Logradouro;Número;Bairro;Cidade;UF;Tipo de Contato;Contato'];
  const seen = new Set<string>();
  while (seen.size < rows) {
    const cpf = validCpf();
    if (seen.has(cpf)) continue;
    seen.add(cpf);
    const n = seen.size;
    lines.push(`Importada ${n};${cpf};Pessoa Física;Cliente;Ativo;01001-000;Praça da Sé;${n};Sé;São Paulo;SP;Email;importada${n}@example.com`);
  }
  return `\uFEFF${lines.join('\r\n')}`;
}

async function timedImport(server: Server, userEmail: string) {
  const body = new FormData();
  body.append('dry_run', 'false');
  body.append('file', new Blob([importFile(IMPORT_ROWS)]), 'pessoas.csv');
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/persons/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}` },
    body,
  });
  const result = (await response.json()) as { create: number; update: number; errors: unknown[]; applied: boolean };
  const seconds = (performance.now() - started) / 1000;
  // Leave the million as it was: the imported persons go (their addresses and contacts cascade).
  const handle = await openBenchDatabase(benchSettings());
  try {
    await handle.db.execute(sql`DELETE FROM persons WHERE created_by_id = (SELECT id FROM users WHERE email = ${userEmail})`);
  } finally {
    await handle.close();
  }
  return { status: response.status, ...result, errors: result.errors?.length ?? 0, seconds };
}

/** Runs both and answers the report's lines. */
export async function benchImportExport(server: Server, userEmail: string, log: (line: string) => void): Promise<string[]> {
  const exported = await streamedExport(server);
  const growth = exported.peakMb - exported.baseMb;
  const exportVerdict = growth <= EXPORT_GROWTH_TARGET_MB ? 'met' : 'MISSED';
  log(
    `\nstreamed CSV export: ${exported.lines} lines in ${exported.seconds.toFixed(1)} s, server RSS ` +
      `${exported.baseMb.toFixed(0)} → peak ${exported.peakMb.toFixed(0)} MB (+${growth.toFixed(0)} MB, ≤ ${EXPORT_GROWTH_TARGET_MB}: ${exportVerdict})`,
  );
  const imported = await timedImport(server, userEmail);
  const importVerdict = imported.seconds <= IMPORT_TARGET_SECONDS && imported.applied ? 'met' : 'MISSED';
  log(
    `import of ${IMPORT_ROWS} persons: HTTP ${imported.status}, ${imported.create} created, ${imported.update} updated, ` +
      `${imported.errors} errors in ${imported.seconds.toFixed(1)} s (≤ ${IMPORT_TARGET_SECONDS} s: ${importVerdict})`,
  );
  return [
    `| streamed CSV export of every person | ${exported.lines} rows | ${exported.seconds.toFixed(1)} s | +${growth.toFixed(0)} MB RSS (≤ ${EXPORT_GROWTH_TARGET_MB}: ${exportVerdict}) |`,
    `| import of new persons (CSV, address + contact) | ${imported.create} rows | ${imported.seconds.toFixed(1)} s (≤ ${IMPORT_TARGET_SECONDS}: ${importVerdict}) | |`,
  ];
}
