// 'Mostrar' on a child list's rows with protected values (a person's bank account numbers and PIX keys). The
// page shows them masked to everyone: the server masks them for a role that may not see them, and the
// portal masks them here for one that may (an administrator, the person's own user), whose answer holds
// them in full. Only the latter get
// 'Mostrar', which asks the server's reveal route (audited, the server decides again, 403 otherwise); the
// full values then replace the masked ones in place, for as long as the page is open.
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { useToast } from '../toast/useToast';

/** Who is signed in, as far as a reveal rule needs. */
export type Revealer = { role: number; is_superuser: boolean; person_id: number | null };

/** A row that may come masked: only its id is needed here. */
type MaskableRow = { id: number };

export type RevealKind<Row extends MaskableRow> = {
  /** The protected values' fields; a row holds a protected value when one of them is filled (masked or not). */
  fields: readonly Extract<keyof Row, string>[];
  /** A protected value masked as the server masks it. */
  mask: (plain: string) => string;
  mayReveal: (user: Revealer, parentId: number) => boolean;
  load: (dataProvider: PortalDataProvider, parentId: number, row: Row) => Promise<Partial<Row>>;
};

/** The row with its filled protected values masked. */
const masked = <Row extends MaskableRow>({ fields, mask }: RevealKind<Row>, row: Row): Row => ({
  ...row,
  ...Object.fromEntries(fields.filter((field) => row[field]).map((field) => [field, mask(String(row[field]))])),
});

export function useRevealedRows<Row extends MaskableRow>(reveal: RevealKind<Row> | undefined, parentId: number) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { identity } = useGetIdentity();
  const { notifyError } = useToast();
  const [revealed, setRevealed] = useState<Record<number, Partial<Row>>>({});
  const [loading, setLoading] = useState<number | null>(null);
  const allowed = Boolean(reveal && identity && reveal.mayReveal(identity as unknown as Revealer, parentId));

  const show = async (row: Row) => {
    if (!reveal) return;
    setLoading(row.id);
    try {
      const values = await reveal.load(dataProvider, parentId, row);
      setRevealed((current) => ({ ...current, [row.id]: values }));
    } catch (error) {
      await notifyError(error);
    } finally {
      setLoading(null);
    }
  };

  return {
    /** The row as shown: with the values revealed so far, else masked. */
    shown: (row: Row): Row => (revealed[row.id] ? { ...row, ...revealed[row.id] } : reveal ? masked(reveal, row) : row),
    /** The 'Mostrar' button of a row with protected values, for a user who may reveal it. */
    button: (row: Row, label: string) =>
      allowed && reveal!.fields.some((field) => Boolean(row[field])) && !revealed[row.id] ? (
        <Button size="small" startIcon={<VisibilityIcon />} aria-label={`Mostrar ${label}`} disabled={loading === row.id} onClick={() => show(row)}>
          Mostrar
        </Button>
      ) : null,
  };
}
