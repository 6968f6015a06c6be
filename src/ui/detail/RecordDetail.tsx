// A detail page (/pessoas/{id}, /oportunidades/{id}): the screen's title at once, then the route's record
// once it has loaded, or what keeps it from showing (a route that names no record, a 404, a failure).
// react-admin's ShowBase reads the record (and asks the policy whether the user may read it); the page
// keeps its own answer to a failure: the problem in place, under the title, not react-admin's toast and
// redirect to the list.
import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { ShowBase, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';
import { ScreenLoading } from '../layout/ScreenLoading';

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

/** Failures are shown in the page (render below), so the controller's toast and redirect stay off. */
const quiet = () => undefined;

export function RecordDetail<T extends RaRecord>(props: RecordDetailProps<T>) {
  const { resource, pageTitle, meta, loadingText, problems, back, children } = props;
  // Only an id of digits names a record: anything else is shown as not found without asking the API.
  const { id } = useParams<{ id: string }>();
  const recordId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  return (
    <>
      <PageTitle title={pageTitle} />
      {recordId === null ? (
        <DetailProblem message={problems.notFound} back={back} />
      ) : (
        // No `loading` element: ShowBase would put it in place of the page whenever a check of the
        // session or the access is pending again, unmounting the page and whatever the user had open in
        // it (a dialog, typed values). Once the record is here it stays on screen, through refetches and
        // a refetch that fails; the loading text and the problems are for a page that has no record yet.
        <ShowBase<T>
          resource={resource}
          id={recordId}
          queryOptions={{ meta, onError: quiet }}
          render={({ record, error, isPending, refetch }) => {
            if (record) return children(record, () => void refetch());
            if (error) {
              const notFound = (error as { status?: number }).status === 404;
              return <DetailProblem message={notFound ? problems.notFound : problems.failed} back={back} />;
            }
            return isPending ? <ScreenLoading text={loadingText} /> : <DetailProblem message={problems.notFound} back={back} />;
          }}
        />
      )}
    </>
  );
}

const DetailProblem = ({ message, back }: { message: string; back: ReactNode }) => (
  <Box sx={{ py: 4 }}>
    <Alert severity="error" sx={{ mb: 2 }}>
      {message}
    </Alert>
    {back}
  </Box>
);
