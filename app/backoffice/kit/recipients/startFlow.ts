/**
 * The start of a job that gives something to people, as steps without React (issues 29 and 30; the
 * kit's recipient picker): the operator confirms the people with their count and scope; if the
 * server then says a scope or group covers another number than was seen (`selection.changed`), it
 * asks again with the new number, and only that answer sends the same people with the count found.
 * One flow for the assign page and the coupon issue page (useRecipientStart draws it).
 */
import type { Recipients } from '@app/shared/api/contract/adminRecipients';
import { movedCountOf, recipientsWithCount } from './recipients';

/** The people chosen, what the confirmation says of them, and what the call sends. */
export interface ChosenRecipients {
  recipients: Recipients;
  count: number;
  scope: string;
  /** The people by name, when they were picked one by one: the confirmation lists them all. */
  names?: readonly string[];
}

export type StartStep =
  | { kind: 'idle' }
  /** Asking "give it to {scope} ({count})?" */
  | { kind: 'confirm'; chosen: ChosenRecipients }
  /** The server found `matching` people where the operator saw `chosen.count`: asking again. */
  | { kind: 'moved'; chosen: ChosenRecipients; matching: number };

export const idleStep: StartStep = { kind: 'idle' };

/** After a failed start: asked again when the count moved; any other failure is the form's to say. */
export function stepAfterFailure(chosen: ChosenRecipients, error: unknown): StartStep {
  const matching = movedCountOf(error);
  return matching === null ? idleStep : { kind: 'moved', chosen, matching };
}

/** The same people with the count the server found, sent once the operator agreed to it. */
export function movedChoice(step: Extract<StartStep, { kind: 'moved' }>): ChosenRecipients {
  return { ...step.chosen, recipients: recipientsWithCount(step.chosen.recipients, step.matching), count: step.matching };
}
