// What the opportunity's forms (the kit's, by the declaration's `form`) have of their own. 'Adicionar
// Oportunidade': the note that a user without a person cannot create, the files' description once files
// are chosen, and the multipart request that sends the files with the fields (the partner, when none is
// chosen, is the creator's person: the server's rule). 'Editar Oportunidade' (checked and built by the kit
// from the declaration, src/ui/kit/recordEdit.ts): the fees locked once won and never sent then, and the
// probability blank while it follows its stage. Both: the catalogues' selects and the person pickers.
import { Link } from '@mui/material';
import { TextInput, useGetIdentity, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { PersonRole, ResultStatus, type Choice } from '../../../common/enums';
import { stageProbability } from '../../../common/forecast';
import { FEES_LOCKED, NO_PERSON, oportunidades } from '../../../common/resources/oportunidades';
import type { FormMode } from '../../../common/resources/types';
import type { PortalDataProvider } from '../../dataProvider';
import type { NewOportunidade } from '../../dataProvider/oportunidades';
import { typedText } from '../../ui/form/inputValues';
import type { CustomInputProps, FormParts } from '../../ui/kit/formParts';
import { MoneyInput } from '../../ui/kit/inputs/MoneyInput';
import { personInput } from '../../ui/kit/inputs/personInput';
import { selectInput } from '../../ui/kit/inputs/selectInput';
import { executiveName, type Oportunidade } from './types';
import { useOportunidadeEnums } from './useOportunidadeEnums';
import { useUserChoices } from './useUserChoices';

/**
 * The users who may be executive or partner team; a current value outside them (a Parceiro sees only
 * itself) stays selectable as it is, the executive under the name the API sent.
 */
function useUserChoicesOf(source: string): Choice[] {
  const users = useUserChoices();
  const oportunidade = useRecordContext<Oportunidade>();
  const id = oportunidade?.[source as 'executivo_vendas_id' | 'equipe_parceiro_id'];
  if (!oportunidade || id == null || users.choices.some((choice) => choice.id === id)) return users.choices;
  const name = source === 'executivo_vendas_id' ? executiveName(oportunidade) : users.userName(id, 'Usuário não encontrado');
  return [...users.choices, { id, name }];
}

const useTheses = () => useOportunidadeEnums().theses;
const useStages = () => useOportunidadeEnums().stages;

const isWonRecord = (record?: { status_resultado?: unknown }) => record?.status_resultado === ResultStatus.Won;

/** The agreed fees of a won opportunity no longer change. */
function FeesInput({ source, label, disabled }: CustomInputProps) {
  const won = isWonRecord(useRecordContext());
  return <MoneyInput source={source} label={label} kind="percent" disabled={disabled || won} helperText={won ? FEES_LOCKED : undefined} />;
}

/** The opportunity's own probability; blank, its stage's default (shown as the placeholder). */
function ProbabilityInput({ source, label, disabled }: CustomInputProps) {
  const stage = useWatch({ name: 'estagio' }) as number | '';
  const standard = stage === '' ? undefined : stageProbability(Number(stage));
  return (
    <TextInput
      {...typedText}
      source={source}
      label={label}
      disabled={disabled}
      placeholder={standard === undefined ? undefined : String(standard)}
      helperText={standard === undefined ? undefined : `Em branco: ${standard}%, o padrão do estágio`}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
    />
  );
}

/** The description of the chosen files, asked once there are some. */
function FilesDescriptionInput({ source, label }: CustomInputProps) {
  const files = useWatch({ name: 'files' }) as File[];
  return files.length > 0 ? <TextInput {...typedText} source={source} label={label} /> : null;
}

/** Known up front from /users/me; the server refuses with the same words if it changed since. */
function useNoPerson(mode: FormMode) {
  const { identity } = useGetIdentity();
  if (mode !== 'create' || identity === undefined || (identity as { person_id?: number | null }).person_id) return null;
  return (
    <>
      <div>{NO_PERSON}</div>
      <div>
        Vincule a sua pessoa em{' '}
        <Link component={RouterLink} to="/settings">
          Meu perfil
        </Link>
        .
      </div>
    </>
  );
}

const { tese, cliente_id } = oportunidades.schemas.create.shape;
const orNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** The add dialog's values: the API's thesis and client rules, the rest as chosen or typed. */
const createSchema = z.object({
  tese,
  cliente_id,
  parceiro_id: z.unknown().transform(orNull),
  descricao: z.string().nullish(),
  files: z.array(z.instanceof(File)),
  files_description: z.string().nullish(),
});

/**
 * The edit's body as the kit builds it (only what changed, src/ui/kit/recordEdit.ts), less the fees of a
 * won opportunity: they are never sent once won.
 */
const editPayload = ({ honorarios, ...body }: Record<string, unknown>, start: Record<string, unknown>) =>
  isWonRecord(start) || honorarios === undefined ? body : { ...body, honorarios };

/** The add dialog's body: the files' description only with files. */
const createPayload = ({ descricao, files, files_description, ...values }: Record<string, unknown>) => ({
  ...values,
  descricao: descricao ?? '',
  files,
  files_description: (files as File[]).length ? (files_description ?? '') : undefined,
});

export const oportunidadeForm: FormParts = {
  inputs: {
    thesis: selectInput(useTheses),
    stage: selectInput(useStages),
    user: selectInput(useUserChoicesOf),
    client: personInput({ role: PersonRole.Client, errorMessage: 'Erro ao buscar clientes' }),
    partner: personInput({ role: PersonRole.Partner, errorMessage: 'Erro ao buscar parceiros' }),
    fees: FeesInput,
    probability: ProbabilityInput,
    filesDescription: FilesDescriptionInput,
  },
  schemas: { create: createSchema },
  defaults: { cliente_id: null, parceiro_id: null, files: [] },
  recordValues: (record) => ({ probabilidade: record.probabilidade_propria ? String(record.probabilidade) : '' }),
  useBlocked: useNoPerson,
  payload: (values, { mode, start }) => (mode === 'create' ? createPayload(values) : editPayload(values, start)),
  send: { create: (body, { dataProvider, onProgress }) => (dataProvider as PortalDataProvider).createOportunidade(body as NewOportunidade, onProgress) },
};
