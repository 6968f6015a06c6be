// A detail page (/pessoas/{id}, /oportunidades/{id}): the screen's title at once, then the route's record
// once it has loaded, or what keeps it from showing (a route that names no record, a 404, a failure).
import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { PageTitle } from '../layout/PageTitle';
import { ScreenLoading } from '../layout/ScreenLoading';
import { useRouteRecord } from './useRouteRecord';

type RecordDetailProps<T extends RaRecord> = {
  resource: string;
  /** The screen's name in the app bar and the browser tab. */
  pageTitle: string;
  /** The getOne meta of a detail that has a cache entry of its own. */
  meta?: Record<string, unknown>;
  loadingText: string;
  /** Why the record cannot be shown: there is no such record, or it failed to load. */
  problems: { notFound: string; failed: string };
  /** The way back to the list, under the problem. */
  back: ReactNode;
  children: (record: T, reload: () => void) => ReactNode;
};

export function RecordDetail<T extends RaRecord>({ pageTitle, ...props }: RecordDetailProps<T>) {
  return (
    <>
      <PageTitle title={pageTitle} />
      <RecordDetailContent {...props} />
    </>
  );
}

function RecordDetailContent<T extends RaRecord>(props: Omit<RecordDetailProps<T>, 'pageTitle'>) {
  const { resource, meta, loadingText, problems, back, children } = props;
  const { recordId, data, isPending, error, refetch } = useRouteRecord<T>(resource, meta);

  if (recordId === null) return <DetailProblem message={problems.notFound} back={back} />;
  if (isPending) return <ScreenLoading text={loadingText} />;
  if (error) {
    const notFound = (error as { status?: number }).status === 404;
    return <DetailProblem message={notFound ? problems.notFound : problems.failed} back={back} />;
  }
  if (!data) return <DetailProblem message={problems.notFound} back={back} />;
  return children(data, () => void refetch());
}

const DetailProblem = ({ message, back }: { message: string; back: ReactNode }) => (
  <Box sx={{ py: 4 }}>
    <Alert severity="error" sx={{ mb: 2 }}>
      {message}
    </Alert>
    {back}
  </Box>
);
