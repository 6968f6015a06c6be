// The person dialogs as a person uses them: SPEC section 5's rules and messages, the body sent, and the
// server's refusal shown in the 'Algo deu errado!' toast.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, HttpError, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../src/components/toast/Toaster';
import { i18nProvider } from '../../src/i18n';
import { AddPessoaButton } from '../../src/resources/pessoas/AddPessoaButton';
import { addressKind, bankAccountKind } from '../../src/resources/pessoas/childKinds';
import { PersonChildList } from '../../src/resources/pessoas/PersonChildList';
import type { PersonDetail } from '../../src/resources/pessoas/types';

function renderWith(ui: ReactNode, create: DataProvider['create'], extra: Record<string, unknown> = {}) {
  const provider = { create, getList: vi.fn(async () => ({ data: [], total: 0 })), ...extra } as unknown as DataProvider;
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={provider} i18nProvider={i18nProvider} store={memoryStore()}>
        {ui}
        <Toaster />
      </AdminContext>
    </MemoryRouter>,
  );
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string | RegExp) => within(dialog()).getByLabelText(label);
const type = (label: string | RegExp, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};
const choose = (label: RegExp, option: string) => {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
const message = (text: string) => within(dialog()).findByText(text);

describe('Adicionar Pessoa', () => {
  const open = (create: DataProvider['create'] = vi.fn()) => {
    renderWith(<AddPessoaButton />, create);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar Pessoa' }));
    expect(within(dialog()).getByRole('heading', { name: 'Adicionar Pessoa' })).toBeTruthy();
  };

  it('starts as an active Pessoa Física client', () => {
    open();
    expect(within(dialog()).getByRole('combobox', { name: /Tipo/ }).textContent).toBe('Pessoa Física');
    expect(within(dialog()).getByRole('combobox', { name: /Papel/ }).textContent).toBe('Cliente');
    expect(field('Ativo')).toHaveProperty('checked', true);
    expect(within(dialog()).queryByLabelText('Nome Fantasia')).toBeNull();
  });

  it('masks the document by type and says how many digits it needs', async () => {
    open();
    type(/^CPF/, '529.982.247-25999');
    expect(field(/^CPF/)).toHaveProperty('value', '529.982.247-25');
    type(/^CPF/, '123');
    expect(await message('CPF/CNPJ deve ter 11 dígitos')).toBeTruthy();

    choose(/Tipo/, 'Pessoa Jurídica');
    type(/^CNPJ/, '12abc34501de35');
    expect(field(/^CNPJ/)).toHaveProperty('value', '12.ABC.345/01DE-35');
    type(/^CNPJ/, '11222333');
    expect(await message('CPF/CNPJ deve ter 14 dígitos')).toBeTruthy();
    type(/^CNPJ/, '11.222.333/0001-82');
    expect(await message('CNPJ inválido')).toBeTruthy();
  });

  it('names the name field by type in its label and its message', async () => {
    open();
    type(/^Nome/, '');
    expect(await message('Nome é obrigatório')).toBeTruthy();
    choose(/Tipo/, 'Pessoa Jurídica');
    expect(field(/^Razão Social/)).toBeTruthy();
    expect(await message('Razão Social é obrigatório')).toBeTruthy();
  });

  it('sends a company with its trade name, and a Pessoa Física without company fields', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 7 } }));
    open(create as unknown as DataProvider['create']);
    choose(/Tipo/, 'Pessoa Jurídica');
    type(/^CNPJ/, '12ABC34501DE35');
    type(/^Razão Social/, 'Empresa Alfa Ltda');
    type('Nome Fantasia', 'Alfa');
    type('CNAE Principal', '6201-5/01');
    type('CNAEs Secundários', '6202-3/00, 6203-1/00');
    choose(/Papel/, 'Parceiro');
    save();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toBe('pessoas');
    expect(create.mock.calls[0][1].data).toEqual({
      person_type: 2,
      document: '12ABC34501DE35',
      name: 'Empresa Alfa Ltda',
      trade_name: 'Alfa',
      cnae_main: '6201-5/01',
      cnae_secondary: '6202-3/00;6203-1/00',
      role: 2,
      is_active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar Pessoa' }));
    choose(/Tipo/, 'Pessoa Jurídica');
    type('Nome Fantasia', 'Sobra');
    choose(/Tipo/, 'Pessoa Física');
    type(/^CPF/, '52998224725');
    type(/^Nome/, 'Maria da Silva');
    save();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls[1][1].data).toEqual({
      person_type: 1,
      document: '52998224725',
      name: 'Maria da Silva',
      role: 1,
      is_active: true,
    });
  });

  it('keeps the dialog open and shows the server reason when it refuses', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('Já existe uma pessoa com este documento', 409, { detail: 'Já existe uma pessoa com este documento' });
    });
    open(create as unknown as DataProvider['create']);
    type(/^CPF/, '52998224725');
    type(/^Nome/, 'Maria');
    save();
    // The open dialog makes the rest of the page aria-hidden, so the toast is looked up among hidden nodes.
    const toast = await screen.findByRole('alert', { hidden: true });
    expect(toast.textContent).toContain('Algo deu errado!');
    expect(toast.textContent).toContain('Já existe uma pessoa com este documento');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

