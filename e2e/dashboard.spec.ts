// The home page's dashboard as a fresh partner sees it: its scope holds only the three opportunities this
// test creates (one open, one won, one lost this month), so every KPI is known. The charts' code is not
// part of the login page.
import { validCpf } from '../tests/helpers/fixtures';
import { expect, loginAs, test, uniqueName } from './support/fixtures';

test('the KPI cards and chart tables add up what the partner did this month', async ({ page, api, createUser, apiAs }) => {
  const partner = await createUser(5, { document: validCpf(), full_name: uniqueName('Parceira Painel') });
  const asPartner = await apiAs(partner);
  const client = await asPartner.post('persons/', {
    person_type: 1,
    document: validCpf(),
    name: uniqueName('Cliente Painel'),
    role: 1,
    is_active: true,
  });
  const [thesis] = await api.get('oportunidades/enums/teses');
  const create = async (changes: Record<string, unknown>[]) => {
    const response = await asPartner.request.post('/api/v1/oportunidades/', {
      multipart: { tese: String(thesis.id), cliente_id: String(client.id) },
    });
    expect(response.ok()).toBe(true);
    const { id } = await response.json();
    for (const change of changes) await asPartner.patch(`oportunidades/${id}`, change);
  };
  await create([{ receita_esperada: 1000.1, honorarios: 10 }]); // open
  await create([{ receita_esperada: 2000.05, honorarios: 12.5 }, { status_resultado: 2 }]); // won
  await create([{ receita_esperada: 500 }, { status_resultado: 3, motivo_perda: 'Preço' }]); // lost

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entre' })).toBeVisible();
  expect(scripts.filter((url) => /Dashboard/.test(url))).toEqual([]);

  await loginAs(page, partner.email, partner.password);
  await expect(page.getByText(`Olá, ${partner.full_name}!`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Este mês', pressed: true })).toBeVisible();

  const card = (name: string) => page.getByRole('region', { name });
  await expect(card('Pipeline aberto')).toContainText(/R\$\s1\.000,10\s*1 oportunidade$/);
  await expect(card('Ganhos no período')).toContainText(/R\$\s2\.000,05\s*1 oportunidade$/);
  await expect(card('Taxa de conversão')).toContainText('50%1 ganha, 1 perdida');
  await expect(card('Tempo médio até o ganho')).toContainText('0 dias');
  await expect(card('Honorários previstos')).toContainText(/R\$\s100,01/); // 1.000,10 × 10%
  expect(scripts.filter((url) => /Dashboard/.test(url))).not.toEqual([]);

  const table = (name: string) => page.getByRole('table', { name });
  await expect(table('Receita por estágio').getByRole('row', { name: /^Lead 1 R\$\s1\.000,10$/ })).toHaveCount(1);
  await expect(table('Maiores parceiros por receita ganha').getByRole('row')).toHaveCount(2);
  await expect(table('Maiores parceiros por receita ganha')).toContainText(/R\$\s2\.000,05/);
  await expect(table('Oportunidades por tese')).toContainText(`${thesis.name}3`); // all three
  await expect(card('Minhas próximas ações')).toContainText('Nenhuma oportunidade parada.');

  // 'Minhas': the partner's person is the partner of all three, so nothing changes.
  await page.getByRole('switch', { name: 'Minhas' }).check();
  await expect(card('Pipeline aberto')).toContainText(/R\$\s1\.000,10/);
});
