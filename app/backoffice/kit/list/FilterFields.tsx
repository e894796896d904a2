/**
 * One field per filter of a list definition, bound to useListState: text (its typing waits for a
 * pause, and for the end of a Hangul syllable being composed), a status set (checkboxes, each change committed), a range of Seoul days (committed once
 * it is a valid range), a number and a number range (committed on leaving the field or Enter, not
 * per digit; not on the Enter that finishes a Hangul syllable). A field that holds its own draft is keyed by the URL's value, so back/forward and
 * "필터 지우기" show in it.
 */
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CheckboxGroup } from '@ds/components/CheckboxGroup';
import { DateRangeField } from '@ds/components/DateRangeField';
import { TextField } from '@ds/components/TextField';
import { textWidthEm } from '@ds/lib/text/textWidth';
import { isEnterToAct } from '@ds/lib/enterKey';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import type { ListStateApi } from './useListState';
import type { AnyListDefinition, DayRange, FilterDefinition, NumberFilter, NumberRange, NumberRangeFilter } from './urlState';

const RangeRow = styled.fieldset`
  display: flex;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  > legend { margin-bottom: ${vars.space[1]}; font-size: ${vars.font.sizeSm}; font-weight: ${vars.font.weightBold}; }
  > div { width: 7rem; }
`;

function toNumber(text: string, filter: NumberFilter | NumberRangeFilter): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  if (filter.min !== undefined && value < filter.min) return filter.min;
  if (filter.max !== undefined && value > filter.max) return filter.max;
  return value;
}

const onEnter = (commit: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (isEnterToAct(event)) commit();
};

function NumberField({ filter, value, onCommit }: { filter: NumberFilter; value: number | null; onCommit: (value: number | null) => void }) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const commit = () => onCommit(toNumber(text, filter));
  return (
    <TextField
      label={filter.label}
      inputMode="numeric"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={onEnter(commit)}
    />
  );
}

function NumberRangeField({ filter, value, onCommit }: { filter: NumberRangeFilter; value: NumberRange; onCommit: (value: NumberRange) => void }) {
  const [min, setMin] = useState(value.min === null ? '' : String(value.min));
  const [max, setMax] = useState(value.max === null ? '' : String(value.max));
  const commit = () => {
    const next = { min: toNumber(min, filter), max: toNumber(max, filter) };
    if (next.min !== null && next.max !== null && next.min > next.max) return;
    onCommit(next);
  };
  return (
    <RangeRow>
      <legend>{filter.label}</legend>
      <TextField label={copy.listKit.rangeFrom} inputMode="numeric" value={min} onChange={(event) => setMin(event.currentTarget.value)} onBlur={commit} onKeyDown={onEnter(commit)} />
      <TextField label={copy.listKit.rangeTo} inputMode="numeric" value={max} onChange={(event) => setMax(event.currentTarget.value)} onBlur={commit} onKeyDown={onEnter(commit)} />
    </RangeRow>
  );
}

function DayRangeField({ label, value, onCommit }: { label: string; value: DayRange; onCommit: (value: DayRange) => void }) {
  const [range, setRange] = useState({ start: value.from ?? '', end: value.to ?? '' });
  return (
    <DateRangeField
      label={label}
      value={range}
      onChange={(next) => {
        setRange(next);
        if (next.start && next.end && next.start > next.end) return;
        onCommit({ from: next.start || null, to: next.end || null });
      }}
    />
  );
}

export function FilterField<D extends AnyListDefinition>({ list, name }: { list: ListStateApi<D>; name: string }) {
  const filter: FilterDefinition | undefined = list.definition.filters[name];
  const values = list.draftFilters as Record<string, unknown>;
  const urlValues = list.state.filters as Record<string, unknown>;
  const set = (value: unknown, options?: { composing?: boolean }) =>
    (list.setFilter as (key: string, next: unknown, options?: { composing?: boolean }) => void)(name, value, options);
  if (!filter) return null;
  // Keyed by the URL's value: a change from outside (back, clear) starts the field again.
  const urlKey = JSON.stringify(urlValues[name]);
  switch (filter.kind) {
    case 'text':
      return (
        <TextField
          type="search"
          label={filter.label}
          placeholder={filter.placeholder}
          // Room for the whole placeholder (and the field's padding and clear button), up to the bar's width.
          style={filter.placeholder ? { minWidth: `min(calc(${textWidthEm(filter.placeholder)}em + 3.5rem), 100%)` } : undefined}
          value={values[name] as string}
          // A syllable still being composed is not a pause in the typing: the search waits for it.
          onChange={(event) => set(event.currentTarget.value, { composing: (event.nativeEvent as InputEvent).isComposing })}
          onCompositionEnd={(event) => set(event.currentTarget.value)}
        />
      );
    case 'set':
      return (
        <CheckboxGroup
          label={filter.label}
          direction="row"
          options={filter.options}
          value={values[name] as readonly string[]}
          onChange={(next) => set(next)}
        />
      );
    case 'dateRange':
      return <DayRangeField key={urlKey} label={filter.label} value={urlValues[name] as DayRange} onCommit={set} />;
    case 'number':
      return <NumberField key={urlKey} filter={filter} value={urlValues[name] as number | null} onCommit={set} />;
    case 'numberRange':
      return <NumberRangeField key={urlKey} filter={filter} value={urlValues[name] as NumberRange} onCommit={set} />;
  }
}
