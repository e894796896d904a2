/**
 * One choice among a few in a react-hook-form form: the design system's RadioGroup bound to a
 * field by name, its options the contract's values with their words. Every form wrote the same
 * Controller around RadioGroup (issue 37: eleven copies); this is that binding once, and it also
 * hands the field's ref to the first radio (so a refused save can focus it) and shows the field's
 * error under the group.
 */
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from '@ds/components/RadioGroup';

type GroupLook = Pick<RadioGroupProps, 'label' | 'hint' | 'required' | 'disabled' | 'hideLabel' | 'direction' | 'appearance'>;

export interface RadioFieldProps<Values extends FieldValues, Value extends string> extends GroupLook {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** The choices, in the order shown (usually the contract's own list of values). */
  values: readonly Value[];
  /** What each choice says: words a person reads, never the stored value. */
  labels: Readonly<Record<Value, ReactNode>>;
}

export function RadioField<Values extends FieldValues, Value extends string>({
  control,
  name,
  values,
  labels,
  ...look
}: RadioFieldProps<Values, Value>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          {...look}
          ref={field.ref}
          options={values.map((value) => ({ value, label: labels[value] }))}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
