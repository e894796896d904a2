/**
 * `/admin/assignments` (backoffice.md §2 "Assignment of classes and courses", §3 Assignment
 * completionTargetValue, §7 Assignments; issue 29): give a class (klass tickets) or a course (course
 * tickets) to people chosen from the member search — rows, a page, or "all N matching" sent as the
 * member list's query scope — a member group, or an imported list checked by the dry run. The start
 * day is a Seoul day; the completion target is a form stored as §3's JSON. Starting asks first with
 * the count and scope; if the server finds the scope now covers another number of people than the
 * operator saw (a group or a search that moved), it asks again with the new number before anything
 * runs (a change threshold). The assignment is a job of the job centre; its page opens at once.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { DateField } from '@ds/components/DateField';
import type { DataTableColumn } from '@ds/components/DataTable';
import { ErrorState } from '@ds/components/ErrorState';
import { RadioGroup } from '@ds/components/RadioGroup';
import { Select } from '@ds/components/Select';
import { Skeleton } from '@ds/components/Skeleton';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { AssignmentGroup, AssignmentMember, AssignmentPeople, AssignmentTarget, DryRunRow } from '@app/shared/api/contract/adminAssignment';
import {
  ASSIGNMENT_MEMO_MAX,
  completionTargetToJson,
  parseCompletionRate,
  type AssignmentTargetType,
} from '@app/shared/api/contract/adminAssignmentRules';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { formatPhone } from '@app/shared/lib/format/phone';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { ImportDialog } from '../kit/import';
import { useJobCentre } from '../kit/jobs/JobCentre';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { useListState } from '../kit/list/useListState';
import { useListSelection } from '../kit/selection/useListSelection';
import { AdminPage } from '../shell/AdminPage';
import { adminAssignmentKeys, assign, groupsQuery, LEARNER_TICKETS_AREA, membersQuery } from './api';
import { assignmentImportDefinition } from './assignmentImport';
import { ListImport } from './ListImport';
import { memberPickerDefinition, type MemberPickerDefinition } from './memberPicker';
import { assignmentJobPath } from './paths';
import { TargetPicker } from './TargetPicker';

const text = copy.backofficeAssignments.assign;
const peopleText = copy.backofficeAssignments.people;
const listText = copy.backofficeAssignments.list;

type Source = 'SEARCH' | 'GROUP' | 'LIST';
const sources: readonly Source[] = ['SEARCH', 'GROUP', 'LIST'];

// Not a <form>: the member search's filter bar is a form of its own, and forms do not nest.
const Form = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  fieldset { display: grid; gap: ${vars.space[3]}; margin: 0; padding: 0; border: 0; min-width: 0; }
  legend { margin-bottom: ${vars.space[2]}; font-size: ${vars.font.sizeLg}; font-weight: ${vars.font.weightBold}; }
`;

const Row = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  align-items: start;
`;

const memberColumns: DataTableColumn<AssignmentMember>[] = [
  { id: 'displayName', header: peopleText.columnName, cell: (member) => member.displayName },
  { id: 'email', header: peopleText.columnEmail, cell: (member) => member.email },
  { id: 'phone', header: peopleText.columnPhone, cell: (member) => (member.phone ? formatPhone(member.phone) : peopleText.noPhone) },
];

/** What the confirmation shows and the call sends. */
interface Pending {
  people: AssignmentPeople;
  count: number;
  scope: string;
}

/** The server found another count than the operator saw: asked again before anything runs. */
interface Moved {
  pending: Pending;
  matching: number;
}

/** The same people with the count the server found now, for the second confirmation. */
function withCount(people: AssignmentPeople, matching: number): AssignmentPeople {
  if (people.source === 'GROUP') return { ...people, expectedCount: matching };
  if (people.source === 'SELECTION' && people.selection.kind === 'query') return { ...people, selection: { ...people.selection, expectedCount: matching } };
  return people;
}

function matchingCountOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== errorCodes.selectionChanged.code) return null;
  const matching = error.data?.matchingCount;
  return typeof matching === 'number' ? matching : null;
}

interface AssignFormProps {
  definition: MemberPickerDefinition;
  groups: readonly AssignmentGroup[];
}

