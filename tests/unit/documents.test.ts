import { describe, expect, it } from 'vitest';
import { documentProblem, formatDocument, isValidCnpj, isValidCpf, normalizeDocument } from '../../common/documents';

describe('CPF and CNPJ validation', () => {
  it.each(['11222333000181', '11.222.333/0001-81', '12ABC34501DE35', '12.abc.345/01de-35'])('accepts CNPJ %s', (v) =>
    expect(isValidCnpj(v)).toBe(true),
  );
  it.each(['11222333000182', '12ABC34501DE42', '11111111111111', '1122233300018', '12ABC34501DEA5'])(
    'rejects CNPJ %s',
    (v) => expect(isValidCnpj(v)).toBe(false),
  );
  it.each(['52998224725', '529.982.247-25'])('accepts CPF %s', (v) => expect(isValidCpf(v)).toBe(true));
  it.each(['52998224724', '11111111111', '5299822472'])('rejects CPF %s', (v) => expect(isValidCpf(v)).toBe(false));

  it('normalises masks and case', () => {
    expect(normalizeDocument(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });

  it('explains what is wrong in Portuguese', () => {
    expect(documentProblem('123', 'cpf')).toBe('CPF deve ter 11 dígitos');
    expect(documentProblem('123', 'cnpj')).toBe('CNPJ deve ter 14 dígitos');
    expect(documentProblem('52998224724')).toBe('CPF inválido');
    expect(documentProblem('11222333000182')).toBe('CNPJ inválido');
    expect(documentProblem('52998224725')).toBeNull();
  });

  it('masks as the user types', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocument('5299', 'cpf')).toBe('529.9');
  });
});
