import { describe, expect, it } from 'vitest';
import { DECIMAL_INVALID, decimalText, parseDecimal, TOO_MANY_DECIMALS } from '../../src/i18n/parseDecimal';

const value = (text: string) => {
  const parsed = parseDecimal(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
  return parsed.value;
};

describe('parseDecimal', () => {
  it('reads the Brazilian way: thousands points and a decimal comma', () => {
    expect(value('250.000,00')).toBe(250000);
    expect(value('250000,5')).toBe(250000.5);
    expect(value('1500,50')).toBe(1500.5);
    expect(value('1.652.885,12')).toBe(1652885.12);
    expect(value('250.000')).toBe(250000);
    expect(value('12,5')).toBe(12.5);
    expect(value('0')).toBe(0);
  });

  it('takes the currency and percent signs and spaces around the number', () => {
    expect(value('R$ 250.000,00')).toBe(250000);
    expect(value('R$\u00a01.500,50')).toBe(1500.5);
    expect(value('12,5%')).toBe(12.5);
    expect(value(' 100 ')).toBe(100);
  });

  it('understands a pasted number with a decimal point', () => {
    expect(value('1652885.12')).toBe(1652885.12);
    expect(value('20000.75')).toBe(20000.75);
    expect(value('0.5')).toBe(0.5);
  });

  it('keeps the sign, so a negative amount meets its own rule', () => {
    expect(value('-5')).toBe(-5);
    expect(value('-1.500,25')).toBe(-1500.25);
  });

  it('is null when blank', () => {
    expect(value('')).toBeNull();
    expect(value('   ')).toBeNull();
    expect(value('R$')).toBeNull();
  });

  it('refuses what it would have to guess, in Portuguese', () => {
    for (const text of ['abc', '1,500.50', '1.50.000', '2.5.0', '12,', ',5', '1 000,00x', '1e5', '25.0000,00', '--5']) {
      expect(parseDecimal(text), text).toEqual({ ok: false, message: DECIMAL_INVALID });
    }
  });

  it('refuses more than 2 decimals instead of rounding them away', () => {
    expect(parseDecimal('1,234')).toEqual({ ok: false, message: TOO_MANY_DECIMALS });
    expect(parseDecimal('1652885.123')).toEqual({ ok: false, message: TOO_MANY_DECIMALS });
  });
});

describe('decimalText', () => {
  it('writes a stored value as the input starts with it', () => {
    expect(decimalText(1652885.12)).toBe('1.652.885,12');
    expect(decimalText('250000.00')).toBe('250.000,00');
    expect(decimalText(12.5)).toBe('12,50');
    expect(decimalText(null)).toBe('');
  });

  it('is read back to the same number', () => {
    for (const n of [0, 0.01, 12.5, 250000, 1652885.12]) expect(value(decimalText(n))).toBe(n);
  });
});
