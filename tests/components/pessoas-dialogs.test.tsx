// The person dialogs as a person uses them: the fields' rules and messages, the body sent, and the
// server's refusal shown in the 'Algo deu errado!' toast.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, HttpError, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../src/ui/toast/Toaster';
import { i18nProvider } from '../../src/i18n';
import { persons } from '../../common/resources/persons';
import { personForm } from '../../src/features/persons/personForm';
import { createDialogOf } from '../helpers/formDialogs';
import { DialogCreateButton } from '../../src/ui/kit/DialogCreateButton';
import { addressKind, bankAccountKind, contactKind } from '../../src/features/persons/childKinds';
import { ChildListCard } from '../../src/ui/kit/ChildListCard';
import { BasicInfoCard } from '../../src/features/persons/PersonInfoCards';
import type { PersonDetail } from '../../src/features/persons/types';
import { mariaCliente } from '../helpers/personDetail';

/** 'Adicionar Pessoa': the kit's create dialog of the persons' form. */
const AddPessoaDialog = createDialogOf(persons, personForm);

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
    renderWith(<DialogCreateButton label="Adicionar Pessoa" Dialog={AddPessoaDialog} />, create);
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
    // What was typed is masked anew for the new type.
    await waitFor(() => expect(field(/^CNPJ/)).toHaveProperty('value', '12.3'));
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

  it('sends the LGPD legal basis and the day of consent when they are told', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 8 } }));
    open(create as unknown as DataProvider['create']);
    type(/^CPF/, '52998224725');
    type(/^Nome/, 'Maria Consentida');
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /Base legal \(LGPD\)/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Não informada', 'Contrato', 'Obrigação legal', 'Legítimo interesse', 'Consentimento']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Consentimento' }));
    type('Consentimento em', '15/03/2026');
    save();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toMatchObject({ name: 'Maria Consentida', base_legal: 4, consentimento_em: '2026-03-15' });
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
  base_legal: null,
  consentimento_em: null,
  data_abertura: null,
  addresses: [],
  contacts: [],
  bank_accounts: [],
};

/** The bank account the dialogs below fill in, as its body is sent. */
const itauAccount = {
  bank_code: '341',
  bank_name: 'Itaú',
  agency: '0001',
  account: '12345-6',
  account_type: 1,
  pix_key_type: 1,
  pix_key: '52998224725',
};

describe("the person page's basic card", () => {
  it('shows the LGPD legal basis and the day of consent, or that they were not told', () => {
    const { unmount } = render(<BasicInfoCard person={{ ...mariaCliente, base_legal: 3, consentimento_em: '2026-03-15' }} />);
    const card = within(screen.getByRole('region', { name: 'Informações Básicas' }));
    expect(card.getByText('Base legal (LGPD)').nextSibling?.textContent).toBe('Legítimo interesse');
    expect(card.getByText('Consentimento em').nextSibling?.textContent).toBe('15/03/2026');
    unmount();
    render(<BasicInfoCard person={{ ...mariaCliente, base_legal: null, consentimento_em: null }} />);
    const blank = within(screen.getByRole('region', { name: 'Informações Básicas' }));
    expect(blank.getByText('Base legal (LGPD)').nextSibling?.textContent).toBe('Não informada');
    expect(blank.getByText('Consentimento em').nextSibling?.textContent).toBe('—');
  });
});

