// The portal's dataProvider: react-admin's methods over the path table, plus the custom calls
// resources need. Typed with `satisfies DataProvider` so useDataProvider<PortalDataProvider>() knows them.
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { accountMethods } from './account';
import { bankDataMethods } from './bankData';
import { bulkMethods } from './bulk';
import { comissaoMethods } from './comissoes';
import { dashboardMethods } from './dashboard';
import { integrationMethods } from './integrations';
import { vinculoMethods } from './vinculos';
import { notificacaoMethods } from './notificacoes';
import { onboardingMethods } from './onboarding';
import { oportunidadeMethods } from './oportunidades';
import { registroMethods } from './registros';
import { searchMethods } from './search';
import { viewMethods } from './views';
import { httpClient } from './httpClient';
import { listQuery } from './listQuery';
import { routeOf } from './paths';

type ListAnswer = { data: RaRecord[]; count: number; [key: string]: unknown } | RaRecord[];

/**
 * The API's {data, count} (or a bare array) as react-admin's {data, total}. Any other key of the answer
 * (the user a list of vínculos belongs to) comes along as meta, which useListContext() exposes.
 */
export function toList<R extends RaRecord>(body: ListAnswer): GetListResult<R> {
  if (Array.isArray(body)) return { data: body as R[], total: body.length };
  const { data, count, ...extra } = body;
  return (Object.keys(extra).length ? { data, total: count, meta: extra } : { data, total: count }) as GetListResult<R>;
}

const onePath = (resource: string, id: Identifier) => {
  const route = routeOf(resource);
  return route.onePath ? route.onePath(id) : `${route.path}/${id}`;
};

const asRecord = <R extends RaRecord>(resource: string, body: unknown) => {
  const route = routeOf(resource);
  return (route.fromOne ? route.fromOne(body as Record<string, unknown>) : body) as R;
};

async function fetchOne<R extends RaRecord>(resource: string, id: Identifier) {
  return asRecord<R>(resource, await httpClient(onePath(resource, id)));
}

async function updateOne<R extends RaRecord>(resource: string, id: Identifier, data: Partial<R>) {
  const method = routeOf(resource).updateMethod ?? 'PATCH';
  return asRecord<R>(resource, await httpClient(onePath(resource, id), { method, body: data }));
}

async function getList<R extends RaRecord>(resource: string, params: GetListParams) {
  const route = routeOf(resource);
  const path = route.listPath ? route.listPath(params.filter ?? {}) : route.path;
  const body = await httpClient<ListAnswer>(path, { query: listQuery(resource, params), signal: params.signal });
  return toList<R>(body);
}

export const baseDataProvider = {
  getList,
  async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> {
    return { data: await fetchOne<R>(resource, params.id) };
  },
  async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>): Promise<GetManyResult<R>> {
    const data = await Promise.all(params.ids.map((id) => fetchOne<R>(resource, id).catch(() => null)));
    return { data: data.filter((record): record is Awaited<R> => record !== null) };
  },
  async getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams) {
    const filter = { ...params.filter, [params.target]: params.id };
    return getList<R>(resource, { ...params, filter });
  },
  async create<R extends Omit<RaRecord, 'id'>, Result extends RaRecord = R & { id: Identifier }>(
    resource: string,
    params: CreateParams<R>,
  ): Promise<CreateResult<Result>> {
    const route = routeOf(resource);
    const path = route.createPath ? route.createPath(params.data as Record<string, unknown>) : route.path;
    return { data: asRecord<Result>(resource, await httpClient(path, { method: 'POST', body: params.data })) };
  },
  async update<R extends RaRecord>(resource: string, params: UpdateParams<R>): Promise<UpdateResult<R>> {
    return { data: await updateOne<R>(resource, params.id, params.data) };
  },
  async updateMany<R extends RaRecord>(resource: string, params: UpdateManyParams<R>): Promise<UpdateManyResult<R>> {
    await Promise.all(params.ids.map((id) => updateOne<R>(resource, id, params.data)));
    return { data: params.ids };
  },
  async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> {
    const { keyedDelete } = routeOf(resource);
    if (keyedDelete) {
      const body = Object.fromEntries(keyedDelete.key.map((field) => [field, params.previousData?.[field]]));
      await httpClient(keyedDelete.path, { method: 'DELETE', body });
    } else await httpClient(onePath(resource, params.id), { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as R };
  },
  async deleteMany<R extends RaRecord>(resource: string, params: DeleteManyParams<R>): Promise<DeleteManyResult<R>> {
    await Promise.all(params.ids.map((id) => httpClient(onePath(resource, id), { method: 'DELETE' })));
    return { data: params.ids };
  },
} satisfies DataProvider;

export const dataProvider = {
  ...baseDataProvider,
  ...accountMethods,
  ...vinculoMethods,
  ...integrationMethods,
  ...oportunidadeMethods,
  ...dashboardMethods,
  ...viewMethods,
  ...bulkMethods,
  ...bankDataMethods,
  ...searchMethods,
  ...registroMethods,
  ...onboardingMethods,
  ...notificacaoMethods,
  ...comissaoMethods,
} satisfies DataProvider;

export type PortalDataProvider = typeof dataProvider;
