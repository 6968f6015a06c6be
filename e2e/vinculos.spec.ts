// Vínculos ('/Vinculos' and '/Vinculos/{id}'): a team member (role 4) links a person to a partner (role
// 5), who from then on sees that person and its opportunities, and nothing once the link is removed; a
// role without vinculos.list has no menu entry and is refused at the door. Every test makes its own users
// and persons under unique names, so the specs running alongside never change what it sees.
import type { Page } from '@playwright/test';
import {
  expect,
  expectToast,
  loginAs,
  pageCaughtUp,
  test,
  uniqueName,
  type ApiClient,
  type CreatedUser,
} from './support/fixtures';

/** Random digits and their check digits: a valid CPF or CNPJ no other test has. */
function newDocument(length: number, weights: number[][], check: (sum: number) => number): string {
  const digits = Array.from({ length }, () => Math.floor(Math.random() * 10));
  for (const weight of weights) digits.push(check(digits.reduce((sum, digit, i) => sum + digit * weight[i], 0)));
  return digits.join('');
}
const descending = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);
const newCpf = () =>
  newDocument(9, [descending(10, 2), descending(11, 2)], (sum) => ((sum * 10) % 11) % 10);
const newCnpj = () =>
  newDocument(12, [[...descending(5, 2), ...descending(9, 2)], [...descending(6, 2), ...descending(9, 2)]], (sum) =>
    sum % 11 < 2 ? 0 : 11 - (sum % 11),
  );
const cpfMask = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

type Person = { id: number; name: string; document: string };
const createPerson = (api: ApiClient, name: string, role: number, person_type = 1): Promise<Person> =>
  api.post('persons/', { person_type, role, is_active: true, name, document: person_type === 2 ? newCnpj() : newCpf() });

const bodyRows = (page: Page) => page.locator('tbody').getByRole('row');
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const menuEntry = (page: Page, name: string) => page.getByRole('menuitem', { name });
/** A toast over an open dialog: the dialog hides the page behind it from the accessibility tree. */
const toastBehindDialog = (page: Page, ...texts: string[]) =>
  texts.reduce((alerts, text) => alerts.filter({ hasText: text }), page.getByRole('alert', { includeHidden: true }));

