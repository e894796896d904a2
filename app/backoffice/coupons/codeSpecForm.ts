/**
 * The code specification form (backoffice.md §5 "Coupon word code: 3-16 of Korean/letters/digits.
 * Pattern code: max 16 with * for random positions; the count must not exceed the random capacity
 * and a code name is needed first"; issue 30): what is typed, checked by the contract's code rules
 * (adminCouponCodeRules.ts, the mock's own), the capacity hint as the pattern is typed, and the body.
 */
import { z } from 'zod/mini';
import type { CodeSpecBody } from '@app/shared/api/contract/adminCouponCode';
import {
  codeCapacity,
  codeCountProblem,
  codeNameProblem,
  codePublishedTypes,
  patternProblem,
  randomPositions,
  wordProblem,
  type CodePublishedType,
} from '@app/shared/api/contract/adminCouponCodeRules';
import { typedInteger } from './couponForm';

export interface CodeSpecFormValues {
  name: string;
  publishedType: CodePublishedType;
  word: string;
  pattern: string;
  count: string;
}

export const emptyCodeSpecForm: CodeSpecFormValues = { name: '', publishedType: 'PATTERN', word: '', pattern: '', count: '' };

export const codeSpecFormSchema = z
  .object({
    name: z.string().check(z.trim()),
    publishedType: z.enum(codePublishedTypes),
    word: z.string().check(z.trim()),
    pattern: z.string().check(z.trim()),
    count: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const at = (path: keyof CodeSpecFormValues, message: string | null) => {
        if (message) ctx.addIssue({ code: 'custom', message, path: [path], input: values });
      };
      at('name', codeNameProblem(values.name));
      if (values.publishedType === 'WORD') {
        at('word', wordProblem(values.word));
        return;
      }
      if (values.publishedType === 'PATTERN') {
        const problem = patternProblem(values.pattern);
        at('pattern', problem);
        if (problem) return;
      }
      at('count', codeCountProblem(typedInteger(values.count), codeCapacity(values.publishedType, values.pattern)));
    }),
  );

/** What the pattern as typed allows: its random positions and capacity; null before it is a pattern. */
export function patternHint(pattern: string): { positions: number; capacity: number } | null {
  if (patternProblem(pattern.trim()) !== null) return null;
  return { positions: randomPositions(pattern.trim()), capacity: codeCapacity('PATTERN', pattern.trim()) };
}

export function toCodeSpecBody(values: CodeSpecFormValues): CodeSpecBody {
  const type = values.publishedType;
  return {
    name: values.name,
    publishedType: type,
    word: type === 'WORD' ? values.word : null,
    pattern: type === 'PATTERN' ? values.pattern : null,
    count: type === 'WORD' ? 1 : typedInteger(values.count),
  };
}

/** A server's field issue, under the field that typed it. */
export function codeFieldOfIssue(path: string): keyof CodeSpecFormValues | null {
  const head = path.split('.')[0] ?? '';
  return head === 'name' || head === 'word' || head === 'pattern' || head === 'count' ? head : null;
}
