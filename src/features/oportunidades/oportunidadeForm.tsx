// What the opportunity's forms (the kit's, by the declaration's `form`) have of their own. 'Adicionar
// Oportunidade': the note that a user without a person cannot create, the files' description once files
// are chosen, and the multipart request that sends the files with the fields (the partner, when none is
// chosen, is the creator's person: the server's rule). 'Editar Oportunidade': the rules of each field (the
// API's own messages, common/resources/oportunidades.ts), the fees locked once won, the probability blank
// while it follows its stage, and the PATCH of only what changed. Both: the catalogues' selects and the
// person pickers.
import { Link } from '@mui/material';
import { TextInput, useGetIdentity, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { isIsoDay } from '../../../common/dayText';
import { PersonRole, ResultStatus, type Choice } from '../../../common/enums';
import { PROBABILITY_RANGE, stageProbability } from '../../../common/forecast';
import { FEES_NEGATIVE, REVENUE_NEGATIVE } from '../../../common/money';
import { FEES_LOCKED, LOSS_REASON_REQUIRED, NO_PERSON, oportunidades, TITLE_REQUIRED } from '../../../common/resources/oportunidades';
import type { FormMode } from '../../../common/resources/types';
import type { PortalDataProvider } from '../../dataProvider';
import type { NewOportunidade } from '../../dataProvider/oportunidades';
import { parseDecimal } from '../../i18n/parseDecimal';
import { typedText } from '../../ui/form/inputValues';
import type { CustomInputProps, FormParts } from '../../ui/kit/formParts';
import { decimalProblem, MoneyInput } from '../../ui/kit/inputs/MoneyInput';
import { personInput } from '../../ui/kit/inputs/personInput';
import { selectInput } from '../../ui/kit/inputs/selectInput';
import { executiveName, type Oportunidade } from './types';
import { useOportunidadeEnums } from './useOportunidadeEnums';
import { useUserChoices } from './useUserChoices';

const FEES_OVER_100 = 'Honorários deve ser no máximo 100%';
const INVALID_TYPED_DAY = 'Data inválida: use o formato dd/mm/aaaa.';

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

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** A value the form takes as it is and checks with `check` (true, or the message). */
const checked = (check: (value: unknown) => true | string) =>
  z.unknown().superRefine((value, ctx) => {
    const result = check(value);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result });
  });

/** A money input's value: readable (pt-BR or a decimal), then `rule` on its number. */
const decimal = (rule: (n: number) => true | string) => checked((value) => decimalProblem(value, rule) ?? true);

const asIs = z.unknown();

/** The edit form's values as typed or chosen (the body is built from them, editPayload). */
const editSchema = z
  .object({
    titulo: checked((value) => text(value) !== '' || TITLE_REQUIRED),
    estagio: asIs,
    tese: asIs,
    cliente_id: asIs,
    parceiro_id: asIs,
    executivo_vendas_id: asIs,
    equipe_parceiro_id: asIs,
    receita_esperada: decimal((n) => n >= 0 || REVENUE_NEGATIVE),
    honorarios: decimal((n) => (n < 0 ? FEES_NEGATIVE : n <= 100 || FEES_OVER_100)),
    data_prevista_fechamento: checked((value) => text(value) === '' || isIsoDay(text(value)) || INVALID_TYPED_DAY),
    probabilidade: checked((value) => text(value) === '' || (/^\d{1,3}$/.test(text(value)) && Number(text(value)) <= 100) || PROBABILITY_RANGE),
    descricao: asIs,
    motivo_perda: asIs,
    /** The record's, not an input: the loss reason is asked (and sent) only while lost. */
    status_resultado: asIs,
  })
  .superRefine((values, ctx) => {
    if (values.status_resultado === ResultStatus.Lost && text(values.motivo_perda) === '') {
      ctx.addIssue({ code: 'custom', path: ['motivo_perda'], message: LOSS_REASON_REQUIRED });
    }
  });

/** Fields whose empty value is left out of the body rather than sent as a clearing null. */
const ABSENT_WHEN_EMPTY = new Set(['tese', 'honorarios', 'cliente_id', 'equipe_parceiro_id', 'motivo_perda']);
const DECIMAL_FIELDS = new Set(['honorarios', 'receita_esperada']);

/** A decimal field's number (the form has checked it); null when blank. */
const decimalValue = (value: unknown) => {
  const parsed = parseDecimal(text(value));
  return parsed.ok ? parsed.value : null;
};

function asBody(field: string, value: unknown) {
  if (text(value) === '') return null;
  if (DECIMAL_FIELDS.has(field)) return decimalValue(value);
  if (field === 'probabilidade') return Number(text(value));
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * The PATCH body: each input that differs from the values the form started from, money as numbers. Fees
 * are never sent once won, the loss reason only while lost.
 */
function editPayload(values: Record<string, unknown>, start: Record<string, unknown>) {
  const body: Record<string, unknown> = {};
  for (const field of oportunidades.form?.order?.edit ?? []) {
    if (field === 'honorarios' && start.status_resultado === ResultStatus.Won) continue;
    if (field === 'motivo_perda' && start.status_resultado !== ResultStatus.Lost) continue;
    const [value, before] = [values[field], start[field]];
    const same = DECIMAL_FIELDS.has(field) ? decimalValue(value) === decimalValue(before) : text(value) === text(before);
    if (same || (text(value) === '' && ABSENT_WHEN_EMPTY.has(field))) continue;
    body[field] = asBody(field, value);
  }
  return body;
}

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
  schemas: { create: createSchema, edit: editSchema },
  defaults: { cliente_id: null, parceiro_id: null, files: [] },
  recordValues: (record) => ({ probabilidade: record.probabilidade_propria ? String(record.probabilidade) : '' }),
  useBlocked: useNoPerson,
  payload: (values, { mode, start }) => (mode === 'create' ? createPayload(values) : editPayload(values, start)),
  send: { create: (body, { dataProvider, onProgress }) => (dataProvider as PortalDataProvider).createOportunidade(body as NewOportunidade, onProgress) },
};
