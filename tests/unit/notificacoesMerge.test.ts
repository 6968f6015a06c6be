// The bell's list after a read of GET /notificacoes: an answer read before a notification committed can
// reach the page after that notification's stream event; the merge must keep the event's row.
import { describe, expect, it } from 'vitest';
import type { Notificacao } from '../../src/dataProvider/notificacoes';
import { mergeNotificacoes } from '../../src/features/notificacoes/useNotificacoes';

const row = (id: number, lida_em: string | null = null): Notificacao => ({
  id,
  evento: 'oportunidade_estagio',
  titulo: `Notificação ${id}`,
  texto: null,
  link: null,
  lida_em,
  created_at: `2026-11-27T12:00:${String(id).padStart(2, '0')}Z`,
});

describe('mergeNotificacoes', () => {
  it('keeps a notification the stream brought after the list was read', () => {
    const merged = mergeNotificacoes([row(2), row(1)], [row(3), row(2), row(1)]);
    expect(merged.map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it("takes the list's version of a row it holds (read elsewhere)", () => {
    const merged = mergeNotificacoes([row(2, '2026-11-27T13:00:00Z'), row(1)], [row(2), row(1)]);
    expect(merged[0]).toMatchObject({ id: 2, lida_em: '2026-11-27T13:00:00Z' });
  });

  it('shows ten at most, the newest', () => {
    const read = Array.from({ length: 10 }, (_, index) => row(10 - index));
    const merged = mergeNotificacoes(read, [row(11), ...read]);
    expect(merged.map((item) => item.id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });
});
