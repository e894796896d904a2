/**
 * The row of a list's filters: the fields the caller gives (text, status sets, date ranges,
 * numbers), and "clear filters" while any is set. A search landmark; Enter in a field calls
 * `onSubmit` (a typed search is sent at once instead of after its pause) — handled here, since a
 * form of several fields and no submit button has no implicit submission; the Enter that only
 * finishes a Hangul syllable sends nothing (`isEnterToAct`). Domain-neutral: every
 * word arrives through props.
 */
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { isEnterToAct } from '@ds/lib/enterKey';
import { vars } from '@ds/tokens/vars';
import { Button } from '../Button';
import { Icon } from '../Icon';

export interface FilterBarProps {
  /** Names the search landmark ("필터"). */
  label: string;
  children: ReactNode;
  /** Something is set: the clear button shows. */
  filtered?: boolean;
  clearLabel: string;
  onClear: () => void;
  onSubmit?: () => void;
  className?: string;
}

const Root = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};
  > * { flex: 0 1 auto; min-width: 10rem; max-width: 100%; }
  /* On a phone each filter takes the row: a search field as wide as its content cut its own placeholder. */
  @media (max-width: 30rem) {
    > :not(button) { flex-basis: 100%; }
  }
`;

export function FilterBar({ label, children, filtered = false, clearLabel, onClear, onSubmit, className }: FilterBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!isEnterToAct(event) || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Root role="search" aria-label={label} onSubmit={submit} onKeyDown={onKeyDown} className={className}>
      {children}
      {filtered && (
        <Button variant="ghost" size="md" onClick={onClear} icon={<Icon name="close" size="sm" />}>
          {clearLabel}
        </Button>
      )}
    </Root>
  );
}
