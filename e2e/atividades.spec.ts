// Atividades in the portal: from an opportunity's page a user logs a call and completes a task, each a
// line of its 'Atividades' timeline beside the history; the home page's 'Minhas tarefas' shows the user's
// open tasks by due time (overdue, today, next 7 days) and completes one in a click.
import { validCpf } from '../tests/helpers/fixtures';
import { expect, expectToast, loginAs, test, uniqueName } from './support/fixtures';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

test('logs a call and completes a task from the opportunity page', async ({ page, api, apiAs, createUser }) => {
  const user = await createUser(2, { document: validCpf() });
  const client = await api.post<{ id: number }>('persons/', { person_type: 1, document: validCpf(), name: uniqueName('Cliente Atividade'), role: 1 });
  const [thesis] = await api.get<{ id: number }[]>('oportunidades/enums/teses');
  // Created as the user, whose own person (its CPF) is the partner.
  const created = await (await apiAs(user)).request.post('/api/v1/oportunidades/', { multipart: { tese: String(thesis.id), cliente_id: String(client.id) } });
  expect(created.ok()).toBe(true);
  const oportunidade = (await created.json()) as { id: number };
  await api.post('atividades/', {
    tipo: 4,
    titulo: 'Enviar proposta revisada',
    oportunidade_id: oportunidade.id,
    responsavel_id: user.id,
    vence_em: inHours(-2),
  });
  await loginAs(page, user.email, user.password);
  await page.goto(`/oportunidades/${oportunidade.id}`);

  const card = page.getByRole('region', { name: 'Atividades' });
  const timeline = card.getByRole('list', { name: 'Linha do tempo' });
  // The task is overdue, and the history's creation line shares the timeline.
  // The page's first load, which a busy machine may take well past the default wait to finish.
  await expect(timeline.getByText('Enviar proposta revisada')).toBeVisible({ timeout: 30_000 });
  await expect(timeline.getByText(/^Atrasada · vence/)).toBeVisible();
  await expect(timeline.getByText(/^Oportunidade criada: /)).toBeVisible();

  await card.getByRole('button', { name: 'Registrar ligação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova atividade' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Título é obrigatório')).toBeVisible();
  await dialog.getByLabel('Título').fill('Ligação com o financeiro do cliente');
  await dialog.getByLabel('Descrição').fill('Pediu a proposta até sexta.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Atividade registrada.');
  await expect(timeline.getByText('Ligação com o financeiro do cliente')).toBeVisible();
  await expect(timeline.getByText('Pediu a proposta até sexta.')).toBeVisible();

  // The box follows the stored task: it turns checked once the server has completed it.
  await card.getByRole('checkbox', { name: 'Concluir Enviar proposta revisada' }).click();
  await expectToast(page, 'Tarefa concluída.');
  await expect(card.getByRole('checkbox', { name: 'Reabrir Enviar proposta revisada' })).toBeChecked();
  await expect(timeline.getByText(/^Atrasada · vence/)).toHaveCount(0);

  // Filtered by type, only the call is left.
  await card.getByRole('combobox', { name: 'Filtrar por tipo' }).click();
  await page.getByRole('option', { name: 'Ligação', exact: true }).click();
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await expect(timeline.getByText('Ligação com o financeiro do cliente')).toBeVisible();

  const stored = await api.get<{ data: { titulo: string; concluida: boolean; concluida_em: string | null }[] }>(
    `atividades/?oportunidade_id=${oportunidade.id}`,
  );
  expect(stored.data.map(({ titulo, concluida }) => ({ titulo, concluida }))).toEqual([
    { titulo: 'Enviar proposta revisada', concluida: true },
    { titulo: 'Ligação com o financeiro do cliente', concluida: false },
  ]);
});

test("'Minhas tarefas' on the home page: overdue in red, today, next 7 days; one click completes", async ({ page, api, createUser }) => {
  const user = await createUser(2, { document: validCpf() });
  const person = await api.post<{ id: number }>('persons/', { person_type: 1, document: validCpf(), name: uniqueName('Pessoa Tarefas'), role: 1 });
  const task = (titulo: string, vence_em: string, responsavel_id = user.id) =>
    api.post('atividades/', { tipo: 4, titulo, pessoa_id: person.id, responsavel_id, vence_em });
  // Today's task is due in the last minute of the day, so it is never overdue while the test runs: the
  // day in Brasília (UTC-3, no daylight saving), as the portal groups them, not the runner's own (from
  // 00:00 to 03:00 UTC its 23:59 fell on Brasília's tomorrow).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await task('Cobrar documentos atrasados', inHours(-26));
  await task('Revisar contrato hoje', `${today}T23:59:00-03:00`);
  await task('Reunião na semana', inHours(24 * 4));
  await task('Longe demais', inHours(24 * 10));
  await loginAs(page, user.email, user.password);

  const card = page.getByRole('region', { name: 'Minhas tarefas' });
  const overdue = card.getByRole('region', { name: 'Atrasadas' });
  await expect(overdue.getByRole('link', { name: 'Cobrar documentos atrasados' })).toBeVisible({ timeout: 30_000 });
  await expect(overdue.getByRole('heading', { name: 'Atrasadas (1)' })).toHaveCSS('color', 'rgb(211, 47, 47)');
  await expect(card.getByRole('region', { name: 'Hoje' }).getByText('Revisar contrato hoje')).toBeVisible();
  await expect(card.getByRole('region', { name: 'Próximos 7 dias' }).getByText('Reunião na semana')).toBeVisible();
  await expect(card.getByText('Longe demais')).toHaveCount(0);

  await card.getByRole('checkbox', { name: 'Concluir Cobrar documentos atrasados' }).click();
  await expectToast(page, 'Tarefa concluída.');
  await expect(card.getByRole('region', { name: 'Atrasadas' })).toHaveCount(0);
  await expect(card.getByText('Cobrar documentos atrasados')).toHaveCount(0);
});
