import { chromium } from 'playwright-core';
const token = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const shoot = async (width, height, name, url, act) => {
  const ctx = await browser.newContext({ viewport: { width, height }, locale: 'pt-BR' });
  await ctx.addInitScript((t) => localStorage.setItem('access_token', t), token);
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.goto(`http://localhost:8012${url}`);
  await page.waitForTimeout(2500);
  if (act) await act(page);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  console.log(name, page.url());
  await ctx.close();
};
await shoot(1280, 800, 'list-desktop', '/pessoas');
await shoot(390, 844, 'list-phone', '/pessoas');
await shoot(1280, 800, 'list-filtered', '/pessoas?query=zzz&role=2');
await shoot(1280, 900, 'detail-desktop', '/pessoas/13');
await shoot(390, 844, 'detail-phone', '/pessoas/13');
await shoot(1280, 900, 'add-dialog', '/pessoas', async (page) => {
  await page.getByRole('button', { name: 'Adicionar Pessoa' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.waitForTimeout(500);
});
await browser.close();