const person: PersonDetail = {
  id: 5,
  person_type: 1,
  document: '52998224725',
  name: 'Maria',
  trade_name: null,
  role: 1,
  is_active: true,
  cnae_main: null,
  cnae_main_description: null,
  cnae_secondary: null,
  odoo_company_id: null,
  data_abertura: null,
  addresses: [],
  contacts: [],
  bank_accounts: [],
};

describe('the lists of a person', () => {
  it('checks a bank account as SPEC says and sends it with its pix key', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 1 } }));
    const onChange = vi.fn();
    renderWith(<PersonChildList kind={bankAccountKind} person={person} onChange={onChange} />, create as unknown as DataProvider['create']);
    expect(screen.getByText('Nenhuma conta bancária cadastrada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar Conta' }));
    save();
    expect(await within(dialog()).findAllByText('Campo obrigatório')).toHaveLength(4);
    expect(within(dialog()).getByText('Tipo de conta e obrigatório')).toBeTruthy();
    type(/Código do Banco/, '123456');
    expect(await message('Máximo de 5 caracteres')).toBeTruthy();
    type(/Agência/, '12345678901');
    expect(await message('Máximo de 10 caracteres')).toBeTruthy();

    choose(/Tipo de Chave Pix/, 'CPF');
    save();
    expect(await message('Chave pix e obrigatório')).toBeTruthy();

    type(/Código do Banco/, '341');
    type(/Nome do Banco/, 'Itaú');
    type(/Agência/, '0001');
    type(/^Conta\W*$/, '12345-6');
    choose(/Tipo de Conta/, 'Corrente');
    type(/^Chave Pix/, '52998224725');
    fireEvent.click(field('Conta principal?'));
    save();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toBe('bank_accounts');
    expect(create.mock.calls[0][1].data).toEqual({
      bank_code: '341',
      bank_name: 'Itaú',
      agency: '0001',
      account: '12345-6',
      account_type: 1,
      pix_key_type: 1,
      pix_key: '52998224725',
      is_primary: true,
      person_id: 5,
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Sucesso!');
    expect(toast.textContent).toContain('Conta bancária adicionada com sucesso.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks an address as SPEC says', async () => {
    const create = vi.fn();
    const lookupCep = vi.fn(async (_cep: string) => ({
      zip_code: '01310100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    }));
    renderWith(<PersonChildList kind={addressKind} person={person} onChange={vi.fn()} />, create, { lookupCep });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar Endereço' }));
    save();
    expect(await message('Campo CEP e obrigatória')).toBeTruthy();
    expect(within(dialog()).getByText('Escolha um estado')).toBeTruthy();
    expect(within(dialog()).getAllByText('Campo obrigatório')).toHaveLength(4);
    type('Complemento', 'x'.repeat(51));
    expect(await message('Máximo de 50 caracteres')).toBeTruthy();
    type(/^CEP/, '01310100');
    expect(field(/^CEP/)).toHaveProperty('value', '01310-100');
    await waitFor(() => expect(field(/^Rua/)).toHaveProperty('value', 'Avenida Paulista'));
    expect(lookupCep.mock.calls[0][0]).toBe('01310100');
    expect(field(/^Cidade/)).toHaveProperty('value', 'São Paulo');
    expect(create).not.toHaveBeenCalled();
  });
});
