// The bell's accessible name says what it knows: before the live stream's first count it names no number
// (a screen reader heard "nenhuma não lida" while the count was still on its way), then the count sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { NotificationBell } from '../../src/features/notificacoes/NotificationBell';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

afterEach(() => vi.unstubAllGlobals());

it('names no count until the stream has sent one, then the count it sent', async () => {
  let send!: (text: string) => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      send = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  let answer!: (response: Response) => void;
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
  renderPortal(<NotificationBell />, {
    dataProvider: { getNotificacoes: async () => ({ data: [], count: 0, nao_lidas: 0 }) },
    authProvider: signedInAs({ id: 1, role: 5 }),
  });
  const bell = await screen.findByRole('button', { name: /^Notificações/ });
  await waitFor(() => expect(answer).toBeTypeOf('function'));
  expect(bell.getAttribute('aria-label')).toBe('Notificações');

  answer(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  send('event: nao_lidas\ndata: {"nao_lidas":0}\n\n');
  await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notificações: nenhuma não lida'));
  send('event: nao_lidas\ndata: {"nao_lidas":2}\n\n');
  await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notificações: 2 não lidas'));
});

it('says it opens a dialog, which one while it is open, and Escape closes it', async () => {
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
  renderPortal(<NotificationBell />, {
    dataProvider: { getNotificacoes: async () => ({ data: [], count: 0, nao_lidas: 0 }) },
    authProvider: signedInAs({ id: 1, role: 5 }),
  });
  const bell = await screen.findByRole('button', { name: /^Notificações/ });
  expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
  expect(bell.getAttribute('aria-expanded')).toBe('false');
  expect(bell.getAttribute('aria-controls')).toBeNull();

  await userEvent.click(bell);
  const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
  expect(bell.getAttribute('aria-expanded')).toBe('true');
  expect(bell.getAttribute('aria-controls')).toBe(dialog.closest('[id]')?.id);
  expect(within(dialog).getByText('Nenhuma notificação')).toBeTruthy();

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificações' })).toBeNull());
  expect(bell.getAttribute('aria-expanded')).toBe('false');
});
