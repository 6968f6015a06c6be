// The export columns of a declaration's exported fields, in their declared order: the CSV header is the
// field's (csvHeader, else its label), an enum or boolean is written as its choice's label, a number as
// an integer, money as a decimal and a date as a day.
import { UNKNOWN_LABEL } from '../enums';
import type { FieldChoice, FieldDeclaration, InputKind } from '../resources/types';
import type { ExportColumn, ExportKind, ExportValue } from './columns';

const KINDS: Partial<Record<InputKind, ExportKind>> = {
  number: 'integer',
  money: 'decimal',
  percent: 'decimal',
  date: 'date',
  // An instant is exported as its day in Brasília, as the other exports write their timestamps.
  dateTime: 'date',
};

/** What a file calls a field: its CSV header (csvHeader, else its label), the import's name of its column too. */
export const fieldHeader = (field: Pick<FieldDeclaration, 'csvHeader' | 'label'>) => field.csvHeader ?? field.label;

const choiceLabel = (choices: readonly FieldChoice[], value: unknown) =>
  choices.find((choice) => choice.id === value)?.name ?? UNKNOWN_LABEL;

export function declaredExportColumns<Row extends object>(
  fields: Partial<Record<keyof Row & string, FieldDeclaration>>,
): ExportColumn<Row>[] {
  return (Object.entries(fields) as [keyof Row & string, FieldDeclaration | undefined][]).flatMap(([name, field]) =>
    field?.exported
      ? [
          {
            header: fieldHeader(field),
            kind: KINDS[field.input] ?? 'text',
            value: (row: Row) => {
              const { choices } = field;
              return choices ? choiceLabel(choices, row[name]) : (row[name] as ExportValue);
            },
          },
        ]
      : [],
  );
}