function AssignForm({ definition, groups }: AssignFormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const centre = useJobCentre();
  const list = useListState(definition);
  const page = useListPageQuery(list, membersQuery);
  const selection = useListSelection(list, page.data?.totalCount, peopleText.unit);

  const [targetType, setTargetType] = useState<AssignmentTargetType>('KLASS');
  const [target, setTarget] = useState<AssignmentTarget | null>(null);
  const [source, setSource] = useState<Source>('SEARCH');
  const [groupKey, setGroupKey] = useState('');
  const [pasted, setPasted] = useState('');
  const [checked, setChecked] = useState<readonly DryRunRow[] | null>(null);
  const [startDay, setStartDay] = useState('');
  const [rate, setRate] = useState('');
  const [quizRequired, setQuizRequired] = useState(false);
  const [memo, setMemo] = useState('');
  const [errors, setErrors] = useState<{ target?: string; people?: string; rate?: string }>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [moved, setMoved] = useState<Moved | null>(null);
  const [importing, setImporting] = useState(false);

  const group = groups.find((candidate) => candidate.groupKey === groupKey);
  const newRows = checked?.filter((row) => row.kind === 'NEW') ?? [];

  const start = useMutation({
    mutationFn: (people: AssignmentPeople) => {
      const parsed = parseCompletionRate(rate);
      if (!target || 'error' in parsed) throw new Error('the form was checked before sending');
      return assign({
        target: { targetType: target.targetType, targetId: target.targetId },
        people,
        startDay: startDay === '' ? null : startDay,
        completionTargetValue: completionTargetToJson({ progressRate: parsed.rate, quizRequired }),
        memo,
      });
    },
    meta: announces(adminAssignmentKeys.all, LEARNER_TICKETS_AREA),
    onSuccess: (job) => {
      centre.track(job);
      toast.show(text.started);
      void navigate(assignmentJobPath(job.jobId));
    },
  });

  /** The people as chosen now, with their count and scope in words; null (with the error said) when none. */
  const chosenPeople = (): Pending | null => {
    switch (source) {
      case 'SEARCH':
        if (!selection.scope || selection.tooLarge) return null;
        return { people: { source: 'SELECTION', selection: selection.scope }, count: selection.count, scope: selection.summary };
      case 'GROUP':
        if (!group || group.memberCount === 0) return null;
        return {
          people: { source: 'GROUP', groupKey: group.groupKey, expectedCount: group.memberCount },
          count: group.memberCount,
          scope: peopleText.groupScope(group.name, formatCount(group.memberCount)),
        };
      case 'LIST':
        if (newRows.length === 0) return null;
        return {
          people: { source: 'LIST', accountKeys: newRows.flatMap((row) => row.accountKey ?? []) },
          count: newRows.length,
          scope: peopleText.listScope(formatCount(newRows.length)),
        };
    }
  };

  const peopleMissing: Record<Source, string> = {
    SEARCH: selection.tooLarge ? peopleText.tooLarge : peopleText.searchRequired,
    GROUP: peopleText.groupRequired,
    LIST: peopleText.listRequired,
  };

  const submit = () => {
    const parsed = parseCompletionRate(rate);
    const people = chosenPeople();
    const next = {
      target: target ? undefined : text.targetRequired,
      people: people ? undefined : peopleMissing[source],
      rate: 'error' in parsed ? parsed.error : undefined,
    };
    setErrors(next);
    if (people && !next.target && !next.rate) setPending(people);
  };

  /** The file import commits from its dialog: the target and the terms are checked before it opens. */
  const openImport = () => {
    const parsed = parseCompletionRate(rate);
    const next = { target: target ? undefined : text.targetRequired, rate: 'error' in parsed ? parsed.error : undefined };
    setErrors(next);
    if (!next.target && !next.rate) setImporting(true);
  };
  // One definition per target: the dialog keeps its dry run while the rest of the form re-renders.
  const { mutateAsync: startAsync } = start;
  const importDefinition = useMemo(
    () =>
      target
        ? assignmentImportDefinition({ targetType: target.targetType, targetId: target.targetId }, (accountKeys) =>
            startAsync({ source: 'LIST', accountKeys }),
          )
        : null,
    [target, startAsync],
  );

  const send = (chosen: Pending) => {
    setPending(null);
    setMoved(null);
    start.mutate(chosen.people, {
      onError: (error) => {
        const matching = matchingCountOf(error);
        if (matching !== null) setMoved({ pending: chosen, matching });
      },
    });
  };

  return (
    <>
      <Form>
        <fieldset>
          <legend>{text.targetLegend}</legend>
          <TargetPicker
            targetType={targetType}
            onTargetTypeChange={(next) => {
              setTargetType(next);
              setChecked(null);
            }}
            targetId={target?.targetId ?? ''}
            onChange={(next) => {
              setTarget(next);
              setChecked(null);
              setErrors((current) => ({ ...current, target: undefined }));
            }}
            error={errors.target}
          />
        </fieldset>

        <fieldset>
          <legend>{text.peopleLegend}</legend>
          <RadioGroup
            label={peopleText.sourceLabel}
            direction="row"
            options={sources.map((value) => ({ value, label: peopleText.sources[value] }))}
            value={source}
            onChange={(value) => {
              setSource(sources.find((candidate) => candidate === value) ?? 'SEARCH');
              setErrors((current) => ({ ...current, people: undefined }));
            }}
          />
          {errors.people && <Alert tone="danger">{errors.people}</Alert>}
          {source === 'SEARCH' && (
            <ListPage
              list={list}
              page={page}
              caption={peopleText.caption}
              noun={peopleText.noun}
              unit={peopleText.unit}
              columns={memberColumns}
              getRowKey={(member) => member.accountKey}
              getRowLabel={(member) => member.displayName}
              selection={selection}
              height={360}
            />
          )}
          {source === 'GROUP' && (
            <Select
              label={peopleText.groupField}
              required
              placeholder={peopleText.groupPlaceholder}
              value={groupKey}
              onChange={(event) => setGroupKey(event.target.value)}
              options={groups.map((candidate) => ({ value: candidate.groupKey, label: peopleText.groupOption(candidate.name, formatCount(candidate.memberCount)) }))}
            />
          )}
          {source === 'LIST' && (
            <ListImport
              target={target ? { targetType: target.targetType, targetId: target.targetId } : null}
              pasted={pasted}
              onPastedChange={(next) => {
                setPasted(next);
                setChecked(null);
              }}
              rows={checked}
              onChecked={setChecked}
              onImportFile={openImport}
            />
          )}
        </fieldset>

        <fieldset>
          <legend>{text.termsLegend}</legend>
          <Row>
            <DateField label={text.startDay} hint={text.startDayHint} value={startDay} onChange={(event) => setStartDay(event.target.value)} />
            <TextField
              label={text.rate}
              hint={text.rateHint}
              inputMode="numeric"
              value={rate}
              error={errors.rate}
              onChange={(event) => setRate(event.target.value)}
            />
          </Row>
          <Checkbox label={text.quizRequired} checked={quizRequired} onChange={(event) => setQuizRequired(event.target.checked)} />
          <TextField label={text.memo} hint={text.memoHint} maxLength={ASSIGNMENT_MEMO_MAX} value={memo} onChange={(event) => setMemo(event.target.value)} />
        </fieldset>

        {start.isError && matchingCountOf(start.error) === null && <Alert tone="danger">{text.failed}</Alert>}
        <div>
          <Button loading={start.isPending} onClick={submit}>
            {text.submit}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        title={text.confirmTitle}
        submitLabel={text.confirmSubmit}
        cancelLabel={text.keepEditing}
        onCancel={() => setPending(null)}
        onSubmit={() => pending && send(pending)}
      >
        {pending && target ? text.confirmBody(target.title, pending.scope, formatCount(pending.count)) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={moved !== null}
        title={text.movedTitle}
        submitLabel={moved ? text.movedSubmit(formatCount(moved.matching)) : ''}
        cancelLabel={text.keepEditing}
        onCancel={() => setMoved(null)}
        onSubmit={() =>
          moved && send({ ...moved.pending, people: withCount(moved.pending.people, moved.matching), count: moved.matching })
        }
      >
        {moved ? text.movedBody(formatCount(moved.pending.count), formatCount(moved.matching)) : null}
      </ConfirmDialog>
      {importDefinition && target && (
        <ImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          title={listText.importTitle(target.title)}
          description={listText.importDescription}
          definition={importDefinition}
          countLabels={{ existing: listText.importExisting, notFound: listText.importNotFound }}
          notFoundMessage={listText.importNotFoundMessage}
          fileBaseName={listText.importFileName(target.title)}
        />
      )}
    </>
  );
}

export function AssignPage() {
  const groups = useQuery(groupsQuery());
  const groupItems = groups.data?.items;
  const definition = useMemo(() => (groupItems ? memberPickerDefinition(groupItems) : null), [groupItems]);
  return (
    <AdminPage title={text.title} area={areaById('ASSIGNMENT')} description={text.intro}>
      <AreaSectionNav />
      {definition && groupItems ? (
        <AssignForm definition={definition} groups={groupItems} />
      ) : groups.isError ? (
        <ErrorState title={text.loadFailed} description={copy.common.serverError} retryLabel={copy.common.retry} onRetry={() => void groups.refetch()} />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={8} />
        </div>
      )}
    </AdminPage>
  );
}
