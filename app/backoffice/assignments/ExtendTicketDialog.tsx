/**
 * Extending a class ticket's period (issue 40 "lets the operator extend … it"): the days, 1–365
 * (§5 "Days 1-365", the rule the server applies too) said at the field, saved through the form
 * kit; a refused change (a refunded ticket, 409 assignment.ticket.not_changeable) is said above the
 * form in the server's words, any other failure too, with the days typed kept.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { KlassTicketStatus } from '@app/shared/api/contract/adminKlassTicket';
import { daysProblem, klassTicketErrorCodes, klassTicketRuleMessages } from '@app/shared/api/contract/adminKlassTicketRules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { typedWholeNumber } from '../catalogue/typedNumber';
import { adminAssignmentKeys, extendKlassTicket, LEARNER_TICKETS_AREA } from './api';

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
        <SaveProblemAlert problem={save.problem} failed={text.changeFailed} areaWords={{ notChangeable: klassTicketRuleMessages.refunded }} />
        <TextField label={text.extendDays} hint={text.extendHint} required inputMode="numeric" autoComplete="off" error={form.formState.errors.days?.message} {...form.register('days')} />
      </form>
    </Dialog>
  );
}
