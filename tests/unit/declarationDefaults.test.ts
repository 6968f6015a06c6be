// What defineResource fills in where a declaration is silent: the list's default order is the
// representation's, ascending, or newest first for a day or a month; a declared order stays as declared.
import { describe, expect, it } from 'vitest';
import { comissoes } from '../../common/resources/comissoes/ledger';
import { comissaoLotes } from '../../common/resources/comissoes/lotes';
import { recebimentos } from '../../common/resources/comissoes/recebimentos';
import { comissaoTermos } from '../../common/resources/comissoes/termos';
import { tags } from '../../common/resources/tags';
import { teses } from '../../common/resources/teses';
import { vinculos } from '../../common/resources/vinculos';

describe('defineResource defaults', () => {
  it('orders a list by its representation, ascending, when the declaration names no order', () => {
    expect(teses.defaultOrder).toEqual({ field: 'name', direction: 'asc' });
    expect(tags.defaultOrder).toEqual({ field: 'name', direction: 'asc' });
    expect(vinculos.defaultOrder).toEqual({ field: 'full_name', direction: 'asc' });
  });

  it('orders a list represented by a day newest first', () => {
    expect(comissaoLotes.defaultOrder).toEqual({ field: 'pago_em', direction: 'desc' });
    expect(recebimentos.defaultOrder).toEqual({ field: 'data', direction: 'desc' });
  });

  it('orders a list represented by a month newest first', () => {
    expect(comissoes.defaultOrder).toEqual({ field: 'competencia', direction: 'desc' });
  });

  it('keeps a declared order', () => {
    expect(comissaoTermos.defaultOrder).toEqual({ field: 'inicio', direction: 'desc' });
  });
});
