// The record a detail page (/pessoas/{id}, /oportunidades/{id}) shows: the route's :id, read only when it
// is all digits (anything else names no record, `recordId` null), fetched once without retrying, so a
// 404 shows at once.
import { useGetOne, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';

export function useRouteRecord<T extends RaRecord>(resource: string, meta?: Record<string, unknown>) {
  const { id } = useParams<{ id: string }>();
  const recordId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const query = useGetOne<T>(resource, { id: recordId ?? 0, meta }, { enabled: recordId !== null, retry: false });
  return { recordId, ...query };
}
