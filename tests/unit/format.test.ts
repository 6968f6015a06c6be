import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDateTime, formatMoney, formatMoneyText, formatPercent } from '../../src/i18n/format';

// Intl separates the currency symbol with a no-break space.
const nbsp = '\u00a0';

describe('money', () => {
  it('is R$ in pt-BR with two decimals', () => {
    expect(formatMoney(1234.56)).toBe(`R$${nbsp}1.234,56`);
    expect(formatMoney(1000000)).toBe(`R$${nbsp}1.000.000,00`);
    expect(formatMoney(0.5)).toBe(`R$${nbsp}0,50`);
  });

  it('reads the decimal strings the API sends', () => {
    expect(formatMoney('2500.10')).toBe(`R$${nbsp}2.500,10`);
  });

  it('shows a dash when there is no amount', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('')).toBe('—');
    expect(formatMoney('abc')).toBe('—');
  });
});

describe('exact money text (list totals)', () => {
  it('groups every digit of the decimal text, with no rounding through a JavaScript number', () => {
    expect(formatMoneyText('1234.56')).toBe(`R$${nbsp}1.234,56`);
    expect(formatMoneyText('9007199254740993.01')).toBe(`R$${nbsp}9.007.199.254.740.993,01`);
    expect(formatMoneyText('0.00')).toBe(`R$${nbsp}0,00`);
    expect(formatMoneyText('-1500.5')).toBe(`-R$${nbsp}1.500,50`);
    expect(formatMoneyText('100')).toBe(`R$${nbsp}100,00`);
  });

  it('shows a dash for what is not a decimal', () => {
    expect(formatMoneyText(null)).toBe('—');
    expect(formatMoneyText('abc')).toBe('—');
  });
});

describe('dates', () => {
  it('shows a calendar day as dd/mm/yyyy without shifting it', () => {
    expect(formatDate('2024-01-31')).toBe('31/01/2024');
    expect(formatDate('2000-12-01')).toBe('01/12/2000');
  });

  it('shows an instant on the São Paulo calendar', () => {
    // 02:00 UTC is still the previous evening in São Paulo (UTC-3).
    expect(formatDate('2024-03-10T02:00:00Z')).toBe('09/03/2024');
    expect(formatDateTime('2024-03-10T15:30:00Z')).toBe('10/03/2024, 12:30');
  });

  it('shows a dash for a missing or broken date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('não é data')).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
  });
});

describe('file sizes', () => {
  it('uses Bytes, KB, MB and GB with unit 1024 and two decimals', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1024)).toBe('1,00 KB');
    expect(formatBytes(1536)).toBe('1,50 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50,00 MB');
    expect(formatBytes(3.25 * 1024 ** 3)).toBe('3,25 GB');
  });

  it('shows a dash when the size is unknown', () => {
    expect(formatBytes(null)).toBe('—');
    expect(formatBytes(Number.NaN)).toBe('—');
  });
});

describe('percent', () => {
  it('uses the pt-BR decimal comma', () => {
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatPercent('20')).toBe('20%');
  });
});
