// Registros de oportunidade in the portal: a partner registers a company whose razão social comes from the
// registry lookup (the fake Receita, e2e/support/sidecars.ts); a second partner's registration of another
// branch of it lands in conflict and is told nothing about whom; staff open the first, see the conflict
// side by side, approve it, and the Lead appears on the first partner's board. Each run has its own thesis,
// so the company's key (CNPJ root + thesis) is this run's alone.
import type { Page } from '@playwright/test';
import { isValidCnpj } from '../common/documents';
import { validCpf } from '../tests/helpers/fixtures';
import { expect, expectToast, loginAs, logout, test, uniqueName } from './support/fixtures';

/** SERPRO's Brasília branch, which the fake registry knows. */
const KNOWN = '33.683.111/0002-80';
const RAZAO_SOCIAL = 'SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)';

/** Another branch of the same company (root 33683111): branch 0001 with its check digits. */
function headOffice(): string {
  for (let digits = 0; digits < 100; digits++) {
    const cnpj = `336831110001${String(digits).padStart(2, '0')}`;
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error('no check digits');
}

async function registerCompany(page: Page, values: { cnpj: string; tese: string; razaoSocial?: string }) {
  await page.goto('/registros');
  await page.getByRole('link', { name: 'Registrar empresa' }).first().click();
  await expect(page.getByRole('heading', { name: 'Registrar empresa', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('CNPJ').fill(values.cnpj);
  if (values.razaoSocial) await page.getByLabel('Razão social').fill(values.razaoSocial);
  else {
    await page.getByRole('button', { name: 'Buscar na Receita' }).click();
    await expect(page.getByLabel('Razão social')).toHaveValue(RAZAO_SOCIAL);
  }
  await page.getByRole('combobox', { name: 'Tese' }).click();
  await page.getByRole('option', { name: values.tese, exact: true }).click();
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
}

test('a registered company, a conflicting branch, and the approval that puts the Lead on the board', async ({ page, api, createUser }) => {
  test.setTimeout(180_000);
  const tese = await api.post<{ id: number; name: string }>('teses/', { name: uniqueName('Tese Registro') });
  const ana = await createUser(5, { document: validCpf(), full_name: uniqueName('Ana Parceira') });
  const bruno = await createUser(5, { document: validCpf(), full_name: uniqueName('Bruno Parceiro') });

  // The first partner: the razão social from the registry, 'Pendente', the days not counting yet.
  await loginAs(page, ana.email, ana.password);
  await registerCompany(page, { cnpj: KNOWN, tese: tese.name });
  await expectToast(page, 'Empresa registrada. A equipe vai analisar.');
  await expect(page).toHaveURL(/\/registros(\?|$)/);
  const anaRow = page.getByRole('row', { name: new RegExp(RAZAO_SOCIAL.replace(/[()]/g, '\\$&')) });
  await expect(anaRow.getByText('Pendente', { exact: true })).toBeVisible();
  await expect(anaRow.getByText('33.683.111/0002-80')).toBeVisible();
  await logout(page);

  // The second partner, another branch: in conflict, told only that the staff will look at it.
  await loginAs(page, bruno.email, bruno.password);
  await registerCompany(page, { cnpj: headOffice(), tese: tese.name, razaoSocial: 'Serpro Sede' });
  await expectToast(page, 'Empresa já registrada por outro parceiro ou já atendida. A equipe vai analisar.');
  const brunoRow = page.getByRole('row', { name: /Serpro Sede/ });
  await expect(brunoRow.getByText('Em conflito', { exact: true })).toBeVisible();
  await brunoRow.getByText('Serpro Sede').click();
  await expect(page.getByRole('heading', { name: 'Serpro Sede', level: 1 })).toBeVisible();
  await expect(page.getByText(ana.full_name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
  await logout(page);

  // Staff: the first registration with its competitor side by side, then approved after saying what it does.
  const { data } = await api.get<{ data: { id: number; parceiro_id: number; razao_social: string }[] }>('registros/', { tese_id: tese.id });
  const anaRegistro = data.find((row) => row.razao_social === RAZAO_SOCIAL)!;
  const staff = await createUser(2, { document: validCpf() });
  await loginAs(page, staff.email, staff.password);
  await page.goto(`/registros/${anaRegistro.id}/show`);
  await expect(page.getByRole('heading', { name: RAZAO_SOCIAL, level: 1 })).toBeVisible({ timeout: 30_000 });
  const rivals = page.getByRole('region', { name: 'Outros registros desta empresa para a tese' });
  await expect(rivals.getByRole('link', { name: bruno.full_name })).toBeVisible();
  await expect(rivals.getByText('Em conflito', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Aprovar' }).click();
  const dialog = page.getByRole('dialog', { name: `Aprovar o registro de ${RAZAO_SOCIAL}?` });
  await expect(dialog).toContainText('uma oportunidade em Lead será criada');
  await expect(dialog).toContainText('O outro registro desta empresa para a tese será rejeitado.');
  await dialog.getByRole('button', { name: 'Aprovar' }).click();
  await expectToast(page, 'Registro aprovado. A oportunidade foi criada.');
  await expect(page.getByText('Aprovado', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Faltam \d+ dias$/)).toBeVisible();
  await expect(rivals.getByText('Rejeitado', { exact: true })).toBeVisible();
  await logout(page);

  // The first partner's board has the Lead, titled '{tese} - {cliente}'.
  await loginAs(page, ana.email, ana.password);
  await page.goto('/oportunidades/oportunidades?view=quadro');
  const lead = page.getByRole('region', { name: 'Lead', exact: true }).getByRole('link', { name: new RegExp(`^${tese.name} - `) });
  await expect(lead).toBeVisible({ timeout: 30_000 });
  await page.goto('/registros');
  await expect(anaRow.getByText('Aprovado', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(anaRow.getByText(/^Faltam \d+ dias$/)).toBeVisible();
});
