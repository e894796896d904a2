/**
 * Change-history entries as a list, newest first as given (issue 15, part 6): each entry's record
 * and action as its heading, who and when (Asia/Seoul) under it, and before → after per changed
 * field. The words "before" and "after" are read to screen readers; the eye gets the arrow.
 * Shared by a record's history on a detail screen and the history page. A field only the caller
 * can name (a member's `info.<fieldName>`, labelled by the tenant's info-config) is named by the
 * caller's `fieldLabel`; every other field by the catalogue.
 */
import styled from 'styled-components';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { vars } from '@ds/tokens/vars';
import type { HistoryEntry } from '@app/shared/api/contract/adminHistory';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';

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
  /** A recorded field's name as the caller knows it; undefined leaves it to the catalogue. */
  fieldLabel?: HistoryFieldLabel;
}

/** Names a recorded field the catalogue cannot (its words depend on the record's own data). */
export type HistoryFieldLabel = (field: string) => string | undefined;

export function HistoryEntries({ entries, headingLevel = 3, fieldLabel }: HistoryEntriesProps) {
  const text = copy.backofficeHistory;
  const heading = `h${headingLevel}` as const;
  return (
    <List>
      {entries.map((entry) => (
        <Item key={entry.changeKey}>
          <Title as={heading}>{text.entryTitle(entry.record.type, entry.record.label, entry.action)}</Title>
          <Meta>{text.entryMeta(entry.actor.displayName, formatDateTime(entry.changedAt))}</Meta>
          {entry.changes.length > 0 ? (
            <Changes>
              {entry.changes.map((change) => (
                <Pair key={change.field}>
                  <Field>{fieldLabel?.(change.field) ?? text.fieldName(entry.record.type, change.field)}</Field>
                  <Values>
                    <VisuallyHidden>{text.before} </VisuallyHidden>
                    <Old>{text.fieldValue(entry.record.type, change.field, change.before)}</Old>
                    <span aria-hidden="true"> → </span>
                    <VisuallyHidden>, {text.after} </VisuallyHidden>
                    <span>{text.fieldValue(entry.record.type, change.field, change.after)}</span>
                  </Values>
                </Pair>
              ))}
            </Changes>
          ) : null}
        </Item>
      ))}
    </List>
  );
}
