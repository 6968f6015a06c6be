// A declared form's inputs in its order and grid widths (the declaration's `form`), each the react-admin
// input of its kind (FieldInput) or the custom input `form.inputs` names: the kit's own below, or the
// resource's (its portal part's `form.inputs`); an input with `form.shownWhen` only while it applies;
// with `form.checks: 'eachField'`, the label of one the create schema refuses blank marked ' *'.
import { Grid } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { FieldDeclaration, FormMode, ResourceDeclaration } from '../../../common/resources/types';
import { NewPasswordInputs } from '../form/PasswordInputs';
import { FieldInput } from './FieldInput';
import { FilesInput } from './inputs/FilesInput';
import { MoneyFormInput, PercentFormInput } from './inputs/MoneyInput';
import type { CustomInputProps } from './formParts';
import { declaredFields } from './declaredFields';
import { refusesBlank } from './fieldResolver';

/** The custom inputs every resource may name. */
const kitInputs: Record<string, ComponentType<CustomInputProps>> = {
  newPassword: NewPasswordInputs,
  files: FilesInput,
  money: MoneyFormInput,
  percent: PercentFormInput,
};

/** A switch is shorter than a text field: centred, it lines up with the field beside it. */
const centred = { display: 'flex', alignItems: 'center' };

/** The sources of a form's inputs, in order: `form.order` of the mode, else every editable declared field. */
export const formSources = (declaration: ResourceDeclaration, mode: FormMode) =>
  declaration.form?.order?.[mode] ?? declaredFields(declaration).filter(([, field]) => !field.readOnly).map(([source]) => source);

type Props = {
  declaration: ResourceDeclaration;
  mode: FormMode;
  /** The resource's own custom inputs, by name. */
  inputs?: Record<string, ComponentType<CustomInputProps>>;
  /** A select with a default offers no blank choice (the dialogs); the page form keeps one. */
  defaultedChoices?: 'required' | 'blankable';
  /** Every input disabled: the form is closed to the caller (its part's useBlocked). */
  disabled?: boolean;
  /** The space between rows (the page form's inputs have no margins of their own); none unless given. */
  rowSpacing?: number;
  /** The first input takes the focus when it is a text the person types (a dialog opened to fill it in). */
  focusFirst?: boolean;
};

/** The inputs a person types into, which may take the focus on opening (a select or a switch would open or flip on a key). */
const TYPED: ReadonlySet<FieldDeclaration['input']> = new Set(['text', 'email', 'longText', 'number', 'money', 'percent', 'date', 'document', 'phone']);

export function DeclaredInputs({ declaration, mode, inputs, defaultedChoices = 'required', disabled, rowSpacing, focusFirst }: Props) {
  const form = declaration.form ?? {};
  const fields = declaration.fields as Record<string, FieldDeclaration | undefined>;
  return (
    <Grid container columnSpacing={2} rowSpacing={rowSpacing}>
      {formSources(declaration, mode).map((source, index) => {
        const field = fields[source];
        const label = form.labels?.[source] ?? field?.label ?? source;
        const hint = form.hints?.[source];
        const helperText = typeof hint === 'object' ? hint[mode] : hint;
        const named = form.inputs?.[source];
        const Custom = named ? (inputs?.[named] ?? kitInputs[named]) : undefined;
        if (named && !Custom) throw new Error(`${declaration.name}: the form names the input '${named}' its portal part does not give`);
        if (!Custom && !field) throw new Error(`${declaration.name}: the form's '${source}' is no declared field and names no input`);
        const emptyText = form.blankLabels?.[source];
        const required = form.required?.[mode]?.includes(source);
        const width = form.widths?.[source] ?? 12;
        const input = Custom ? (
          <Custom source={source} label={label} helperText={helperText} emptyText={emptyText} mode={mode} disabled={disabled} isRequired={required} />
        ) : (
          // A select with a default always holds a choice: no blank one to pick.
          <FieldInput
            source={source}
            field={field!}
            label={label}
            helperText={helperText}
            emptyText={emptyText}
            disabled={disabled}
            maxLength={form.maxLengths?.[source]}
            autoFocus={focusFirst && index === 0 && !disabled && TYPED.has(field!.input)}
            isRequired={
              required ||
              (defaultedChoices === 'required' && field!.input === 'enum' && field!.defaultValue !== undefined) ||
              (form.checks === 'eachField' && refusesBlank(declaration, source))
            }
          />
        );
        const cell = (
          <Grid key={source} size={width === 'auto' ? 'auto' : { xs: 12, sm: width }} sx={field?.input === 'boolean' && width !== 12 ? centred : undefined}>
            {input}
          </Grid>
        );
        const when = form.shownWhen?.[source];
        return when ? (
          <ShownWhen key={source} when={when}>
            {cell}
          </ShownWhen>
        ) : (
          cell
        );
      })}
    </Grid>
  );
}

/** Its input while every named field holds one of its values. */
function ShownWhen({ when, children }: { when: Record<string, readonly unknown[]>; children: ReactNode }) {
  const names = Object.keys(when);
  const values = useWatch({ name: names }) as unknown[];
  return names.every((name, index) => when[name].includes(values[index])) ? children : null;
}
