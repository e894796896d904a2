/**
 * The kit's recipient picker (issue 29; used by the assignments and by coupons issued to individual
 * accounts): whom a back-office job gives something to, chosen from the member search (rows, a
 * page, or "all N matching" sent as the member list's query scope, never ids), a member group, or a
 * pasted list or CSV file told apart by the area's dry run before anything is sent. The area brings
 * its member search and dry run calls (useRecipientPicker), its words for "already holds it" and
 * for the file import, and how it starts its job for an imported file; it reads what was chosen
 * with `picker.choose()` and confirms it with the count and scope in words (useRecipientStart).
 * A page opened from the member list's selection shows those people as chosen ("회원 목록에서 고른
 * N명"), with a button that puts the three ways back. People picked in the search are listed
 * above it with their count (PickedPeople), kept across searches until removed.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { RadioGroup } from '@ds/components/RadioGroup';
import { Select } from '@ds/components/Select';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import type { RecipientMember } from '@app/shared/api/contract/adminRecipients';
import { copy } from '@app/shared/copy';
import { formatPhone } from '@app/shared/lib/format/phone';
import { ImportDialog } from '../import';
import { ListPage } from '../list/ListPage';
import { PastedList } from './PastedList';
import { PickedPeople } from './PickedPeople';
import { recipientImportDefinition, type RecipientStart } from './recipientImport';
import { recipientSources, type RecipientPickerApi } from './useRecipientPicker';

const text = copy.backofficeRecipients;

const Handed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  p { margin: 0; }
  strong { font-size: ${vars.font.sizeLg}; }
`;

const memberColumns: DataTableColumn<RecipientMember>[] = [
  { id: 'displayName', header: text.columnName, cell: (member) => member.displayName },
  { id: 'email', header: text.columnEmail, cell: (member) => member.email },
  { id: 'phone', header: text.columnPhone, cell: (member) => (member.phone ? formatPhone(member.phone) : text.noPhone) },
];

/** The area's words: what holding it means, what to choose first, and the file import's dialog. */
export interface RecipientWords {
  alreadyHolds: string;
  /** Said at the pasted list while the subject is not chosen; a page whose subject is always known has none. */
  subjectFirst?: string;
  importTitle: string;
  importDescription: string;
  importFileName: string;
}

export interface RecipientPickerProps {
  picker: RecipientPickerApi;
  words: RecipientWords;
  /** Starts the area's job for the new accounts of an imported file (the dialog's commit). */
  startImported: RecipientStart;
  /** Checks the rest of the area's form before the file dialog opens (its commit starts the job); false keeps it closed. */
  beforeImport?: () => boolean;
}

export function RecipientPicker({ picker, words, startImported, beforeImport }: RecipientPickerProps) {
  const [importing, setImporting] = useState(false);
  const { subject } = picker;
  // One definition per subject: the dialog keeps its dry run while the rest of the form re-renders.
  const dryRun = subject?.dryRun;
  const importDefinition = useMemo(
    () => (dryRun ? recipientImportDefinition(dryRun, startImported, text.list.field) : null),
    [dryRun, startImported],
  );
  // Taking the handed-over people away puts focus on the ways of choosing that replace them.
  const focusWays = useRef(false);
  const waysRef = useCallback((node: HTMLDivElement | null) => {
    if (!node || !focusWays.current) return;
    focusWays.current = false;
    node.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);
  if (picker.fromMembers) {
    const { selection, count } = picker.fromMembers;
    return (
      <Handed role="group" aria-label={text.fromMembers.label}>
        <div>
          <p>
            <strong>{text.fromMembers.scope(formatCount(count))}</strong>
          </p>
          <p>{selection.kind === 'query' ? text.fromMembers.allMatchingHint : text.fromMembers.pickedHint}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            focusWays.current = true;
            picker.dropFromMembers();
          }}
        >
          {text.fromMembers.change}
        </Button>
      </Handed>
    );
  }
  return (
    <>
      <div ref={waysRef}>
        <RadioGroup
          label={text.sourceLabel}
          direction="row"
          options={recipientSources.map((value) => ({ value, label: text.sources[value] }))}
          value={picker.source}
          onChange={(value) => picker.setSource(recipientSources.find((candidate) => candidate === value) ?? 'SEARCH')}
        />
      </div>
      {picker.error && <Alert tone="danger">{picker.error}</Alert>}
      {picker.source === 'SEARCH' && !picker.selection.selection.matching && <PickedPeople people={picker.picked} onRemove={picker.selection.toggle} />}
      {picker.source === 'SEARCH' && (
        <ListPage
          list={picker.list}
          page={picker.page}
          caption={text.caption}
          noun={text.noun}
          unit={text.unit}
          columns={memberColumns}
          getRowKey={(member) => member.accountKey}
          getRowLabel={(member) => member.displayName}
          selection={picker.selection}
          height={360}
        />
      )}
      {picker.source === 'GROUP' && (
        <Select
          label={text.groupField}
          required
          placeholder={text.groupPlaceholder}
          value={picker.groupKey}
          onChange={(event) => picker.setGroupKey(event.target.value)}
          options={picker.groups.map((group) => ({ value: group.groupKey, label: text.groupOption(group.name, formatCount(group.memberCount)) }))}
        />
      )}
      {picker.source === 'LIST' && (
        <PastedList
          picker={picker}
          alreadyHolds={words.alreadyHolds}
          subjectFirst={words.subjectFirst}
          onImportFile={() => {
            if (!beforeImport || beforeImport()) setImporting(true);
          }}
        />
      )}
      {importDefinition && (
        <ImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          title={words.importTitle}
          description={words.importDescription}
          definition={importDefinition}
          countLabels={{ existing: words.alreadyHolds, notFound: text.list.importNotFound }}
          notFoundMessage={text.list.importNotFoundMessage}
          fileBaseName={words.importFileName}
        />
      )}
    </>
  );
}
