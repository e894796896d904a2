/**
 * Generic bounded text and number fields (spec learner.md §5 "Generic bounded text", "Generic
 * text field", "Number field"): text is normalised (trimmed, repeated whitespace collapsed to one
 * space), counted as a reader counts characters, limited to min 2 / max 30 by default, and may
 * only hold Korean letters and jamo, Latin letters, digits, whitespace and the listed symbols —
 * anything else (an emoji) gets the "only Korean/English/digits/special characters" message.
 */
import { z } from 'zod/mini';
import { countCharacters } from '@ds/lib/text/characters';
import { validationMessages as messages } from '@app/shared/api/contract/validationMessages';

export const TEXT_MIN = 2;
export const TEXT_MAX = 30;

/** Korean letters and jamo, Latin letters, digits, whitespace and , . ~ ! = ` ₩ / @ # $ % ^ & * ( ) _ + | < > ? : ; { } [ ] \ - */
const ALLOWED_CHARACTERS = /^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9\s,.~!=`₩/@#$%^&*()_+|<>?:;{}[\]\\-]*$/u;

/** The first character bounded text may not hold (an emoji, a quote), or null: for a message that names it. */
export function refusedTextCharacter(value: string): string | null {
  return [...value].find((character) => !ALLOWED_CHARACTERS.test(character)) ?? null;
}

/** Trims and collapses every run of whitespace to one space. */
export function normaliseText(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export interface TextBounds {
  min?: number;
  max?: number;
  /** When true, any character is accepted (the character list is not checked). */
  allowEmoji?: boolean;
}

/** A normalised text of `min`..`max` characters; one message per failure, the first that applies. */
export function boundedText({
  min = TEXT_MIN,
  max = TEXT_MAX,
  allowEmoji = false,
}: TextBounds = {}) {
  return z.string().check(
    z.overwrite(normaliseText),
    z.superRefine((value, ctx) => {
      if (!allowEmoji && !ALLOWED_CHARACTERS.test(value)) {
        ctx.addIssue({ code: 'custom', message: messages.allowedCharacters });
        return;
      }
      const length = countCharacters(value);
      if (length < min) ctx.addIssue({ code: 'custom', message: messages.minLength(min) });
      else if (length > max)
        ctx.addIssue({ code: 'custom', message: messages.maxLength(max, length) });
    }),
  );
}

/** Digits only, `min`..`max` of them (§5 "Number field: digits only, 2 to 30"). */
export function numberText({
  min = TEXT_MIN,
  max = TEXT_MAX,
}: Omit<TextBounds, 'allowEmoji'> = {}) {
  return z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      if (!/^\d*$/.test(value)) ctx.addIssue({ code: 'custom', message: messages.digitsOnly });
      else if (value.length < min)
        ctx.addIssue({ code: 'custom', message: messages.minLength(min) });
      else if (value.length > max)
        ctx.addIssue({ code: 'custom', message: messages.maxLength(max, value.length) });
    }),
  );
}
