// A reference's cell in an imported file (server/resource/import/referenceCells.ts): the referenced row's
// name as the export wrote it, looked up among the rows the importer reaches; a name matching none or
// several rows is the cell's problem, and an id still works.
import { describe, expect, it } from 'vitest';
import type { Column } from '../../server/resource/import/columns';
import { ambiguousName, notFoundByName, referenceValue } from '../../server/resource/import/referenceCells';

const column = (noMatch?: string): Column => ({
  field: 'cliente_id',
  header: 'Cliente',
  declared: { label: 'Cliente', input: 'reference', reference: 'pessoas', noMatch },
});
const named = new Map([
  ['Ana Souza', [17]],
  ['João Silva', [3, 4]],
]);

describe('a reference cell', () => {
  it('is the id of the one row its name names', () => {
    expect(referenceValue(column(), ' Ana Souza ', named)).toEqual({ value: 17 });
  });

  it('is a problem when several rows have the name, or none', () => {
    expect(referenceValue(column(), 'João Silva', named)).toEqual({ problem: ambiguousName('João Silva') });
    expect(referenceValue(column(), 'Ninguém', named)).toEqual({ problem: notFoundByName('Ninguém') });
    expect(referenceValue(column('Cliente não encontrado'), 'Ninguém', named)).toEqual({ problem: 'Cliente não encontrado' });
  });

  it('takes a whole number that names no row as the id itself, and leaves a blank cell alone', () => {
    expect(referenceValue(column(), 42, named)).toEqual({ value: 42 });
    expect(referenceValue(column(), '42', new Map())).toEqual({ value: 42 });
    expect(referenceValue(column(), '  ', named)).toEqual({});
  });
});
