// The top bar's global search: Ctrl+K opens it from any screen, a CNPJ typed with its mask finds the
// company, the arrow keys and Enter open its page; Esc closes the search.
import { formatDocument } from '../common/documents';
import { validCnpj } from '../tests/helpers/fixtures';
import { expect, test, uniqueName } from './support/fixtures';

test('Ctrl+K finds a person by CNPJ and Enter opens its page', async ({ adminPage: page, api }) => {
  const name = uniqueName('Busca Global');
  const document = validCnpj();
  const company = await api.post('persons/', { person_type: 2, role: 1, is_active: true, name, document });
  await page.goto('/oportunidades/oportunidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de Oportunidades' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Buscar pessoas, oportunidades e usuários' });
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();

  await page.keyboard.press('Control+k');
  await box.fill(formatDocument(document, 'cnpj'));
  const listbox = page.getByRole('listbox', { name: 'Resultados da busca' });
  const people = listbox.getByRole('group', { name: 'Pessoas' });
  const option = people.getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/pessoas/${company.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(box).toBeHidden();
});
