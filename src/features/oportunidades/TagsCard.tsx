// The opportunity's tags: shown as chips that can be removed, added from the catalogue of up to 100 tags,
// created (name and colour, the kit's form dialog of the tags declaration, then added here) or, by staff,
// deleted from the catalogue for good: that is in the card's own menu (top right, away from 'Adicionar
// tag') and asks twice: the tag chosen, then confirmed by name.
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, type RaRecord } from 'react-admin';
import { tags } from '../../../common/resources/tags';
import { ActionDialog } from '../../ui/actions/ActionDialog';
import { ActionsMenu } from '../../ui/actions/ActionsMenu';
import { ConfirmedActionDialog } from '../../ui/actions/ConfirmedActionDialog';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { InfoCard } from '../../ui/detail/InfoCard';
import { ChoiceSelect } from '../../ui/form/ChoiceSelect';
import { AddDialogButton } from '../../ui/kit/AddDialogButton';
import { TagChip } from './TagChips';
import { tagForm, withSwatch } from './tagForm';
import type { Oportunidade, Tag } from './types';
import { useTagCatalogue } from './useOportunidadeEnums';

type Props = { oportunidade: Oportunidade; onChange: () => void };

export function TagsCard({ oportunidade, onChange }: Props) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'tags', action: 'delete' });
  const { data: catalogue = [], refetch } = useTagCatalogue();
  const [deleting, setDeleting] = useState(false);
  const attached = new Set(oportunidade.tags.map((tag) => tag.id));
  const available = catalogue.filter((tag) => !attached.has(tag.id));

  /** Adds or removes one of its tags; the error toast says why it failed. */
  const { run: change, pending } = useNotifiedAction(async (call: () => Promise<unknown>, success: string) => {
    await call();
    notifySuccess(success);
    onChange();
  });
  const add = (tagId: number) => change(() => dataProvider.addTag(oportunidade.id, tagId), 'Tag adicionada.');
  const remove = (tag: Tag) => change(() => dataProvider.removeTag(oportunidade.id, tag.id), 'Tag removida.');
  /**
   * The kit's dialog has created the tag (react-admin's create re-reads the catalogue): it joins this
   * opportunity. A failure here is the dialog's to show, as its own save's: it stays open.
   */
  const attachCreated = async (created?: RaRecord) => {
    await dataProvider.addTag(oportunidade.id, Number(created?.id));
    notifySuccess('Tag criada e adicionada.');
    onChange();
  };
  /** The delete dialog's: it says so, or why it failed. */
  const destroy = async (tag: Tag) => {
    await dataProvider.deleteTag(tag.id);
    await refetch();
    onChange();
  };

  return (
    <InfoCard
      title="Tags"
      // The menu for the whole catalogue sits in the card's corner: what it does reaches every opportunity,
      // so it is not beside 'Adicionar tag', which touches only this one.
      action={
        canDelete && (
          <ActionsMenu
            label="Gerenciar tags"
            actions={[
              {
                label: 'Excluir tag',
                Icon: DeleteForeverOutlined,
                onClick: () => setDeleting(true),
                disabled: pending || catalogue.length === 0,
                danger: true,
              },
            ]}
          />
        )
      }
    >
      {oportunidade.tags.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Nenhuma tag adicionada
        </Typography>
      ) : (
        <Stack component="ul" aria-label="Tags da oportunidade" direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {oportunidade.tags.map((tag) => (
            <Stack component="li" key={tag.id} direction="row" sx={{ alignItems: 'center' }}>
              <TagChip tag={tag} size="medium" />
              <IconButton size="small" aria-label={`Remover tag ${tag.name}`} onClick={() => void remove(tag)} disabled={pending}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { xs: 'flex-start', sm: 'center' }, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <ChoiceSelect
          size="small"
          label="Adicionar tag"
          value=""
          disabled={pending || available.length === 0}
          onChoose={(tagId) => void add(tagId)}
          choices={available}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <AddDialogButton declaration={tags} parts={tagForm} label="Nova tag" disabled={pending} onSaved={attachCreated} />
      </Stack>
      {deleting && <DeleteTagDialog tags={catalogue} onClose={() => setDeleting(false)} onDelete={destroy} />}
    </InfoCard>
  );
}

type DeleteProps = { tags: Tag[]; onClose: () => void; onDelete: (tag: Tag) => Promise<void> };

/** The warning a deletion gives, naming the tag: it leaves every opportunity, not only this one. */
const deletionWarning = (tag?: Tag) =>
  `A tag${tag ? ` "${tag.name}"` : ''} será excluída do sistema e removida de todas as oportunidades. Esta ação não pode ser desfeita.`;

/**
 * Choose the tag, then confirm in a second question that names it: a tag deleted here disappears from every
 * opportunity, so one slip of the 'Tag' select must not do it. A failure shows in the error toast and
 * keeps the question open to try again; Cancelar goes back to the choice.
 */
function DeleteTagDialog({ tags, onClose, onDelete }: DeleteProps) {
  const [tagId, setTagId] = useState<number | ''>('');
  const [confirming, setConfirming] = useState(false);
  const tag = tags.find((option) => option.id === tagId);

  if (tag && confirming) {
    return (
      <ConfirmedActionDialog
        open
        title={`Excluir a tag "${tag.name}"?`}
        content={deletionWarning(tag)}
        confirm="Excluir de todas as oportunidades"
        action={async () => {
          await onDelete(tag);
          onClose();
        }}
        successText="Tag excluída permanentemente."
        onClose={() => setConfirming(false)}
      />
    );
  }
  return (
    <ActionDialog
      title="Excluir tag permanentemente"
      onClose={onClose}
      action={async () => setConfirming(true)}
      canSubmit={Boolean(tag)}
      submitLabel="Excluir permanentemente"
    >
      <ChoiceSelect label="Tag" value={tagId} onChoose={setTagId} choices={tags} optionText={withSwatch} fullWidth margin="normal" />
      <Alert severity="warning">{deletionWarning(tag)}</Alert>
    </ActionDialog>
  );
}
