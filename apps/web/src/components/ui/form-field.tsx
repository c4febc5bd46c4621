import type { ComponentProps, ReactNode } from 'react';
import { Field, fieldA11y } from './field';
import { Input } from './input';

type FormFieldBase = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something to show at the right of the label, such as a 'Forgot password?' link. */
  labelAside?: ReactNode;
  className?: string;
};

/** The attributes a control needs to be labelled and described by its field. */
export type FieldControlProps = ReturnType<typeof fieldA11y>;

type FormFieldProps = FormFieldBase & {
  /** Renders the control; spread the given props on it so label, error and hint are linked. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * One form field — label, control, hint, inline error — wired for screen readers in one place, so a
 * form names its id and error once. Any control: `{(control) => <Textarea {...control} {...register('notes')} />}`.
 */
export function FormField({ id, label, error, hint, labelAside, className, children }: FormFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {children(fieldA11y(id, error, hint !== undefined && hint !== null))}
    </Field>
  );
}

type InputFieldProps = FormFieldBase & Omit<ComponentProps<'input'>, 'id' | 'className'> & { inputClassName?: string };

/** The common case of FormField: a text input. Takes `register(...)`'s props directly. */
export function InputField({ id, label, error, hint, labelAside, className, inputClassName, ...inputProps }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {(control) => <Input {...control} className={inputClassName} {...inputProps} />}
    </FormField>
  );
}
