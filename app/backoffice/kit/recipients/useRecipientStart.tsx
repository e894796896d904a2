/**
 * The confirm-and-recount flow around the recipient picker (issues 29 and 30), once for every page
 * that starts a job giving something to people (the assign page, the coupon issue page): "give it
 * to {scope} ({count})?" before anything is sent, and when the server answers that the scope or
 * group now covers another number (`selection.changed`, a change threshold as Canvas has), the
 * same question again with the new number; only that second yes sends, with the count found. The
 * steps are startFlow.ts; the page brings its start mutation and its words. People picked one by
 * one are named under the question, every one of them (issue 38), so the whole list is confirmed.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { formatCount } from '@ds/lib/text/number';
import { copy } from '@app/shared/copy';
import type { Recipients } from '@app/shared/api/contract/adminRecipients';
import { movedCountOf } from './recipients';
import { idleStep, movedChoice, stepAfterFailure, type ChosenRecipients, type StartStep } from './startFlow';

/** The page's words for the two questions. */
export interface RecipientStartWords {
  confirmTitle: string;
  /** What is given to whom, with `chosen.scope` and its count. */
  confirmBody: (chosen: ChosenRecipients) => ReactNode;
  confirmSubmit: string;
  /** The page knows nobody chosen can get it (its own check of the chosen): the yes cannot be pressed. */
  confirmDisabled?: boolean;
  keepEditing: string;
  movedTitle: string;
  movedBody: (saw: string, now: string) => ReactNode;
  movedSubmit: (now: string) => string;
}

export interface RecipientStartApi {
  /** Asks the first question about the people the picker chose. */
  ask(chosen: ChosenRecipients): void;
  /** The start failed for another reason than a moved count: the page says so at its form. */
  failed: boolean;
  /** Render once in the page. */
  dialogs: ReactNode;
}

/** `start` is the page's mutation that starts its job (its own success: track the job, go to its page). */
export function useRecipientStart<Started>(start: UseMutationResult<Started, Error, Recipients>, words: RecipientStartWords): RecipientStartApi {
  const [step, setStep] = useState<StartStep>(idleStep);

  const send = (chosen: ChosenRecipients) => {
    setStep(idleStep);
    start.mutate(chosen.recipients, { onError: (error) => setStep(stepAfterFailure(chosen, error)) });
  };

  return {
    ask: (chosen) => setStep({ kind: 'confirm', chosen }),
    failed: start.isError && movedCountOf(start.error) === null,
    dialogs: (
      <>
        <ConfirmDialog
          open={step.kind === 'confirm'}
          title={words.confirmTitle}
          submitLabel={words.confirmSubmit}
          submitDisabled={words.confirmDisabled}
          cancelLabel={words.keepEditing}
          onCancel={() => setStep(idleStep)}
          onSubmit={() => step.kind === 'confirm' && send(step.chosen)}
        >
          {step.kind === 'confirm' ? (
            <>
              {words.confirmBody(step.chosen)}
              {step.chosen.names && (
                <ul aria-label={copy.backofficeRecipients.picked.listLabel}>
                  {step.chosen.names.map((name, index) => (
                    <li key={index}>{name}</li>
                  ))}
                </ul>
              )}
            </>
          ) : null}
        </ConfirmDialog>
        <ConfirmDialog
          open={step.kind === 'moved'}
          title={words.movedTitle}
          submitLabel={step.kind === 'moved' ? words.movedSubmit(formatCount(step.matching)) : ''}
          cancelLabel={words.keepEditing}
          onCancel={() => setStep(idleStep)}
          onSubmit={() => step.kind === 'moved' && send(movedChoice(step))}
        >
          {step.kind === 'moved' ? words.movedBody(formatCount(step.chosen.count), formatCount(step.matching)) : null}
        </ConfirmDialog>
      </>
    ),
  };
}
