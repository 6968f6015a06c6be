// The integrations inside the person forms, over the real dataProvider with fetch stubbed at the edge:
// the address dialog fills itself from the CEP, and 'Adicionar Pessoa' registers a company from its CNPJ.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import { persons } from '../../common/resources/persons';
import { personForm } from '../../src/features/persons/personForm';
import { createDialogOf } from '../helpers/formDialogs';
import { DialogCreateButton } from '../../src/ui/kit/DialogCreateButton';
import { addressKind } from '../../src/features/persons/childKinds';
import { ChildListCard } from '../../src/ui/kit/ChildListCard';
import { stubFetch } from '../helpers/fetchStub';
import { mariaCliente } from '../helpers/personDetail';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

/** 'Adicionar Pessoa': the kit's create dialog of the persons' form. */
const AddPessoaDialog = createDialogOf(persons, personForm);

afterEach(() => vi.unstubAllGlobals());

const person = mariaCliente;

const dialog = () => screen.getByRole('dialog');
const field = (label: string | RegExp) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const typeInto = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const stateShown = () => within(dialog()).getByRole('combobox', { name: /Estado/ }).textContent;
const auth = signedInAs({ id: 1, role: 1 });

describe('the address dialog looks up the CEP', () => {
  const openAddressDialog = () => {
    renderPortal(<ChildListCard kind={addressKind} parentId={person.id} rows={person.addresses} onChange={vi.fn()} />, { dataProvider, authProvider: auth });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar Endereço' }));
  };

  it('fills street, neighbourhood, city and state once 8 digits are typed, and leaves them editable', async () => {
    const fetch = stubFetch();
    fetch.reply({ body: { zip_code: '01310-100', street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' } });
    openAddressDialog();
    typeInto(/^CEP/, '0131');
    typeInto(/^CEP/, '0131010');
    expect(fetch.calls).toHaveLength(0);
    typeInto(/^CEP/, '01310100');
    expect(field(/^CEP/).value).toBe('01310-100');

    await waitFor(() => expect(field(/^Rua/).value).toBe('Avenida Paulista'));
    expect(fetch.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/v1/cep/01310100']);
    expect(field(/^Bairro/).value).toBe('Bela Vista');
    expect(field(/^Cidade/).value).toBe('São Paulo');
    expect(stateShown()).toBe('SP');
    expect(field(/^Número/).value).toBe('');

    typeInto(/^Rua/, 'Avenida Paulista, bloco B');
    expect(field(/^Rua/).value).toBe('Avenida Paulista, bloco B');
    expect(fetch.calls).toHaveLength(1);
  });

  it("says 'CEP não encontrado' under the field and keeps what was typed", async () => {
    const fetch = stubFetch();
    fetch.reply({ status: 404, body: { detail: 'CEP não encontrado' } });
    openAddressDialog();
    typeInto(/^Rua/, 'Rua Nova');
    typeInto(/^CEP/, '99999-999');
    expect(await within(dialog()).findByText('CEP não encontrado')).toBeTruthy();
    expect(field(/^Rua/).value).toBe('Rua Nova');
    // Not a toast: the person just types the address.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the look-up failed when the service does not answer, and asks again for another CEP', async () => {
    const fetch = stubFetch();
    fetch.reply({ status: 502, body: { detail: 'Bad gateway' } }, { body: { zip_code: '01310-100', street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' } });
    openAddressDialog();
    typeInto(/^CEP/, '99999-999');
    expect(await within(dialog()).findByText('Não foi possível consultar o CEP; preencha o endereço')).toBeTruthy();
    typeInto(/^CEP/, '01310-100');
    await waitFor(() => expect(field(/^Rua/).value).toBe('Avenida Paulista'));
    expect(within(dialog()).queryByText('Não foi possível consultar o CEP; preencha o endereço')).toBeNull();
    expect(fetch.calls.map((call) => call.url)).toEqual(['/api/v1/cep/99999999', '/api/v1/cep/01310100']);
  });

  it('shows progress while it looks up', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    openAddressDialog();
    typeInto(/^CEP/, '01001000');
    expect(await within(dialog()).findByRole('progressbar', { name: 'Buscando CEP...' })).toBeTruthy();
    answer(Response.json({ zip_code: '01001-000', street: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' }));
    await waitFor(() => expect(within(dialog()).queryByRole('progressbar')).toBeNull());
    expect(field(/^Rua/).value).toBe('Praça da Sé');
  });
});

describe("'Adicionar Pessoa' from a CNPJ", () => {
  const openCompanyForm = () => {
    const fetch = stubFetch();
    const harness = renderPortal(<DialogCreateButton label="Adicionar Pessoa" Dialog={AddPessoaDialog} />, { url: '/pessoas', dataProvider, authProvider: auth });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar Pessoa' }));
    expect(within(dialog()).queryByRole('button', { name: 'Cadastrar com dados da Receita' })).toBeNull();
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /Tipo/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Pessoa Jurídica' }));
    return { fetch, harness };
  };
  const register = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Cadastrar com dados da Receita' }));

  it('creates the company from its CNPJ with the chosen role and opens its page', async () => {
    const { fetch, harness } = openCompanyForm();
    fetch.reply({ status: 201, body: { ...person, id: 42, person_type: 2, document: '33683111000280' } });
    typeInto(/^CNPJ/, '33.683.111/0002-80');
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /Papel/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Parceiro' }));
    register();

    await waitFor(() => expect(harness.location().pathname).toBe('/pessoas/42'));
    expect(`${fetch.last().method} ${fetch.last().url}`).toBe('POST /api/v1/persons/create-with-cnpj');
    expect(JSON.parse(String(fetch.last().body))).toEqual({ cnpj: '33683111000280', role: 2 });
    expect((await screen.findByRole('alert')).textContent).toContain('Pessoa criada com os dados da Receita Federal.');
  });

  it('checks the CNPJ first and sends nothing when it is wrong', async () => {
    const { fetch } = openCompanyForm();
    typeInto(/^CNPJ/, '11.222.333');
    register();
    expect(await within(dialog()).findByText('CPF/CNPJ deve ter 14 dígitos')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
  });

  it("keeps the dialog open with the server's reason when the CNPJ is already registered", async () => {
    const { fetch, harness } = openCompanyForm();
    fetch.reply({ status: 409, body: { detail: 'Já existe uma pessoa com este documento' } });
    typeInto(/^CNPJ/, '33683111000280');
    register();
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Algo deu errado!');
    expect(toast.textContent).toContain('Já existe uma pessoa com este documento');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(harness.location().pathname).toBe('/pessoas');
  });
});