/** Opens /Vinculos from the side menu and the partner's row from a search, as a manager does. */
async function openPartner(page: Page, partner: CreatedUser) {
  await menuEntry(page, 'Vínculos').click();
  await expect(page).toHaveURL((url) => url.pathname === '/Vinculos');
  await expect(page.getByRole('heading', { name: 'Gerenciador de vínculos' })).toBeVisible();
  for (const column of ['Nome Completo', 'Email', 'Função', 'Status']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await page.getByPlaceholder('Buscar por nome ou email...').fill(partner.full_name);
  await expect.poll(() => searchParam(page, 'query')).toBe(partner.full_name);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(partner.email);
  await expect(bodyRows(page).first()).toContainText('Parceiro');
  await expect(page.getByText('Mostrando 1 de 1 vínculos')).toBeVisible();
  await bodyRows(page).first().click();
  await expect(page).toHaveURL((url) => url.pathname === `/Vinculos/${partner.id}`);
  await expect(page.getByRole('heading', { name: `Parceiro: ${partner.full_name}` })).toBeVisible();
  await expect(page.getByText(`ID do usuário: ${partner.id}`)).toBeVisible();
}

test('a team member links a person to a partner, who then sees exactly it and its opportunities, until the link is removed', async ({
  browser,
  api,
  apiAs,
  createUser,
}) => {
  test.slow(); // two people, two browsers, a dozen screens
  const tag = uniqueName('Vínculo');
  const partner = await createUser(5, { full_name: `${tag} Parceira` });
  const manager = await createUser(4, { full_name: `${tag} Gestora` });
  const linked = await createPerson(api, `${tag} Pessoa Vinculada`, 2);
  const client = await createPerson(api, `${tag} Cliente`, 1);
  // An opportunity whose partner is the person to link, made by an executive (creating needs a person).
  const executive = await createUser(2, { document: newCpf() });
  const [thesis] = await api.get('oportunidades/enums/teses');
  const asExecutive = await apiAs(executive);
  const created = await asExecutive.request.post('/api/v1/oportunidades/', {
    multipart: { tese: String(thesis.id), cliente_id: String(client.id), parceiro_id: String(linked.id) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const asPartner = await apiAs(partner);
  expect((await asPartner.get('oportunidades/')).count).toBe(0);

  const managerPage = await (await browser.newContext()).newPage();
  await loginAs(managerPage, manager.email, manager.password);
  await openPartner(managerPage, partner);
  await expect(managerPage.getByText('Nenhuma pessoa vinculada')).toBeVisible();

  // Creating a link: the form's validation messages, the search on Enter, the choice, the toast.
  await managerPage.getByRole('button', { name: 'Adicionar Vínculo' }).click();
  const dialog = managerPage.getByRole('dialog', { name: 'Adicionar Vínculo' });
  await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(dialog.getByText('Campo cliente esta vazio!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Criar Vínculo' }).click();
  await expect(dialog.getByText('Busque e selecione uma pessoa.')).toBeVisible();
  await dialog.getByLabel('Buscar pessoa').fill(linked.name);
  await dialog.getByLabel('Buscar pessoa').press('Enter');
  const choice = dialog.getByRole('radio', { name: new RegExp(linked.name) });
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await choice.check();
  await dialog.getByRole('button', { name: 'Criar Vínculo' }).click();
  await expectToast(managerPage, 'Sucesso!', 'Vínculo criado com sucesso.');
  await expect(dialog).toBeHidden();
  await expect(bodyRows(managerPage)).toHaveCount(1);
  const row = bodyRows(managerPage).first();
  await expect(row).toContainText(linked.name);
  await expect(row).toContainText(cpfMask(linked.document));
  await expect(row).toContainText('Pessoa Física');
  await expect(row).toContainText('Parceiro');
  await expect(row).toContainText('Ativo');

  // The same link again: the server's reason, in the error toast.
  await managerPage.getByRole('button', { name: 'Adicionar Vínculo' }).click();
  await dialog.getByLabel('Buscar pessoa').fill(linked.name);
  await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
  await dialog.getByRole('radio', { name: new RegExp(linked.name) }).check();
  await dialog.getByRole('button', { name: 'Criar Vínculo' }).click();
  await expect(toastBehindDialog(managerPage, 'Algo deu errado!', 'Vínculo já existe').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // The partner now sees exactly the linked person, and the opportunity whose partner it is.
  const partnerPage = await (await browser.newContext()).newPage();
  await loginAs(partnerPage, partner.email, partner.password);
  await expect(menuEntry(partnerPage, 'Pessoas')).toBeVisible();
  await expect(menuEntry(partnerPage, 'Vínculos')).toHaveCount(0);
  await partnerPage.goto('/pessoas');
  await expect(partnerPage.getByRole('heading', { name: 'Gestão de Pessoas' })).toBeVisible();
  await expect(bodyRows(partnerPage)).toHaveCount(1);
  await expect(bodyRows(partnerPage).first()).toContainText(linked.name);
  await expect(partnerPage.getByText('Mostrando 1 de 1 pessoas')).toBeVisible();
  await partnerPage.goto('/oportunidades/oportunidades');
  await expect(partnerPage.getByRole('heading', { name: 'Gestão de Oportunidades' })).toBeVisible();
  await expect(bodyRows(partnerPage)).toHaveCount(1);
  // Its row: the title without the client (the Cliente column shows it), then the client.
  await expect(bodyRows(partnerPage).first()).toContainText(thesis.name);
  await expect(bodyRows(partnerPage).first()).toContainText(client.name);

  // Removing the link warns first, then takes the person and its opportunity away from the partner.
  await row.getByRole('button', { name: `Remover vínculo com ${linked.name}` }).click();
  const confirm = managerPage.getByRole('dialog', { name: 'Remover vínculo' });
  await expect(confirm.getByText('Esta ação não pode ser desfeita')).toBeVisible();
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expectToast(managerPage, 'Sucesso!', 'Vínculo removido com sucesso');
  await expect(managerPage.getByText('Nenhuma pessoa vinculada')).toBeVisible();

  await partnerPage.reload();
  await expect(partnerPage.getByText('Você ainda não possui oportunidades')).toBeVisible();
  await partnerPage.goto('/pessoas');
  await expect(partnerPage.getByText('Nenhuma pessoa cadastrada')).toBeVisible();
  await managerPage.context().close();
  await partnerPage.context().close();
});

test("a partner's vínculos page: ten a page, search on Enter or Buscar, type filter and Limpar, all in the URL", async ({
  page,
  api,
  apiAs,
  createUser,
}) => {
  // The page's clock, so 'typing alone does not search' is checked by running its timers, not by waiting.
  await page.clock.install();
  const tag = uniqueName('Lista');
  const partner = await createUser(5, { full_name: `${tag} Parceiro` });
  const manager = await createUser(4);
  const asManager = await apiAs(manager);
  const persons: Person[] = [];
  for (let i = 1; i <= 11; i++) {
    persons.push(await createPerson(api, `${tag} Pessoa ${String(i).padStart(2, '0')}`, 1, i === 11 ? 2 : 1));
  }
  for (const person of persons) await asManager.post('userPersonsLinks/', { user_id: partner.id, person_id: person.id });

  await loginAs(page, manager.email, manager.password);
  // A page that is not a number is the first page.
  await page.goto(`/Vinculos/${partner.id}?page=abc`);
  await expect(page.getByRole('heading', { name: `Parceiro: ${partner.full_name}` })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByText('Mostrando 10 de 11 vínculos')).toBeVisible();
  await page.getByRole('button', { name: 'Ir para a página 2' }).click();
  await expect.poll(() => searchParam(page, 'page')).toBe('2');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(`${tag} Pessoa 11`);

  const box = page.getByPlaceholder('Buscar por nome, documento ou nome fantasia...');
  await box.fill('Pessoa 07');
  // Typing alone does not search: a search a timer would start (a debounce) runs now.
  await page.clock.runFor(5_000);
  await pageCaughtUp(page);
  expect(searchParam(page, 'query')).toBeNull();
  await box.press('Enter');
  await expect.poll(() => searchParam(page, 'query')).toBe('Pessoa 07');
  expect(searchParam(page, 'page')).toBeNull();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(`${tag} Pessoa 07`);

  // A formatted document finds its person too; the button searches like Enter.
  await box.fill(cpfMask(persons[2].document));
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect.poll(() => searchParam(page, 'query')).toBe(cpfMask(persons[2].document));
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(persons[2].name);

  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect.poll(() => searchParam(page, 'query')).toBeNull();
  await expect(box).toHaveValue('');
  await expect(page.getByText('Mostrando 10 de 11 vínculos')).toBeVisible();

  await page.getByRole('combobox', { name: /Tipo/ }).click();
  await page.getByRole('option', { name: 'Pessoa Jurídica', exact: true }).click();
  await expect.poll(() => searchParam(page, 'person_type')).toBe('2');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(`${tag} Pessoa 11`);

  // The same view from a link.
  await page.goto(`/Vinculos/${partner.id}?query=${encodeURIComponent('Pessoa 0')}&person_type=1`);
  await expect(bodyRows(page)).toHaveCount(9);
  await expect(box).toHaveValue('Pessoa 0');
  await expect(page.getByRole('combobox', { name: /Tipo/ })).toHaveText('Pessoa Física');
});

test('a role without vínculos has no menu entry and is refused at /Vinculos', async ({ page, createUser }) => {
  const executive = await createUser(2);
  const partner = await createUser(5);
  const linkCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/userPersonsLinks')) linkCalls.push(request.url());
  });
  await loginAs(page, executive.email, executive.password);
  await expect(menuEntry(page, 'Pessoas')).toBeVisible();
  await expect(menuEntry(page, 'Vínculos')).toHaveCount(0);

  for (const path of ['/Vinculos', `/Vinculos/${partner.id}`]) {
    await page.goto(path);
    await expect(page.getByText('Você não tem permissão para acessar esta página')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gerenciador de vínculos' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Parceiro:/ })).toHaveCount(0);
  }
  // Refused before asking: no call for the list, so no error toast either.
  expect(linkCalls).toEqual([]);
  await expect(page.getByRole('alert').filter({ hasText: 'Algo deu errado!' })).toHaveCount(0);
});
