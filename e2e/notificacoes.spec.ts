// The notifications' bell: a partner has its portal open when the staff move its opportunity to another
// stage; the bell's count (its name says it) rises without a reload, the list shows the notification, and
// a click marks it read and opens the opportunity. 'Meu perfil' keeps the per-event preferences.
import { validCnpj } from '../tests/helpers/fixtures';
import { expect, expectToast, loginAs, test, uniqueSuffix } from './support/fixtures';
import { createOpportunity, createPartner } from './support/scenes';

test('the bell counts and opens a notification that arrived while the page was open', async ({ page, api, playwright }) => {
  const suffix = uniqueSuffix();
  const partner = await createPartner(api, `notif.${suffix}`);
  const client = await api.post('persons/', { person_type: 2, document: validCnpj(), name: `Cliente Notif ${suffix}`, role: 1, is_active: true });
  const opportunity = await createOpportunity(api, playwright.request, partner, client.id);

  await loginAs(page, partner.email, partner.password);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações: nenhuma não lida');

  // The staff move it while the partner's page stays open.
  await api.patch(`oportunidades/${opportunity.id}`, { estagio: 1 });
  await expect(bell).toHaveAccessibleName('Notificações: 1 não lida');

  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notificações' });
  const item = list.getByRole('button', { name: `Oportunidade '${opportunity.titulo}' passou para Prospect` });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL((url) => url.pathname === `/oportunidades/${opportunity.id}`);
  await expect(bell).toHaveAccessibleName('Notificações: nenhuma não lida');

  // A second one, and 'Marcar todas como lidas'.
  await api.patch(`oportunidades/${opportunity.id}`, { estagio: 2 });
  await expect(bell).toHaveAccessibleName('Notificações: 1 não lida');
  await bell.click();
  await list.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(list.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notificações: nenhuma não lida');
});

test("'Meu perfil' turns an event's e-mail on and keeps it", async ({ page, api }) => {
  const partner = await createPartner(api, `pref.${uniqueSuffix()}`);
  await loginAs(page, partner.email, partner.password);
  await page.goto('/settings');
  const table = page.getByRole('table', { name: 'Preferências de notificação' });
  const email = table.getByRole('switch', { name: 'Uma oportunidade minha mudou de estágio: por e-mail' });
  await expect(email).not.toBeChecked();
  await email.click();
  await expect(email).toBeChecked();
  await expectToast(page, 'Preferências de notificação salvas.');
  await page.reload();
  await expect(page.getByRole('table', { name: 'Preferências de notificação' }).getByRole('switch', { name: 'Uma oportunidade minha mudou de estágio: por e-mail' })).toBeChecked();
});
