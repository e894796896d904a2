/**
 * One rule for every form that uploads before it sends (issue 42: a learner's 올리기 posted without
 * the file still going up): a submit pressed while a file is still uploading, or while one that
 * failed is still listed, is held — nothing is sent — and each field holding it says why at the
 * field (its message is announced), until that field settles; the next press then sends. The
 * button stays pressable, so the reason is heard where it was asked for rather than guessed from a
 * greyed-out button. Each upload field reports what it has pending (`useUploads().pending`, or its
 * own list mapped the same way); the words are the side's.
 */
import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { UploadsPending } from './useUploads';

/** What a held submit says, per reason: a file still going up, or one that failed and is still listed. */
export type UploadHoldWords = Readonly<Record<NonNullable<UploadsPending>, string>>;

/** What holds a form whose fields report `pending`: a file still going up first, then a failed one; null when none. */
export function holdOf(pending: Readonly<Partial<Record<string, UploadsPending>>>): UploadsPending {
  const reasons = Object.values(pending);
  if (reasons.includes('UPLOADING')) return 'UPLOADING';
  return reasons.includes('FAILED') ? 'FAILED' : null;
}

export interface UploadHold<Field extends string> {
  /** A field's pending uploads, whenever they change (stable: safe in an effect's dependencies). */
  report: (field: Field, pending: UploadsPending) => void;
  /** Call when the form is submitted: true when it must not send yet (the fields then say why). */
  holds: () => boolean;
  /** Why `field` holds the submit, once a submit was held; undefined otherwise. */
  reasonAt: (field: Field) => string | undefined;
  /**
   * The form's submit handler: held or not, the fields' own rules are checked and said as always
   * (`handleSubmit`, react-hook-form's), so one press tells everything still to do; `send` runs
   * only when no upload holds it.
   */
  submit: <Values>(handleSubmit: (onValid: (values: Values) => void) => (event?: BaseSyntheticEvent) => Promise<void>, send: (values: Values) => void) => (event: BaseSyntheticEvent) => void;
}

export function useUploadHold<Field extends string>(words: UploadHoldWords): UploadHold<Field> {
  const [pending, setPending] = useState<Partial<Record<Field, UploadsPending>>>({});
  // Whether a submit was held since everything last settled: a later upload says nothing until the next press.
  const [asked, setAsked] = useState(false);

  // What every field reported last, read at once (a report and a press in the same event see the same).
  const latest = useRef<Partial<Record<Field, UploadsPending>>>({});

  const report = useCallback((field: Field, next: UploadsPending) => {
    if ((latest.current[field] ?? null) === next) return;
    latest.current = { ...latest.current, [field]: next };
    setPending(latest.current);
    if (holdOf(latest.current) === null) setAsked(false);
  }, []);

  const holds = () => {
    const held = holdOf(latest.current) !== null;
    setAsked(held);
    return held;
  };

  const reasonAt = (field: Field) => {
    const reason = pending[field];
    return asked && reason ? words[reason] : undefined;
  };

  const submit: UploadHold<Field>['submit'] = (handleSubmit, send) => (event) => {
    const held = holds();
    void handleSubmit((values) => {
      if (!held) send(values);
    })(event);
  };

  return { report, holds, reasonAt, submit };
}
