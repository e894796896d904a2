/**
 * `/admin/assignments` (backoffice.md §2 "Assignment of classes and courses", §3 Assignment
 * completionTargetValue and Pass ticket, §7 Assignments; issue 29): give a class (klass tickets), a
 * course (course tickets) or a pass (pass tickets, no completion target) to people chosen with the kit's recipient picker (kit/recipients: the member search with
 * "all N matching" as a scope, a member group, or an imported list checked by the dry run). The start
 * day is a Seoul day; the completion target is a form stored as §3's JSON. Starting asks first with
 * the count and scope; if the server finds the scope now covers another number of people than the
 * operator saw (a group or a search that moved), it asks again with the new number before anything
 * runs (a change threshold; the kit's useRecipientStart). Opened by "수강권 지급" on the member list,
 * the people are that selection already. The assignment is a job of the job centre; its page opens
 * at once.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { DateField } from '@ds/components/DateField';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import type { AssignmentTarget } from '@app/shared/api/contract/adminAssignment';
import {
  ASSIGNMENT_MEMO_MAX,
  completionTargetToJson,
  emptyCompletionTarget,
  parseCompletionRate,
  type AssignmentTargetType,
} from '@app/shared/api/contract/adminAssignmentRules';
import type { RecipientGroup, Recipients } from '@app/shared/api/contract/adminRecipients';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { useJobCentre } from '../kit/jobs/JobCentre';
import { RecipientPicker, useRecipientPicker, useRecipientStart, type RecipientSubject } from '../kit/recipients';
import { AdminPage } from '../shell/AdminPage';
import { adminAssignmentKeys, assign, dryRunList, groupsQuery, LEARNER_TICKETS_AREA, membersQuery } from './api';
import { assignmentJobPath } from './paths';
import { TargetPicker } from './TargetPicker';

const text = copy.backofficeAssignments.assign;
const listText = copy.backofficeAssignments.list;

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

function AssignForm({ groups }: { groups: readonly RecipientGroup[] }) {
  const navigate = useNavigate();
  const toast = useToast();
  const centre = useJobCentre();

  const [targetType, setTargetType] = useState<AssignmentTargetType>('KLASS');
  const [target, setTarget] = useState<AssignmentTarget | null>(null);
  const [startDay, setStartDay] = useState('');
  const [rate, setRate] = useState('');
  const [quizRequired, setQuizRequired] = useState(false);
  const [memo, setMemo] = useState('');
  const [errors, setErrors] = useState<{ target?: string; rate?: string }>({});
  // A pass has no lessons: it has no completion target to set.
  const learns = targetType !== 'PASS';

  // What the people are checked against: the dry run of another class no longer holds.
  const subject = useMemo<RecipientSubject | null>(() => {
    if (!target) return null;
    const ref = { targetType: target.targetType, targetId: target.targetId };
    return { key: `${ref.targetType}:${ref.targetId}`, dryRun: (identifiers, options) => dryRunList({ target: ref, identifiers }, options) };
  }, [target]);
  const picker = useRecipientPicker({ listId: 'assignments.members', groups, membersQuery, subject });

  const start = useMutation({
    mutationFn: (people: Recipients) => {
      const parsed = learns ? parseCompletionRate(rate) : { rate: null };
      if (!target || 'error' in parsed) throw new Error('the form was checked before sending');
      return assign({
        target: { targetType: target.targetType, targetId: target.targetId },
        people,
        startDay: startDay === '' ? null : startDay,
        completionTargetValue: completionTargetToJson(learns ? { progressRate: parsed.rate, quizRequired } : emptyCompletionTarget),
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
  // The page's words for both questions, its own sentence for what is given to whom.
  const confirm = useRecipientStart(start, {
    ...text,
    confirmBody: (chosen) => (target ? text.confirmBody(target.title, text.ticketWords[target.targetType], chosen.scope) : null),
  });

  /** The class and the terms, said at their fields; true when both can be sent. */
  const checkForm = () => {
    const parsed = learns ? parseCompletionRate(rate) : { rate: null };
    const next = { target: target ? undefined : text.targetRequired, rate: 'error' in parsed ? parsed.error : undefined };
    setErrors(next);
    return !next.target && !next.rate;
  };

  const submit = () => {
    const formOk = checkForm();
    const chosen = picker.choose();
    if (chosen && formOk) confirm.ask(chosen);
  };

  const { mutateAsync: startAsync } = start;
  const startImported = useCallback((people: Recipients) => startAsync(people), [startAsync]);

  return (
    <>
      <Form>
        <fieldset>
          <legend>{text.targetLegend}</legend>
          <TargetPicker
            typeLabel={copy.backofficeAssignments.target.typeLabel}
            targetType={targetType}
            onTargetTypeChange={setTargetType}
            targetId={target?.targetId ?? ''}
            onChange={(next) => {
              setTarget(next);
              setErrors((current) => ({ ...current, target: undefined }));
            }}
            error={errors.target}
          />
        </fieldset>

        <fieldset>
          <legend>{text.peopleLegend}</legend>
          <RecipientPicker
            picker={picker}
            words={{
              alreadyHolds: listText.alreadyHolds,
              subjectFirst: listText.targetFirst,
              importTitle: listText.importTitle(target?.title ?? ''),
              importDescription: listText.importDescription,
              importFileName: listText.importFileName(target?.title ?? ''),
            }}
            startImported={startImported}
            beforeImport={checkForm}
          />
        </fieldset>

        <fieldset>
          <legend>{text.termsLegend}</legend>
          <Row>
            <DateField label={text.startDay} hint={text.startDayHint} value={startDay} onChange={(event) => setStartDay(event.target.value)} />
            {learns && (
              <TextField
                label={text.rate}
                hint={text.rateHint}
                inputMode="numeric"
                value={rate}
                error={errors.rate}
                onChange={(event) => setRate(event.target.value)}
              />
            )}
          </Row>
          {learns && <Checkbox label={text.quizRequired} checked={quizRequired} onChange={(event) => setQuizRequired(event.target.checked)} />}
          <TextField label={text.memo} hint={text.memoHint} maxLength={ASSIGNMENT_MEMO_MAX} value={memo} onChange={(event) => setMemo(event.target.value)} />
        </fieldset>

        {confirm.failed && <Alert tone="danger">{text.failed}</Alert>}
        <div>
          <Button loading={start.isPending} onClick={submit}>
            {text.submit}
          </Button>
        </div>
      </Form>
      {confirm.dialogs}
    </>
  );
}

export function AssignPage() {
  const groups = useQuery(groupsQuery());
  const groupItems = groups.data?.items;
  return (
    <AdminPage title={text.title} area={areaById('ASSIGNMENT')} description={text.intro}>
      <AreaSectionNav />
      {groupItems ? (
        <AssignForm groups={groupItems} />
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
