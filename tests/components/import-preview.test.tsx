// The import preview counts the refused rows and their problems apart, in Portuguese singular and plural.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportPreview } from '../../src/ui/import/ImportPreview';

const issue = (row: number, field: string) => ({ row, field, msg: 'Campo obrigatório' });

describe('the import preview', () => {
  it("says '1 linha com 3 problemas' for one row with three problems", () => {
    const errors = [issue(2, 'name'), issue(2, 'document'), issue(2, 'role')];
    render(<ImportPreview result={{ rows: 4, create: 2, update: 1, errors, applied: false }} onlyValid={false} onOnlyValid={() => undefined} fileName="pessoas.csv" />);
    expect(screen.getByRole('status').textContent).toBe('pessoas.csv: 4 linhas — 2 a criar, 1 a alterar, 0 sem mudanças, 1 linha com 3 problemas.');
  });

  it('says so when nothing is wrong, and counts two rows apart', () => {
    const { rerender } = render(<ImportPreview result={{ rows: 1, create: 1, update: 0, errors: [], applied: false }} onlyValid={false} onOnlyValid={() => undefined} fileName="a.csv" />);
    expect(screen.getByRole('status').textContent).toBe('a.csv: 1 linha — 1 a criar, 0 a alterar, 0 sem mudanças, nenhum problema.');
    rerender(<ImportPreview result={{ rows: 3, create: 1, update: 0, errors: [issue(2, 'name'), issue(3, 'name')], applied: false }} onlyValid={false} onOnlyValid={() => undefined} fileName="a.csv" />);
    expect(screen.getByRole('status').textContent).toContain('2 linhas com 2 problemas');
  });
});
