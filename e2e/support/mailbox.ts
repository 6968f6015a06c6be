// Reads the messages the SMTP capture of the global setup received (see smtpCapture.ts).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setupValue } from './env';
import type { CapturedMail } from './smtpCapture';

export type Email = CapturedMail & {
  /** Every href in the HTML body, in order. */
  links: string[];
};

async function allMail(): Promise<CapturedMail[]> {
  const dir = setupValue('mailDir');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8'))));
  return (mails as CapturedMail[]).sort((a, b) => a.n - b.n);
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));

/**
 * The newest message sent to `to`, waiting for it to arrive (up to `timeout` ms).
 * `after` ignores that message and older ones, to wait for a second message to the same address.
 */
export async function readLatestEmail(
  to: string,
  options: { timeout?: number; after?: Pick<CapturedMail, 'n'> } = {},
): Promise<Email> {
  const address = to.toLowerCase();
  const deadline = Date.now() + (options.timeout ?? 15_000);
  for (;;) {
    const mine = (await allMail()).filter((m) => m.to.includes(address) && m.n > (options.after?.n ?? 0));
    const latest = mine.at(-1);
    if (latest) return { ...latest, links: hrefs(latest.html) };
    if (Date.now() > deadline) throw new Error(`No email to ${to} arrived within ${options.timeout ?? 15_000} ms`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
