// npm run bench:web: what a browser downloads and waits for. Starts the built portal the way the e2e
// suite does (e2e/support/globalSetup.ts: a private copy of dist/, a fresh data directory, a free port,
// a known first administrator), seeds a few rows through the API, and drives Debian's Chromium,
// counting every response's bytes on the wire (Network.loadingFinished encodedDataLength, through a
// Chrome DevTools Protocol session), each run in a new browser context, so with an empty cache:
// - /login alone;
// - a deep link to a list opened without a session (-> /aviso -> /login -> credentials typed at a
//   person's speed -> 'Entre' -> the list), for Pessoas and for Oportunidades, and the time from clicking
//   'Entre' to the list's first row.
// Prints a table (median of RUNS runs) for the README's Performance section.
// The portal it starts gets as long as a busy machine needs to answer /api/v1/health (polled; at most
// BENCH_WEB_START_SECONDS, default 600, and it stops at once should the server exit). BENCH_WEB_URL measures
// a portal already running instead (no seeding; signed in as BENCH_WEB_EMAIL / BENCH_WEB_PASSWORD, by
// default the e2e suite's administrator), so its start costs nothing.
import { chromium, request, type Browser, type Page } from '@playwright/test';
import { validCpf } from '../tests/helpers/fixtures';
import { ApiClient } from '../e2e/support/api';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../e2e/support/env';
import { startExtraPortal } from '../e2e/support/extraPortal';

const RUNS = 5;
/** A person's typing speed: 10 characters a second. */
const TYPING_DELAY_MS = 100;
const START_TIMEOUT_MS = Number(process.env.BENCH_WEB_START_SECONDS ?? 600) * 1000;
const reusedUrl = process.env.BENCH_WEB_URL;
const credentials = {
  email: process.env.BENCH_WEB_EMAIL ?? ADMIN_EMAIL,
  password: process.env.BENCH_WEB_PASSWORD ?? ADMIN_PASSWORD,
};
const KB = 1024;

type Traffic = { total: number; script: number };
type Sample = Traffic & { ms?: number };

/** Counts the bytes on the wire of everything the page loads from now on. */
async function meter(page: Page): Promise<() => Traffic> {
  const cdp = await page.context().newCDPSession(page);
  const types = new Map<string, string>();
  const traffic: Traffic = { total: 0, script: 0 };
  cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    traffic.total += encodedDataLength;
    if (types.get(requestId) === 'Script') traffic.script += encodedDataLength;
  });
  await cdp.send('Network.enable');
  return () => ({ ...traffic });
}

async function inNewContext<T>(browser: Browser, baseURL: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width: 1366, height: 768 } });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const loginPage = (browser: Browser, baseURL: string) =>
  inNewContext(browser, baseURL, async (page): Promise<Sample> => {
    const traffic = await meter(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Entre' }).waitFor();
    return traffic();
  });

type FirstRowWatch = { firstRowPainted: Promise<number> };

/**
 * In the page: from the click on 'Entre' (its event's time) to the first frame painted with a list row
 * (the row's insertion, then the next animation frame, then a task: that frame has been painted).
 */
function watchFirstRow() {
  // Inline callbacks only: tsx names a function held in a const with a helper the page does not have.
  let clickedAt: number | undefined;
  (window as unknown as FirstRowWatch).firstRowPainted = new Promise((resolve) => {
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button');
        if (clickedAt === undefined && button?.textContent?.trim() === 'Entre') clickedAt = event.timeStamp;
      },
      { capture: true },
    );
    const observer = new MutationObserver(() => {
      if (clickedAt === undefined || !document.querySelector('tbody tr')) return;
      observer.disconnect();
      const started = clickedAt;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

const loginToList = (browser: Browser, baseURL: string, path: string) =>
  inNewContext(browser, baseURL, async (page): Promise<Sample> => {
    const traffic = await meter(page);
    await page.goto(path);
    await page.getByRole('link', { name: 'Fazer login' }).click();
    // Typed as a person types (10 characters a second), not pasted in one event: the console and the
    // screen the login opens are fetched while the credentials are typed (src/features/public/warmConsole.ts),
    // and a run that clicks 'Entre' a few milliseconds after the first keystroke measures a login nobody
    // makes.
    await page.getByLabel('Email').pressSequentially(credentials.email, { delay: TYPING_DELAY_MS });
    await page.getByLabel('Senha').pressSequentially(credentials.password, { delay: TYPING_DELAY_MS });
    // Timed in the page: from the click's event to the frame that first paints a row. Playwright's own
    // wait for the row returns only at its next poll, which came up to 350 ms after the paint in a
    // busy page (a row painted 716 ms after the click was reported at 1,056 ms).
    await page.evaluate(watchFirstRow);
    await page.getByRole('button', { name: 'Entre' }).click();
    await page.locator('tbody tr').first().waitFor();
    const ms = await page.evaluate(() => (window as unknown as FirstRowWatch).firstRowPainted);
    await page.waitForLoadState('networkidle');
    return { ...traffic(), ms };
  });

async function seed(baseURL: string) {
  const api = await ApiClient.login(request, baseURL, ADMIN_EMAIL, ADMIN_PASSWORD);
  const clients = [];
  for (let i = 1; i <= 12; i++) {
    clients.push(await api.post('persons/', { person_type: 1, document: validCpf(), name: `Cliente ${i}`, role: 1, is_active: true }));
  }
  // Creating an opportunity takes a user linked to a person: a sales executive.
  const password = 'bench-Senha-123';
  const executive = { email: 'executivo@example.com', password };
  await api.post('users/', { ...executive, confirm_password: password, full_name: 'Executivo', role: 2, is_active: true, document: validCpf() });
  const asExecutive = await ApiClient.login(request, baseURL, executive.email, password);
  const [tese] = await api.get('oportunidades/enums/teses');
  for (const client of clients) {
    await asExecutive.request.post('/api/v1/oportunidades/', {
      multipart: { tese: String(tese.id), cliente_id: String(client.id), descricao: 'Recuperação de PIS/COFINS' },
    });
  }
  await Promise.all([api.dispose(), asExecutive.dispose()]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(name: string, run: () => Promise<Sample>) {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await run());
  const ms = samples.every((s) => s.ms !== undefined) ? `${Math.round(median(samples.map((s) => s.ms!)))} ms` : '';
  const kb = (key: keyof Traffic) => `${(median(samples.map((s) => s[key])) / KB).toFixed(0)} KB`;
  return `| ${name} | ${kb('script')} | ${kb('total')} | ${ms} |`;
}

// The same server the e2e specs start for themselves: the built portal, a fresh data directory, a known
// first administrator, no Odoo and no SMTP; or the running one named.
const started = performance.now();
const server = reusedUrl
  ? { url: reusedUrl.replace(/\/$/, ''), stop: async () => undefined }
  : await startExtraPortal({}, { timeoutMs: START_TIMEOUT_MS });
console.log(reusedUrl ? `Measuring ${server.url}` : `Portal ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
try {
  if (!reusedUrl) await seed(server.url);

  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const rows = [
      await measure('/login', () => loginPage(browser, server.url)),
      await measure('/pessoas before login -> /aviso -> /login -> first list', () =>
        loginToList(browser, server.url, '/pessoas'),
      ),
      await measure('/oportunidades before login -> /aviso -> /login -> first list', () =>
        loginToList(browser, server.url, '/oportunidades/oportunidades'),
      ),
    ];
    console.log(`Median of ${RUNS} runs, each with an empty cache, Chromium ${browser.version()}:\n`);
    console.log('| Page | JavaScript on the wire | All on the wire | Click on Entre -> first row |');
    console.log('|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
