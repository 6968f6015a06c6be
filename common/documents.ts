// CPF and CNPJ: normalisation, check digits, masks. The CNPJ check accepts the alphanumeric form
// Receita Federal issues since July 2026: 12 characters 0-9A-Z, then 2 numeric check digits, where each
// character counts as its ASCII code minus 48 (so digits keep their value and 'A' is 17).

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;

/** Strips mask characters and uppercases: '12.abc.345/01de-35' -> '12ABC34501DE35'. */
export const normalizeDocument = (input: string): string => input.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();

/** Digits only, for inputs that take a CPF or a numeric CNPJ. */
export const onlyDigits = (input: string): string => input.replace(/\D/g, '');

const charValue = (c: string) => c.charCodeAt(0) - 48;

function checkDigit(body: string, weights: number[]): number {
  const sum = [...body].reduce((acc, c, i) => acc + charValue(c) * weights[i], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const allSame = (value: string) => /^(.)\1*$/.test(value);

export function isValidCpf(input: string): boolean {
  const cpf = onlyDigits(input);
  if (cpf.length !== CPF_LENGTH || allSame(cpf)) return false;
  const d1 = checkDigit(cpf.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit(cpf.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return cpf.endsWith(`${d1}${d2}`);
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, ...CNPJ_WEIGHTS_1];

export function isValidCnpj(input: string): boolean {
  const cnpj = normalizeDocument(input);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || allSame(cnpj)) return false;
  const d1 = checkDigit(cnpj.slice(0, 12), CNPJ_WEIGHTS_1);
  const d2 = checkDigit(cnpj.slice(0, 13), CNPJ_WEIGHTS_2);
  return cnpj.endsWith(`${d1}${d2}`);
}

export type DocumentKind = 'cpf' | 'cnpj';

/** The kind a normalised document has by its length, or null. */
export const documentKind = (document: string): DocumentKind | null =>
  document.length === CPF_LENGTH ? 'cpf' : document.length === CNPJ_LENGTH ? 'cnpj' : null;

/** Why a document is not acceptable, in Portuguese, or null when it is valid. */
export function documentProblem(input: string, expected?: DocumentKind): string | null {
  const document = normalizeDocument(input);
  const kind = expected ?? documentKind(document);
  if (kind === 'cpf') {
    if (document.length !== CPF_LENGTH) return `CPF deve ter ${CPF_LENGTH} dígitos`;
    return isValidCpf(document) ? null : 'CPF inválido';
  }
  if (kind === 'cnpj') {
    if (document.length !== CNPJ_LENGTH) return `CNPJ deve ter ${CNPJ_LENGTH} dígitos`;
    return isValidCnpj(document) ? null : 'CNPJ inválido';
  }
  return 'CPF/CNPJ deve ter 11 ou 14 dígitos';
}

/** 000.000.000-00 or 00.000.000/0000-00, applied as far as the input goes (for typing). */
export function formatDocument(input: string | null | undefined, kind?: DocumentKind): string {
  const value = normalizeDocument(input ?? '');
  const asCpf = kind ? kind === 'cpf' : value.length <= CPF_LENGTH;
  const groups: [number, string][] = asCpf
    ? [[3, ''], [3, '.'], [3, '.'], [2, '-']]
    : [[2, ''], [3, '.'], [3, '.'], [4, '/'], [2, '-']];
  let out = '';
  let rest = value.slice(0, asCpf ? CPF_LENGTH : CNPJ_LENGTH);
  for (const [size, sep] of groups) {
    if (!rest) break;
    out += (out ? sep : '') + rest.slice(0, size);
    rest = rest.slice(size);
  }
  return out;
}
