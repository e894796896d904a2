/**
 * A start and an end day (a coupon period, an order search) in one fieldset. Values are
 * `yyyy-MM-dd` Seoul days; the end may not precede the start — the end picker starts at the start
 * day, and a typed end before it shows the Korean message. Use with react-hook-form's
 * `Controller` (value `{ start, end }`, onChange, ref to the start input). Below sm the two days
 * stack, each as wide as the field, so the pair never runs out of a filter panel at 390 px.
 */
import { forwardRef, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { down } from '@ds/tokens/breakpoints';
import { DateInput } from '@ds/components/DateField';
import { FormField } from '@ds/components/FormField';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { useControllableState } from '@ds/lib/useControllableState';
import { vars } from '@ds/tokens/vars';
import { validateDateRange, type DateRange } from './seoulDate';

export interface DateRangeFieldProps {
  label: ReactNode;
  value?: DateRange;
  defaultValue?: DateRange;
  onChange?: (value: DateRange) => void;
  onBlur?: () => void;
  startLabel?: string;
  endLabel?: string;
  min?: string;
  max?: string;
  hint?: ReactNode;
  /** An error from the form; the range's own rule is checked here too. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: end;
  gap: ${vars.space[2]};
  ${down('xs')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Part = styled.label`
  display: grid;
  min-width: 0;
  gap: ${vars.space[1]};
  /* A date input's own width would push it out of a narrow column. */
  > input { min-width: 0; width: 100%; }
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

const Dash = styled.span`
  padding-bottom: ${vars.space[3]};
  color: ${vars.color.textMuted};
  ${down('xs')} { display: none; }
`;

const emptyRange: DateRange = { start: '', end: '' };

export const DateRangeField = forwardRef<HTMLInputElement, DateRangeFieldProps>(function DateRangeField(
  {
    label,
    value,
    defaultValue = emptyRange,
    onChange,
    onBlur,
    startLabel,
    endLabel,
    min,
    max,
    hint,
    error,
    required,
    disabled,
    hideLabel,
    className,
  },
  ref,
) {
  const messages = useDesignSystemMessages();
  const ids = useId();
  const [range, setRange] = useControllableState(value, defaultValue, onChange);
  const problem = validateDateRange(range);
  const rangeError = problem && messages[problem];
  const shownError = error || rangeError || undefined;

  return (
    <FormField group label={label} required={required} hint={hint} error={shownError} hideLabel={hideLabel} disabled={disabled} className={className}>
      {(control) => (
        <Row>
          <Part htmlFor={`${ids}start`}>
            {startLabel ?? messages.startDate}
            <DateInput
              ref={ref}
              id={`${ids}start`}
              type="date"
              value={range.start}
              min={min}
              max={range.end || max}
              required={required}
              aria-invalid={control['aria-invalid']}
              onChange={(event) => setRange({ ...range, start: event.currentTarget.value })}
              onBlur={onBlur}
            />
          </Part>
          <Dash aria-hidden="true">~</Dash>
          <Part htmlFor={`${ids}end`}>
            {endLabel ?? messages.endDate}
            <DateInput
              id={`${ids}end`}
              type="date"
              value={range.end}
              min={range.start || min}
              max={max}
              required={required}
              aria-invalid={control['aria-invalid']}
              onChange={(event) => setRange({ ...range, end: event.currentTarget.value })}
              onBlur={onBlur}
            />
          </Part>
        </Row>
      )}
    </FormField>
  );
});
