// A list cell whose value can be changed in the row (fields declared `inlineEdit`): the value is a button
// that opens an input in place (a select for an enum or reference, a date or number field, an amount
// read the Brazilian way); Enter or 'Salvar' saves it through the record's own PATCH (the same
// validation, rules and history as its form), Esc or 'Cancelar' leaves it as it was. A refused change
// (a 422) shows the API's Portuguese message under the input and keeps what was typed; a saved one is
// reported in a toast whose 'Desfazer' sends the previous value back the same way.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, TextField } from '@mui/material';
import { useRef, useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useLogoutIfAccessDenied, useNotify, useResourceContext, useUpdate, type RaRecord } from 'react-admin';
import { dayText, dayValue } from '../../../common/dayText';
import type { FieldChoice, FieldDeclaration } from '../../../common/resources/types';
import { errorMessage } from '../toast/useToast';
import type { ToastAction } from '../toast/Toaster';
import { decimalText, parseDecimal } from '../../i18n/parseDecimal';
import { cellText } from './declaredColumns';

/** How long the toast with 'Desfazer' stays: long enough to reach its button from the keyboard. */
export const UNDO_TOAST_MS = 10_000;

type Choice = Pick<FieldChoice, 'id' | 'name'>;

type InlineEditCellProps = {
  record: RaRecord;
  source: string;
  field: FieldDeclaration;
  /** The record's name in the controls' accessible names ('Editar Estágio de <título>'). */
  recordName: string;
  /** An enum's or reference's choices when they are not declared (stages from the API, the users). */
  choices?: readonly Choice[];
  /** What the cell shows; the field's text (cellText) by default. */
  children?: ReactNode;
  /** The value as text, in its button's accessible name, when `children` is not plain text. */
  text?: string;
};

const DECIMAL_INPUTS = new Set<FieldDeclaration['input']>(['money', 'percent']);

/** The value as the input holds it (text). */
function inputText(field: FieldDeclaration, value: unknown): string {
  if (value == null) return '';
  if (DECIMAL_INPUTS.has(field.input)) return decimalText(value as number);
  // Typed dd/mm/aaaa, as every day input of the portal (common/dayText.ts).
  if (field.input === 'date') return dayText(String(value).slice(0, 10));
  return String(value);
}

/** The typed text as the PATCH body takes it, or the message of a value that cannot be read. */
function bodyValue(field: FieldDeclaration, text: string): { value: unknown } | { message: string } {
  if (DECIMAL_INPUTS.has(field.input)) {
    const parsed = parseDecimal(text);
    return parsed.ok ? { value: parsed.value } : { message: parsed.message };
  }
  if (text.trim() === '') return { value: null };
  if (field.input === 'date') return { value: dayValue(text) };
  const choice = field.choices?.find((option) => String(option.id) === text);
  if (choice) return { value: choice.id };
  if (field.input === 'enum' || field.input === 'reference' || field.input === 'number') return { value: Number(text) };
  return { value: text.trim() };
}

/** Clicks and keys inside the cell stay there: the row's own click opens the record. */
const stop = (event: SyntheticEvent) => event.stopPropagation();

export function InlineEditCell({ record, source, field, recordName, choices, children, text: shownText }: InlineEditCellProps) {
  const resource = useResourceContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const options = choices ?? field.choices;

  const open = () => {
    setText(inputText(field, record[source]));
    setError(null);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    setError(null);
    // Back to the cell's button, so the keyboard goes on from where it was.
    requestAnimationFrame(() => opener.current?.focus());
  };

  /** PATCHes `value` into the record; the error's message when refused. */
  const patch = async (value: unknown, previousData: RaRecord) => {
    try {
      await update(resource, { id: record.id, data: { [source]: value }, previousData }, { mutationMode: 'pessimistic', returnPromise: true });
      return null;
    } catch (failure) {
      if (failure && typeof failure === 'object' && (await logoutIfAccessDenied(failure))) return null;
      return errorMessage(failure);
    }
  };

  const name = `${field.label} de ${recordName}`;
  const save = async () => {
    const parsed = bodyValue(field, text);
    if ('message' in parsed) return setError(parsed.message);
    const previous = record[source];
    if (String(parsed.value ?? '') === String(previous ?? '')) return close();
    const refused = await patch(parsed.value, record);
    if (refused) return setError(refused);
    close();
    const saved = { ...record, [source]: parsed.value };
    const undo: ToastAction = {
      label: 'Desfazer',
      onClick: () => {
        void patch(previous, saved).then((undoRefused) =>
          notify(undoRefused ?? `Alteração desfeita: ${name}`, { type: undoRefused ? 'error' : 'success' }),
        );
      },
    };
    notify(`Alteração salva: ${name}`, { type: 'success', autoHideDuration: UNDO_TOAST_MS, action: undo });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (!editing) {
    // An API-listed choice (a stage) is named by its choice, not its id.
    const named = choices?.find((choice) => choice.id === record[source])?.name;
    const shown = children ?? named ?? cellText(source, field, record);
    return (
      <Button
        ref={opener}
        size="small"
        color="inherit"
        onClick={(event) => {
          stop(event);
          open();
        }}
        aria-label={`Editar ${name}: ${shownText ?? named ?? (typeof shown === 'string' ? shown : cellText(source, field, record))}`}
        sx={{ textTransform: 'none', fontWeight: 'inherit', justifyContent: 'flex-start', textAlign: 'left', minWidth: 0, px: 0.5, ml: -0.5 }}
      >
        {shown}
      </Button>
    );
  }
  const select = Boolean(options);
  return (
    <Box onClick={stop} onKeyDown={onKeyDown} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.25, minWidth: 150 }}>
      <TextField
        size="small"
        autoFocus
        select={select}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? undefined}
        disabled={isPending}
        slotProps={{
          select: { native: true },
          htmlInput: {
            'aria-label': name,
            placeholder: field.input === 'date' ? 'dd/mm/aaaa' : undefined,
            inputMode: DECIMAL_INPUTS.has(field.input) || field.input === 'number' ? 'decimal' : undefined,
          },
        }}
        sx={{ flex: 1, minWidth: 110 }}
      >
        {select && (
          <>
            {!options!.some((option) => String(option.id) === text) && <option value={text}>{text ? cellText(source, field, record) : '—'}</option>}
            {options!.map((option) => (
              <option key={String(option.id)} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </>
        )}
      </TextField>
      <IconButton size="small" aria-label={`Salvar ${name}`} onClick={() => void save()} disabled={isPending}>
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Cancelar edição de ${name}`} onClick={close}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