describe('the lists of a person', () => {
  it('checks a bank account by the product rules and sends it with its pix key', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 1 } }));
    const onChange = vi.fn();
    renderWith(<ChildListCard kind={bankAccountKind} parentId={person.id} rows={person.bank_accounts} onChange={onChange} />, create as unknown as DataProvider['create']);
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
    expect(create.mock.calls[0][1].data).toEqual({ ...itauAccount, is_primary: true, person_id: 5 });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Sucesso!');
    expect(toast.textContent).toContain('Conta bancária adicionada com sucesso.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks an address by the product rules', async () => {
    const create = vi.fn();
    const lookupCep = vi.fn(async (_cep: string) => ({
      zip_code: '01310100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    }));
    renderWith(<ChildListCard kind={addressKind} parentId={person.id} rows={person.addresses} onChange={vi.fn()} />, create, { lookupCep });
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

describe('editing a row of a person in place', () => {
  const address = {
    id: 11,
    zip_code: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: null,
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    is_primary: true,
  };
  const account = { ...itauAccount, id: 21, is_primary: false, pix_key_type: 0, pix_key: null };
  const phone = { id: 31, contact_type: 1, value: '(11) 3333-4444', is_verified: false, is_primary: false };
  const withRows = { ...person, addresses: [address], bank_accounts: [account], contacts: [phone] } as PersonDetail;
  const refusal = (field: string, msg: string) =>
    new HttpError('Erro de validação', 422, { detail: [{ loc: ['body', field], msg, type: 'value_error' }] });
  // An earlier refusal's toast may still be on screen, so the success toast is looked up by its text.
  const successToast = async (text: string) => {
    const toast = await screen.findByRole('alert', { name: (_name, node) => node.textContent?.includes(text) ?? false });
    expect(toast.textContent).toContain('Sucesso!');
  };

  it('opens an address filled as the add form shows it and saves it with PUT', async () => {
    const update = vi.fn(async (_resource: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({ data: { ...data, id } }));
    const lookupCep = vi.fn();
    const onChange = vi.fn();
    renderWith(<ChildListCard kind={addressKind} parentId={withRows.id} rows={withRows.addresses} onChange={onChange} />, vi.fn(), { update, lookupCep });
    fireEvent.click(screen.getByRole('button', { name: 'Editar endereço Avenida Paulista, 1000' }));
    expect(within(dialog()).getByRole('heading', { name: 'Editar Endereço' })).toBeTruthy();
    expect(field(/^CEP/)).toHaveProperty('value', '01310-100');
    expect(field(/^Rua/)).toHaveProperty('value', 'Avenida Paulista');
    expect(field('Complemento')).toHaveProperty('value', '');
    expect(field('Endereço principal?')).toHaveProperty('checked', true);
    type(/^Número/, '2000');
    type('Complemento', 'Sala 3');
    save();
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0]).toBe('addresses');
    expect(update.mock.calls[0][1].id).toBe(11);
    expect(update.mock.calls[0][1].data).toEqual({
      zip_code: '01310-100',
      street: 'Avenida Paulista',
      number: '2000',
      complement: 'Sala 3',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      is_primary: true,
    });
    // The stored CEP is not looked up again, so the stored street is kept.
    expect(lookupCep).not.toHaveBeenCalled();
    await successToast('Endereço atualizado com sucesso.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).toHaveBeenCalled();

    // 'Adicionar' afterwards starts empty again.
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar Endereço' }));
    expect(within(dialog()).getByRole('heading', { name: 'Adicionar Endereço' })).toBeTruthy();
    expect(field(/^Rua/)).toHaveProperty('value', '');
  });

  it('asks before deleting a row, naming it as the card reads it, then deletes it and reloads the person', async () => {
    const deleteOne = vi.fn(async (_resource: string, params: { previousData: unknown }) => ({ data: params.previousData }));
    const onChange = vi.fn();
    renderWith(<ChildListCard kind={contactKind} parentId={withRows.id} rows={withRows.contacts} onChange={onChange} />, vi.fn(), { delete: deleteOne });
    fireEvent.click(screen.getByRole('button', { name: 'Excluir contato (11) 3333-4444' }));
    expect(within(dialog()).getByText('Excluir contato "(11) 3333-4444"? Esta ação não pode ser desfeita.')).toBeTruthy();
    expect(deleteOne).not.toHaveBeenCalled();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Contato excluído com sucesso.')).toBeTruthy();
    expect(deleteOne).toHaveBeenCalledWith('contacts', expect.objectContaining({ id: withRows.contacts[0].id }));
    expect(onChange).toHaveBeenCalled();
  });

  it("shows the server's refusal of a contact under its field and keeps the dialog open", async () => {
    const update = vi.fn(async () => {
      throw refusal('value', 'Telefone inválido');
    });
    const onChange = vi.fn();
    renderWith(<ChildListCard kind={contactKind} parentId={withRows.id} rows={withRows.contacts} onChange={onChange} />, vi.fn(), { update });
    fireEvent.click(screen.getByRole('button', { name: 'Editar contato (11) 3333-4444' }));
    expect(within(dialog()).getByRole('heading', { name: 'Editar Contato' })).toBeTruthy();
    expect(within(dialog()).getByRole('combobox', { name: /Tipo de Contato/ }).textContent).toBe('Telefone');
    // 16 digits: the form takes it, the server (15 digits at most) does not.
    const value = within(dialog()).getByRole('textbox', { name: /^Telefone/ });
    fireEvent.change(value, { target: { value: '+55 11 98765-4321 000' } });
    fireEvent.blur(value);
    fireEvent.click(field('Verificado'));
    save();
    expect(await message('Telefone inválido')).toBeTruthy();
    expect(update.mock.calls[0]).toEqual([
      'contacts',
      expect.objectContaining({
        id: 31,
        data: { contact_type: 1, value: '+55 11 98765-4321 000', is_primary: false, is_verified: true },
      }),
    ]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('edits a bank account, its pix key refused by the server then accepted', async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(refusal('pix_key', 'Chave pix inválida'))
      .mockImplementation(async (_resource: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({ data: { ...data, id } }));
    renderWith(<ChildListCard kind={bankAccountKind} parentId={withRows.id} rows={withRows.bank_accounts} onChange={vi.fn()} />, vi.fn(), { update });
    fireEvent.click(screen.getByRole('button', { name: 'Editar conta bancária 341 - Itaú' }));
    expect(within(dialog()).getByRole('heading', { name: 'Editar Conta Bancária' })).toBeTruthy();
    expect(field(/^Agência/)).toHaveProperty('value', '0001');
    expect(within(dialog()).getByRole('combobox', { name: /Tipo de Conta/ }).textContent).toBe('Corrente');
    type(/^Agência/, '0002');
    choose(/Tipo de Chave Pix/, 'CPF');
    type(/^Chave Pix/, '11111111111');
    save();
    expect(await message('Chave pix inválida')).toBeTruthy();
    type(/^Chave Pix/, '52998224725');
    save();
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1][0]).toBe('bank_accounts');
    expect(update.mock.calls[1][1].data).toEqual({ ...itauAccount, agency: '0002', is_primary: false });
    await successToast('Conta bancária atualizada com sucesso.');
  });
});

describe('the contacts as links', () => {
  const contact = (id: number, contact_type: number, value: string) => ({ id, contact_type, value, is_verified: false, is_primary: false });
  const contacts = [
    contact(1, 1, '(11) 3333-4444'),
    contact(2, 2, 'maria@example.com'),
    contact(3, 3, '(11) 98765-4321'),
    contact(4, 3, '+351 912 345 678'),
    contact(5, 4, 'www.example.com.br'),
    contact(6, 4, 'http://example.org/contato'),
    contact(7, 4, 'javascript:alert(1).x'),
  ];
  const linkOf = (name: string) => screen.getByRole('link', { name });

  it('dials phones, writes emails, opens sites over https and WhatsApp on wa.me in a new tab', () => {
    renderWith(<ChildListCard kind={contactKind} parentId={person.id} rows={contacts} onChange={vi.fn()} />, vi.fn());
    expect(linkOf('(11) 3333-4444').getAttribute('href')).toBe('tel:1133334444');
    expect(linkOf('(11) 3333-4444').getAttribute('target')).toBeNull();
    expect(linkOf('maria@example.com').getAttribute('href')).toBe('mailto:maria@example.com');
    const whatsapp = linkOf('(11) 98765-4321');
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/5511987654321');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(linkOf('+351 912 345 678').getAttribute('href')).toBe('https://wa.me/351912345678');
    expect(linkOf('www.example.com.br').getAttribute('href')).toBe('https://www.example.com.br/');
    expect(linkOf('www.example.com.br').getAttribute('rel')).toContain('noopener');
    expect(linkOf('http://example.org/contato').getAttribute('href')).toBe('http://example.org/contato');
    // A stored value that is no web address stays plain text, never a script link.
    expect(screen.getByText('javascript:alert(1).x')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'javascript:alert(1).x' })).toBeNull();
    expect(screen.getAllByRole('link').every((link) => !/^javascript:/i.test(link.getAttribute('href') ?? ''))).toBe(true);
  });
});
