/**
 * Extending a class ticket's period (issue 40 "lets the operator extend … it"): the days, 1–365
 * (§5 "Days 1-365", the rule the server applies too) said at the field, saved through the form
 * kit; a refused change (a refunded ticket, 409 assignment.ticket.not_changeable) is said above the
 * form in the server's words, any other failure too, with the days typed kept. The current end and
 * the end the typed days give are shown as they are typed (Seoul time), so the operator sees what
 * the extension does before saving; a course's class whose new end passes the course ticket's end
 * is warned of, naming both ends (the spec sets no rule between them, so it is not refused), and
 * an ended ticket whose new end is still past is said to stay ended.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { DescriptionList } from '@ds/components/DescriptionList';
import { Dialog } from '@ds/components/Dialog';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { KlassTicketStatus } from '@app/shared/api/contract/adminKlassTicket';
import { daysProblem, endsAfterCourse, extendedPeriod, klassTicketErrorCodes, klassTicketRuleMessages } from '@app/shared/api/contract/adminKlassTicketRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { typedWholeNumber } from '../catalogue/typedNumber';
import { adminAssignmentKeys, extendKlassTicket, LEARNER_TICKETS_AREA } from './api';
import { periodEndText } from './LearningStatus';

const text = copy.backofficeAssignments.ticket;

const daysSchema = z.object({
  days: z.string().check(z.refine((value) => daysProblem(typedWholeNumber(value)) === null, { message: klassTicketRuleMessages.days })),
});
type DaysValues = z.infer<typeof daysSchema>;

export function ExtendTicketDialog({ ticket, onClose }: { ticket: KlassTicketStatus; onClose: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const formId = useId();
  const form = useForm<DaysValues>({ resolver: zodResolver(daysSchema), defaultValues: { days: '30' } });
  // The preview reads the clock once, as the dialog opens: the server extends from its own now.
  const [openedAt] = useState(Date.now);
  const typedDays = typedWholeNumber(useWatch({ control: form.control, name: 'days' }));
  const next = daysProblem(typedDays) === null ? extendedPeriod(ticket, typedDays, openedAt) : null;
  const course = ticket.course;
  const pastCourse = next !== null && course !== null && endsAfterCourse(next.expiredAt, course.expiredAt);
  const save = useFormSave({
    form,
    // The period moves only forward by the days typed: two extensions add up, none is stale.
    version: null,
    send: ({ days }) => extendKlassTicket(ticket.ticketKey, typedWholeNumber(days)),
    meta: announces(adminAssignmentKeys.all, adminHistoryKeys.all, LEARNER_TICKETS_AREA),
    fieldOf: (path) => (path === 'days' ? 'days' : null),
    area: (error) => (isApiError(error) && error.code === klassTicketErrorCodes.notChangeable.code ? { problem: 'notChangeable' as const } : null),
    onSaved: (saved, { days }) => {
      queryClient.setQueryData(adminAssignmentKeys.ticket(saved.ticketKey), saved);
      void queryClient.invalidateQueries({ queryKey: adminAssignmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      toast.show(text.extended(formatCount(typedWholeNumber(days))));
      onClose();
    },
  });
  return (
    <Dialog
      open
      onClose={() => !save.pending && onClose()}
      title={text.extendTitle}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.pending}>
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.pending}>
            {text.extendSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={save.submit}>
        <Stack gap={4}>
          <SaveProblemAlert problem={save.problem} failed={text.changeFailed} areaWords={{ notChangeable: klassTicketRuleMessages.refunded }} />
          <TextField label={text.extendDays} hint={text.extendHint} required inputMode="numeric" autoComplete="off" error={form.formState.errors.days?.message} {...form.register('days')} />
          {/* Said as the days change: the new end is what the operator is deciding (the alerts say themselves). */}
          <div aria-live="polite">
            <DescriptionList
              items={[
                { term: text.endNow, description: periodEndText(ticket) },
                { term: text.endAfter, description: next ? periodEndText(next) : text.endAfterUnknown },
              ]}
            />
          </div>
          {pastCourse && next.expiredAt && course.expiredAt ? (
            <Alert tone="warning">{text.endsAfterCourse(course.courseTitle, formatDateTime(course.expiredAt), formatDateTime(next.expiredAt))}</Alert>
          ) : null}
          {next?.status === 'END_OF_TERM' ? <Alert tone="warning">{text.stillEnded}</Alert> : null}
        </Stack>
      </form>
    </Dialog>
  );
}
