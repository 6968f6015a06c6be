// The registrations' key and the days an approved one has left, as the list and the record's page write them.
import { describe, expect, it } from 'vitest';
import { cnpjRaiz, diasRestantes } from '../../common/resources/registros';
import { diasText } from '../../src/features/registros/diasText';

const NOW = new Date('2026-11-27T12:00:00Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 60 * 60 * 1000).toISOString();

describe('registros', () => {
  it('keys a company by its CNPJ root, whatever the branch, the mask or the case', () => {
    expect(cnpjRaiz('33.683.111/0002-80')).toBe('33683111');
    expect(cnpjRaiz('12.abc.345/01de-35')).toBe('12ABC345');
  });

  it('counts the days left in whole days, rounding a part of a day up', () => {
    expect(diasRestantes(inHours(90 * 24), NOW)).toBe(90);
    expect(diasRestantes(inHours(1), NOW)).toBe(1);
    expect(diasRestantes(null, NOW)).toBeNull();
  });

  it("writes them for an approved registration only: 'Faltam N dias', 'Falta 1 dia', 'Expira hoje'", () => {
    expect(diasText({ estado: 'aprovado', valido_ate: inHours(30 * 24) }, NOW)).toBe('Faltam 30 dias');
    expect(diasText({ estado: 'aprovado', valido_ate: inHours(5) }, NOW)).toBe('Falta 1 dia');
    expect(diasText({ estado: 'aprovado', valido_ate: inHours(-1) }, NOW)).toBe('Expira hoje');
    expect(diasText({ estado: 'pendente', valido_ate: null }, NOW)).toBe('—');
    expect(diasText({ estado: 'expirado', valido_ate: inHours(-48) }, NOW)).toBe('—');
  });
});
