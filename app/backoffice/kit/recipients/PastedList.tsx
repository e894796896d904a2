/**
 * Choosing people from a pasted list (the kit's recipient picker; issue 29): e-mails or login ids
 * one a line (or a spreadsheet column), checked by the area's dry run against its subject before
 * anything is sent — new, already holds it, withdrawn, account not found, invalid — each row told
 * apart, with the counts. Only the new ones are sent; a changed list or subject needs checking
 * again. A CSV file goes through the import kit's dialog instead (RecipientPicker).
 */
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import { Table } from '@ds/components/Table';
import { TextArea } from '@ds/components/TextArea';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import { RECIPIENT_LIST_MAX, recipientRowKinds, type RecipientRowKind } from '@app/shared/api/contract/adminRecipients';
import { copy } from '@app/shared/copy';
import type { RecipientPickerApi } from './useRecipientPicker';

const text = copy.backofficeRecipients.list;

const kindTone: Record<RecipientRowKind, StatusTone> = { NEW: 'success', ALREADY_HOLDS: 'neutral', WITHDRAWN: 'danger', NOT_FOUND: 'warning', INVALID: 'danger' };

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  > ul { display: flex; flex-wrap: wrap; gap: ${vars.space[2]} ${vars.space[4]}; margin: 0; padding: 0; list-style: none; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export interface PastedListProps {
  picker: RecipientPickerApi;
  /** The area's word for a row whose account holds what is given already ("이미 보유"). */
  alreadyHolds: string;
  /** Said while the subject is not chosen ("먼저 배정할 클래스나 코스를 골라 주세요."); none where it is always known. */
  subjectFirst?: string;
  onImportFile: () => void;
}

export function PastedList({ picker, alreadyHolds, subjectFirst, onImportFile }: PastedListProps) {
  const { identifiers, rows, check } = picker;
  const kindWord = (kind: RecipientRowKind) => (kind === 'ALREADY_HOLDS' ? alreadyHolds : text.kinds[kind]);
  const tooMany = identifiers.length > RECIPIENT_LIST_MAX;
  return (
    <Stack>
      <TextArea
        label={text.field}
        hint={text.hint(formatCount(RECIPIENT_LIST_MAX))}
        rows={6}
        value={picker.pasted}
        error={tooMany ? text.tooMany(formatCount(RECIPIENT_LIST_MAX)) : undefined}
        onChange={(event) => picker.setPasted(event.target.value)}
      />
      <Buttons>
        <Button
          variant="secondary"
          disabled={picker.subject === null || identifiers.length === 0 || tooMany}
          loading={check.isPending}
          onClick={check.run}
        >
          {text.check(formatCount(identifiers.length))}
        </Button>
        <Button variant="secondary" onClick={onImportFile}>
          {text.importOpen}
        </Button>
      </Buttons>
      {picker.subject === null && subjectFirst && <p>{subjectFirst}</p>}
      {check.isError && <Alert tone="danger">{text.checkFailed}</Alert>}
      {rows && (
        <>
          <ul aria-label={text.summaryLabel}>
            {recipientRowKinds.map((kind) => (
              <li key={kind}>{text.kindCount(kindWord(kind), formatCount(rows.filter((row) => row.kind === kind).length))}</li>
            ))}
          </ul>
          <Table
            caption={text.caption}
            rows={rows}
            getRowKey={(row) => row.identifier}
            columns={[
              { id: 'identifier', header: text.columnIdentifier, cell: (row) => row.identifier },
              { id: 'kind', header: text.columnKind, cell: (row) => <StatusLabel tone={kindTone[row.kind]}>{kindWord(row.kind)}</StatusLabel> },
              { id: 'name', header: text.columnName, cell: (row) => row.displayName ?? text.noName },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
