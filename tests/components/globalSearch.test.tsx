// The top bar's search: Ctrl+K opens it, results come grouped by type with their headings, the arrow keys
// walk them across the groups (the combobox names the highlighted option), Enter opens its page and closes
// the search; a text too short asks for more instead of searching.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../common/search';
import { SearchButton } from '../../src/features/search/SearchButton';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

const RESULTS: SearchResult[] = [
  { type: 'pessoa', id: 7, title: 'Ana Souza', subtitle: 'CPF 123.456.789-09' },
  { type: 'oportunidade', id: 12, title: 'Recuperação de Ana', subtitle: 'Ana Souza · Lead' },
  { type: 'usuario', id: 3, title: 'Ana Executiva', subtitle: 'ana@example.com · Executivo de Contas' },
];

const LABEL = 'Buscar pessoas, oportunidades e usuários';

describe('the global search', { timeout: 30_000 }, () => {
  it('opens on Ctrl+K, groups the results and opens the one chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async () => RESULTS);
    const harness = renderPortal(<SearchButton />, { dataProvider: { search }, authProvider: signedInAs({ id: 1, role: 1 }) });
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: LABEL });
    await waitFor(() => expect(document.activeElement).toBe(box));

    await user.keyboard('a');
    expect(screen.getByRole('status').textContent).toBe('Digite pelo menos 2 letras ou números');
    await user.keyboard('na');
    const listbox = await screen.findByRole('listbox', { name: 'Resultados da busca' });
    expect(search).toHaveBeenLastCalledWith('ana');
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual(
      ['Pessoas', 'Oportunidades', 'Usuários'],
    );
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);

    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2].id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    await waitFor(() => expect(harness.location().pathname).toBe('/oportunidades/12'));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: LABEL })).toBeNull());
  });

  it('says when nothing was found, and Esc closes it', async () => {
    const user = userEvent.setup();
    renderPortal(<SearchButton />, { dataProvider: { search: vi.fn(async () => []) }, authProvider: signedInAs({ id: 1, role: 5 }) });
    await user.click(screen.getByRole('button', { name: LABEL }));
    await user.keyboard('xyz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nenhum resultado para "xyz"'));
    expect(screen.getByRole('combobox', { name: LABEL }).getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: LABEL })).toBeNull());
  });
});
