// While a screen's code is still on its way (a lazily loaded screen), the layout shows that screen's own
// loading text in the page, not react-admin's generic full-screen 'Carregando / A página está carregando'.
import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Layout } from '../../src/Layout';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

/** A screen whose code never finishes loading. */
const Pending = lazy(() => new Promise<never>(() => undefined));

const open = (url: string, path: string) =>
  renderPortal(
    <Layout>
      <Pending />
    </Layout>,
    { url, path, dataProvider: { integrationsStatus: vi.fn(async () => ({ odoo: false, receita: false, cep: false })) }, authProvider: signedInAs({ id: 1, role: 1 }) },
  );

describe("a screen's code loading", { timeout: 30_000 }, () => {
  it("shows the person page's own loading text inside the layout", async () => {
    open('/pessoas/7', '/pessoas/:id');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Carregando detalhes da pessoa...');
    expect(screen.queryByText(/A página está carregando/)).toBeNull();
    // The frame stays: the menu and the top bar are there while the screen loads.
    expect(screen.getByRole('button', { name: 'Menu do usuário' })).toBeTruthy();
  });

  it("shows the opportunity page's text on its page", async () => {
    open('/oportunidades/12', '/oportunidades/:id');
    expect(await screen.findByText('Carregando detalhes da oportunidade...')).toBeTruthy();
  });

  it("names a declared resource's list", async () => {
    open('/teses', '/teses');
    expect(await screen.findByText('Carregando teses...')).toBeTruthy();
  });
});
