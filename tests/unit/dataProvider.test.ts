// The dataProvider against a stubbed fetch (the browser code's network edge): what it asks the API and
// what it hands react-admin back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import { ApiError } from '../../src/dataProvider/httpClient';
import { MemoryStorage } from '../helpers/memoryStorage';
import { stubFetch } from '../helpers/fetchStub';

let net: ReturnType<typeof stubFetch>;

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  net = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const sort = { field: 'id', order: 'ASC' as const };
const searchOf = (url: string) => Object.fromEntries(new URL(url, 'http://portal').searchParams);

describe('lists', () => {
  it('asks for the page as skip/limit and answers {data, total}', async () => {
    net.reply({ body: { data: [{ id: 21, email: 'a@b.com' }], count: 31 } });
    const answer = await dataProvider.getList('admin', { pagination: { page: 3, perPage: 10 }, sort, filter: {} });
    expect(new URL(net.last().url, 'http://portal').pathname).toBe('/api/v1/users');
    expect(searchOf(net.last().url)).toEqual({ skip: '20', limit: '10' });
    expect(answer).toEqual({ data: [{ id: 21, email: 'a@b.com' }], total: 31 });
  });

  it("passes the list's sums through as meta, exact text untouched", async () => {
    net.reply({ body: { data: [], count: 3, sums: { receita_esperada: '9007199254740993.01' } } });
    const answer = await dataProvider.getList('oportunidades', { pagination: { page: 1, perPage: 10 }, sort, filter: {} });
    expect(answer).toEqual({ data: [], total: 3, meta: { sums: { receita_esperada: '9007199254740993.01' } } });
  });

  it('sends filters as query params and leaves empty ones out', async () => {
    net.reply({ body: { data: [], count: 0 } });
    await dataProvider.getList('admin', {
      pagination: { page: 1, perPage: 10 },
      sort,
      filter: { query: 'maria', is_active: false, role: 2, person_type: '', other: undefined, gone: null },
    });
    expect(searchOf(net.last().url)).toEqual({ skip: '0', limit: '10', query: 'maria', is_active: 'false', role: '2' });
  });

  it("sends a list's sort field and order, but not react-admin's default id", async () => {
    net.reply({ body: { data: [], count: 0 } });
    await dataProvider.getList('admin', { pagination: { page: 1, perPage: 10 }, sort: { field: 'full_name', order: 'DESC' }, filter: {} });
    expect(searchOf(net.last().url)).toEqual({ skip: '0', limit: '10', sort: 'full_name', order: 'desc' });
    net.reply({ body: { data: [], count: 0 } });
    await dataProvider.getList('admin', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(searchOf(net.last().url)).toEqual({ skip: '0', limit: '10' });
  });

  it("maps react-admin's q to the API's text search", async () => {
    net.reply({ body: { data: [], count: 0 } });
    await dataProvider.getList('users', { pagination: { page: 1, perPage: 5 }, sort, filter: { q: 'silva' } });
    expect(searchOf(net.last().url)).toMatchObject({ query: 'silva', limit: '5' });
  });

  it('sends the bearer token when there is a session', async () => {
    localStorage.setItem('access_token', 'token-123');
    net.reply({ body: { data: [], count: 0 } });
    await dataProvider.getList('admin', { pagination: { page: 1, perPage: 10 }, sort, filter: {} });
    expect(net.last().headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header without a session', async () => {
    net.reply({ body: { data: [], count: 0 } });
    await dataProvider.getList('admin', { pagination: { page: 1, perPage: 10 }, sort, filter: {} });
    expect(net.last().headers.has('Authorization')).toBe(false);
  });
});

describe('records', () => {
  it('reads, changes and removes one record at its path', async () => {
    net.reply({ body: { id: 7, email: 'x@y.com' } }, { body: { id: 7, is_active: false } }, { body: { message: 'ok' } });
    expect((await dataProvider.getOne('admin', { id: 7 })).data).toEqual({ id: 7, email: 'x@y.com' });
    expect((await dataProvider.update('admin', { id: 7, data: { is_active: false }, previousData: { id: 7, is_active: true } })).data).toEqual(
      { id: 7, is_active: false },
    );
    expect(net.last().method).toBe('PATCH');
    expect(net.last().url).toBe('/api/v1/users/7');
    expect(JSON.parse(String(net.last().body))).toEqual({ is_active: false });
    expect(net.last().headers.get('Content-Type')).toBe('application/json');
    await dataProvider.delete('admin', { id: 7, previousData: { id: 7, email: 'x@y.com' } });
    expect(net.last()).toMatchObject({ method: 'DELETE', url: '/api/v1/users/7' });
  });

  it("removes a row named by its key (a user's linked person: the link) with the key as DELETE /'s body", async () => {
    net.reply({ body: { user_id: 7, person_id: 1 } });
    await dataProvider.delete('userPersons', { id: 1, previousData: { id: 1, user_id: 7, person_id: 1 } });
    expect(net.last()).toMatchObject({ method: 'DELETE', url: '/api/v1/userPersonsLinks/' });
    expect(JSON.parse(String(net.last().body))).toEqual({ user_id: 7, person_id: 1 });
  });

  it('creates with a JSON POST to the collection', async () => {
    net.reply({ body: { id: 9, email: 'novo@ex.com' } });
    const answer = await dataProvider.create('admin', { data: { email: 'novo@ex.com', role: 5 } });
    expect(net.last()).toMatchObject({ method: 'POST', url: '/api/v1/users' });
    expect(answer.data).toEqual({ id: 9, email: 'novo@ex.com' });
  });

  it('updates and deletes many, one call each', async () => {
    net.reply({ body: { id: 1 } }, { body: { id: 2 } });
    const answer = await dataProvider.updateMany('admin', { ids: [1, 2], data: { is_active: true } });
    expect(answer.data).toEqual([1, 2]);
    expect(net.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PATCH /api/v1/users/1', 'PATCH /api/v1/users/2']);
  });

  it('refuses a resource the path table does not know', async () => {
    await expect(dataProvider.getOne('desconhecido', { id: 1 })).rejects.toThrow('Recurso sem caminho na API: desconhecido');
  });
});

describe('account calls', () => {
  it('asks for recovery with the email in the path', async () => {
    net.reply({ body: { message: 'Password recovery email sent' } });
    await dataProvider.recoverPassword('ana+teste@ex.com');
    expect(net.last()).toMatchObject({ method: 'POST', url: '/api/v1/password-recovery/ana%2Bteste%40ex.com' });
  });

  it('resets the password with the token and the new password', async () => {
    net.reply({ body: { message: 'Password updated successfully' } });
    await dataProvider.resetPassword({ token: 'abc', new_password: 'Nova-senha-1' });
    expect(net.last()).toMatchObject({ method: 'POST', url: '/api/v1/reset-password/' });
    expect(JSON.parse(String(net.last().body))).toEqual({ token: 'abc', new_password: 'Nova-senha-1' });
  });
});

describe('documents', () => {
  it('reads a large document as the raw file, with the token, and its errors as JSON', async () => {
    localStorage.setItem('access_token', 'tok');
    net.reply({ text: '%PDF-1.4 conteúdo' }, { status: 404, body: { detail: 'Anexo não encontrado' } });
    const file = await dataProvider.downloadAnexoFile(9);
    expect(net.last()).toMatchObject({ method: 'GET', url: '/api/v1/oportunidades/anexos/9/file' });
    expect(net.last().headers.get('Authorization')).toBe('Bearer tok');
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.4 conteúdo');
    await expect(dataProvider.downloadAnexoFile(9)).rejects.toMatchObject({ status: 404, message: 'Anexo não encontrado' });
  });
});

describe('errors', () => {
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };

  it('carry status, statusText, url, body and the detail in Portuguese', async () => {
    net.reply({ status: 400, body: { detail: 'The user with this email already exists in the system.' } });
    const error = await failure(dataProvider.create('admin', { data: { email: 'a@b.com' } }));
    expect(error).toMatchObject({
      status: 400,
      statusText: 'Bad Request',
      url: '/api/v1/users',
      body: { detail: 'The user with this email already exists in the system.' },
      message: 'Já existe um usuário com este email',
    });
  });

  it('show the first validation message of a 422', async () => {
    net.reply({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'document'], msg: 'CPF deve ter 11 dígitos', type: 'custom' },
          { loc: ['body', 'email'], msg: 'Email inválido', type: 'custom' },
        ],
      },
    });
    const error = await failure(dataProvider.update('admin', { id: 3, data: { document: '1' }, previousData: { id: 3, document: '' } }));
    expect(error).toMatchObject({ status: 422, statusText: 'Validation Error', message: 'CPF deve ter 11 dígitos' });
  });

  it('pass an unknown detail through as it came', async () => {
    net.reply({ status: 409, body: { detail: 'Vínculo já existe' } });
    const error = await failure(dataProvider.delete('admin', { id: 3 }));
    expect(error).toMatchObject({ status: 409, statusText: 'Conflict', message: 'Vínculo já existe' });
  });

  it('fall back to a generic message when the body says nothing', async () => {
    net.reply({ status: 500, text: '<html>proxy error</html>' });
    const error = await failure(dataProvider.getOne('admin', { id: 1 }));
    expect(error).toMatchObject({ status: 500, statusText: 'Internal Server Error', message: 'Algo deu errado' });
  });

  it('name a cancelled request and an unreachable server', async () => {
    net.reply(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }), new TypeError('fetch failed'));
    expect(await failure(dataProvider.getOne('admin', { id: 1 }))).toMatchObject({ status: 0, message: 'Request aborted' });
    expect(await failure(dataProvider.getOne('admin', { id: 1 }))).toMatchObject({
      status: 0,
      message: 'Não foi possível conectar ao servidor',
    });
  });
});
