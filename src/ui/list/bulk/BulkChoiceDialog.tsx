// A bulk action that asks for one choice first (which tag, stage, executive or responsável), then applies
// it to the selection through POST /<resource>/bulk as its `value`. The dialog names the count ('Alterar
// estágio de 1.234 oportunidades'), shows a progress bar while the server works, and closes on the summary.
import { useState, type ReactElement } from 'react';
import type { Choice } from '../../../../common/enums';
import { FormDialog } from '../../FormDialog';
import { ChoiceSelect } from '../../form/ChoiceSelect';
import { BulkDialogButton, BulkProgress, useBulkDialog } from './bulkDialog';

type Props = {
  buttonLabel: string;
  icon: ReactElement;
  /** 'Alterar estágio de': the count and noun follow. */
  title: string;
  fieldLabel: string;
  choices: Choice[];
  /** The bulk action whose value is the choice. */
  action: string;
};

export function BulkChoiceDialog({ buttonLabel, icon, title, fieldLabel, choices, action }: Props) {
  const { open, setOpen, pending, run, counted, note } = useBulkDialog();
  const [choice, setChoice] = useState<number | ''>('');

  const close = () => {
    setOpen(false);
    setChoice('');
  };

  const apply = async () => {
    if (choice === '') return;
    try {
      await run(buttonLabel, action, choice);
      close();
    } catch {
      // run() has already said why; the dialog stays open to try again.
    }
  };

  return (
    <>
      <BulkDialogButton label={buttonLabel} icon={icon} onClick={() => setOpen(true)} />
      <FormDialog
        open={open}
        title={`${title} ${counted}`}
        onClose={close}
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
        canSubmit={choice !== '' && !pending}
        submitting={pending}
        submitLabel="Aplicar"
      >
        {note}
        <ChoiceSelect fullWidth margin="normal" label={fieldLabel} value={choice} disabled={pending} onChoose={setChoice} choices={choices} />
        {pending && <BulkProgress />}
      </FormDialog>
    </>
  );
}
