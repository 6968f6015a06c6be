// 'Mostrar' on rows whose protected values the server masked: offered only to a user the kind says may see
// them in full (the server decides again, answering 403 otherwise); the full values replace the masked
// ones in place, for as long as the page is open.
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { useToast } from '../../components/toast/useToast';

/** Who is signed in, as far as a reveal rule needs. */
export type Revealer = { role: number; is_superuser: boolean; person_id: number | null };

/** A row that may come masked: only its id is needed here. */
type MaskableRow = { id: number };

export type RevealKind<Row extends MaskableRow> = {
  /** Whether the server sent this row with a masked value. */
  isMasked: (row: Row) => boolean;
  mayReveal: (user: Revealer, personId: number) => boolean;
  load: (dataProvider: PortalDataProvider, personId: number, row: Row) => Promise<Partial<Row>>;
};

export function useRevealedRows<Row extends MaskableRow>(reveal: RevealKind<Row> | undefined, personId: number) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { identity } = useGetIdentity();
  const { notifyError } = useToast();
  const [revealed, setRevealed] = useState<Record<number, Partial<Row>>>({});
  const [loading, setLoading] = useState<number | null>(null);
  const allowed = Boolean(reveal && identity && reveal.mayReveal(identity as unknown as Revealer, personId));

  const show = async (row: Row) => {
    if (!reveal) return;
    setLoading(row.id);
    try {
      const values = await reveal.load(dataProvider, personId, row);
      setRevealed((current) => ({ ...current, [row.id]: values }));
    } catch (error) {
      await notifyError(error);
    } finally {
      setLoading(null);
    }
  };

  return {
    /** The row with any values revealed so far. */
    shown: (row: Row): Row => ({ ...row, ...revealed[row.id] }),
    /** The 'Mostrar' button of a masked row, for a user who may reveal it. */
    button: (row: Row, label: string) =>
      allowed && reveal!.isMasked(row) && !revealed[row.id] ? (
        <Button size="small" startIcon={<VisibilityIcon />} aria-label={`Mostrar ${label}`} disabled={loading === row.id} onClick={() => show(row)}>
          Mostrar
        </Button>
      ) : null,
  };
}
