/**
 * Choosing people from an imported list (issue 29): e-mails or login ids pasted one a line (or
 * from a spreadsheet column), checked by the server's dry run against the chosen class or course
 * before anything is sent — new, already holds the ticket, account not found, invalid — each row
 * told apart, with the counts. Only the new ones go into the assignment; a changed list or target
 * needs checking again. A CSV file goes through the import kit's dialog instead (assignmentImport.ts).
 */
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import { Table } from '@ds/components/Table';
import { TextArea } from '@ds/components/TextArea';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import type { DryRunRow, DryRunRowKind, TargetRef } from '@app/shared/api/contract/adminAssignment';
import { ASSIGNMENT_LIST_MAX } from '@app/shared/api/contract/adminAssignmentRules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { dryRunList } from './api';

const text = copy.backofficeAssignments.list;

const kindTone: Record<DryRunRowKind, StatusTone> = { NEW: 'success', ALREADY_HOLDS: 'neutral', NOT_FOUND: 'warning', INVALID: 'danger' };
const kinds: readonly DryRunRowKind[] = ['NEW', 'ALREADY_HOLDS', 'NOT_FOUND', 'INVALID'];

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

/** The identifiers of the pasted text: one a line or comma-separated, blanks and repeats left out. */
export function identifiersOf(pasted: string): string[] {
  return [...new Set(pasted.split(/[\n,]/).map((line) => line.trim()).filter((line) => line !== ''))];
}

export interface ListImportProps {
  target: TargetRef | null;
  pasted: string;
  onPastedChange: (pasted: string) => void;
  /** The dry run of the current text and target; null until checked (or once either changed). */
  rows: readonly DryRunRow[] | null;
  onChecked: (rows: readonly DryRunRow[]) => void;
  /** Opens the import kit's dialog for a CSV file instead (the same dry run, then the job). */
  onImportFile: () => void;
  error?: string;
}

export function ListImport({ target, pasted, onPastedChange, rows, onChecked, onImportFile, error }: ListImportProps) {
  const identifiers = identifiersOf(pasted);
  const check = useMutation({
    mutationFn: (ref: TargetRef) => dryRunList({ target: ref, identifiers }),
    // A dry run changes nothing another tab shows.
    meta: announces(),
    onSuccess: (answer) => onChecked(answer.rows),
  });
  const tooMany = identifiers.length > ASSIGNMENT_LIST_MAX;
  return (
    <Stack>
      <TextArea
        label={text.field}
        hint={text.hint(formatCount(ASSIGNMENT_LIST_MAX))}
        rows={6}
        value={pasted}
        error={tooMany ? text.tooMany(formatCount(ASSIGNMENT_LIST_MAX)) : error}
        onChange={(event) => onPastedChange(event.target.value)}
      />
      <Buttons>
        <Button
          variant="secondary"
          disabled={target === null || identifiers.length === 0 || tooMany}
          loading={check.isPending}
          onClick={() => target && check.mutate(target)}
        >
          {text.check(formatCount(identifiers.length))}
        </Button>
        <Button variant="secondary" onClick={onImportFile}>
          {text.importOpen}
        </Button>
      </Buttons>
      {target === null && <p>{text.targetFirst}</p>}
      {check.isError && <Alert tone="danger">{text.checkFailed}</Alert>}
      {rows && (
        <>
          <ul aria-label={text.summaryLabel}>
            {kinds.map((kind) => (
              <li key={kind}>{text.kindCount(text.kinds[kind], formatCount(rows.filter((row) => row.kind === kind).length))}</li>
            ))}
          </ul>
          <Table
            caption={text.caption}
            rows={rows}
            getRowKey={(row) => row.identifier}
            columns={[
              { id: 'identifier', header: text.columnIdentifier, cell: (row) => row.identifier },
              { id: 'kind', header: text.columnKind, cell: (row) => <StatusLabel tone={kindTone[row.kind]}>{text.kinds[row.kind]}</StatusLabel> },
              { id: 'name', header: text.columnName, cell: (row) => row.displayName ?? text.noName },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
