// How the kit writes a declared field's value in a list cell and on a show page (src/ui/kit/declaredFields.ts):
// days dd/mm/aaaa, months as 'Meu desempenho' and the dashboard write them, money in reais.
import { describe, expect, it } from 'vitest';
import { comissoes } from '../../common/resources/comissoes/ledger';
import { fieldText } from '../../src/ui/kit/declaredFields';

describe('fieldText', () => {
  it("writes a month field (a commission's competência) as its short month and year", () => {
    const field = comissoes.fields.competencia;
    expect(field?.input).toBe('month');
    expect(fieldText(field!, '2026-09')).toBe('set. de 2026');
    expect(fieldText(field!, '2027-01')).toBe('jan. de 2027');
  });

  it('writes a value that is not a month as it is, rather than failing the cell', () => {
    expect(fieldText(comissoes.fields.competencia!, 'Linha de teste')).toBe('Linha de teste');
    expect(fieldText(comissoes.fields.competencia!, '2026-13')).toBe('2026-13');
  });

  it('writes an empty value as a dash', () => {
    expect(fieldText(comissoes.fields.competencia!, null)).toBe('—');
  });
});
