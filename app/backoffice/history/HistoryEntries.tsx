/**
 * Change-history entries as a list, newest first as given (issue 15, part 6): each entry's record
 * and action as its heading, who and when (Asia/Seoul) under it, and before → after per changed
 * field. The words "before" and "after" are read to screen readers; the eye gets the arrow.
 * Shared by a record's history on a detail screen and the history page. A field only the caller
 * can name (a member's `info.<fieldName>`, labelled by the tenant's info-config) and its coded
 * values (an option's value → its label) are put in words by the caller's `fieldWords`; every
 * other field by its record type's declaration, given by its area (kit/kinds: its label, and its
 * value as the area's screens show it). A bulk change also says whom it touched (`TouchedRecords`).
 */
import styled from 'styled-components';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { vars } from '@ds/tokens/vars';
import type { HistoryEntry, HistoryRecordType, HistoryValue } from '@app/shared/api/contract/adminHistory';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { historyFieldLabel, historyFieldValue, recordTypeWords } from '../kit/kinds/foundKindWords';
import { TouchedRecords } from './TouchedRecords';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  padding: ${vars.space[3]} 0;
  border-bottom: 1px solid ${vars.color.border};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
`;

const Meta = styled.p`
  margin: ${vars.space[1]} 0 ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const Changes = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  font-size: ${vars.font.sizeSm};
`;

/** A field's name and values: the grid places them as if the wrapper were not there. */
const Pair = styled.div`
  display: contents;
`;

const Field = styled.dt`
  color: ${vars.color.textMuted};
`;

const Values = styled.dd`
  margin: 0;
  /* A long value (an address, a description) wraps inside its column instead of widening it. */
  overflow-wrap: anywhere;
`;

const Old = styled.span`
  color: ${vars.color.textMuted};
  text-decoration: line-through;
`;

export interface HistoryEntriesProps {
  entries: readonly HistoryEntry[];
  /** Level of each entry's heading within the page (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Words for the fields only the caller can name; what it leaves undefined, the record type's declaration says. */
  fieldWords?: HistoryFieldWords;
}

/** Puts in words recorded fields a declaration cannot (their words depend on the record's own data). */
export interface HistoryFieldWords {
  /** A field's name. */
  field(field: string): string | undefined;
  /** A value the field records as a code (never called for an empty value). */
  value(field: string, value: string): string | undefined;
}

export function HistoryEntries({ entries, headingLevel = 3, fieldWords }: HistoryEntriesProps) {
  const text = copy.backofficeHistory;
  const heading = `h${headingLevel}` as const;
  const valueWords = (type: HistoryRecordType, field: string, value: HistoryValue) =>
    (value === null || value === '' ? undefined : fieldWords?.value(field, String(value))) ?? historyFieldValue(type, field, value);
  return (
    <List>
      {entries.map((entry) => (
        <Item key={entry.changeKey}>
          <Title as={heading}>{text.entryTitle(recordTypeWords(entry.record.type), entry.record.label, entry.action)}</Title>
          <Meta>{text.entryMeta(entry.actor.displayName, formatDateTime(entry.changedAt))}</Meta>
          {entry.changes.length > 0 ? (
            <Changes>
              {entry.changes.map((change) => (
                <Pair key={change.field}>
                  <Field>{fieldWords?.field(change.field) ?? historyFieldLabel(entry.record.type, change.field)}</Field>
                  <Values>
                    <VisuallyHidden>{text.before} </VisuallyHidden>
                    <Old>{valueWords(entry.record.type, change.field, change.before)}</Old>
                    <span aria-hidden="true"> → </span>
                    <VisuallyHidden>, {text.after} </VisuallyHidden>
                    <span>{valueWords(entry.record.type, change.field, change.after)}</span>
                  </Values>
                </Pair>
              ))}
            </Changes>
          ) : null}
          {entry.touched ? <TouchedRecords changeKey={entry.changeKey} touched={entry.touched} /> : null}
        </Item>
      ))}
    </List>
  );
}
