/**
 * Choosing the class, course or pass to give, or whose enrolled accounts to see (issue 29): the
 * type, then a search over the operating slice (§9: up to 10,000 classes, read once and searched
 * on screen) and a choice among the first matches. Only the first TARGET_OPTIONS_SHOWN matches
 * become options, so a 10,000-class slice never puts 10,000 options on the page; the count says
 * how many more a longer search would narrow. The "on sale" filter (issue 28's crossing: a class
 * hidden in the catalogue "disappears … from the assignment picker's 'on sale' filter") is on by
 * default; turned off, everything operating is offered and what does not sell is marked so.
 */
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Checkbox } from '@ds/components/Checkbox';
import { RadioGroup } from '@ds/components/RadioGroup';
import { Select } from '@ds/components/Select';
import { TextField } from '@ds/components/TextField';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import type { AssignmentTarget } from '@app/shared/api/contract/adminAssignment';
import { assignmentTargetTypes, type AssignmentTargetType } from '@app/shared/api/contract/adminAssignmentRules';
import { copy } from '@app/shared/copy';
import { targetsQuery } from './api';

const text = copy.backofficeAssignments.target;

/** The most matches offered at once. */
export const TARGET_OPTIONS_SHOWN = 200;

const Fields = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;

export interface TargetPickerProps {
  /** What the choice is for, on this page ("배정할 상품", "수강생을 볼 상품"). */
  typeLabel: string;
  targetType: AssignmentTargetType;
  onTargetTypeChange: (targetType: AssignmentTargetType) => void;
  targetId: string;
  onChange: (target: AssignmentTarget | null) => void;
  error?: string;
}

export function TargetPicker({ typeLabel, targetType, onTargetTypeChange, targetId, onChange, error }: TargetPickerProps) {
  const targets = useQuery(targetsQuery(targetType));
  const [search, setSearch] = useState('');
  const [onSaleOnly, setOnSaleOnly] = useState(true);
  const wanted = useDeferredValue(search.trim().toLowerCase());
  const items = targets.data?.items;
  const matching = useMemo(
    () => (items ?? []).filter((target) => (!onSaleOnly || target.onSale) && (wanted === '' || target.title.toLowerCase().includes(wanted))),
    [items, wanted, onSaleOnly],
  );
  const shown = matching.slice(0, TARGET_OPTIONS_SHOWN);
  // The chosen one stays an option while a search hides it, so the select never drops it.
  const chosen = items?.find((target) => target.targetId === targetId);
  const options = chosen && !shown.includes(chosen) ? [chosen, ...shown] : shown;
  return (
    <Fields>
      <RadioGroup
        label={typeLabel}
        appearance="segmented"
        direction="row"
        options={assignmentTargetTypes.map((value) => ({ value, label: text.types[value] }))}
        value={targetType}
        onChange={(value) => {
          onTargetTypeChange(assignmentTargetTypes.find((type) => type === value) ?? 'KLASS');
          onChange(null);
        }}
      />
      {targets.isError ? (
        <Alert tone="danger">{text.loadFailed}</Alert>
      ) : (
        <>
          <TextField label={text.search(text.types[targetType])} value={search} onChange={(event) => setSearch(event.target.value)} />
          <Checkbox label={text.onSaleOnly} hint={text.onSaleHint} checked={onSaleOnly} onChange={(event) => setOnSaleOnly(event.target.checked)} />
          <Select
            label={text.field(text.types[targetType])}
            required
            placeholder={targets.data ? text.placeholder : copy.common.loading}
            disabled={!targets.data}
            value={targetId}
            error={error}
            hint={targets.data ? text.count(formatCount(matching.length), formatCount(shown.length)) : undefined}
            onChange={(event) => onChange(items?.find((target) => target.targetId === event.target.value) ?? null)}
            options={options.map((target) => ({
              value: target.targetId,
              label: text.option(target.title, target.detail, text.periodWords[target.targetType], formatCount(target.periodDays), target.onSale),
            }))}
          />
        </>
      )}
    </Fields>
  );
}
