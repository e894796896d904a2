/**
 * Back-office coupon code calls (backoffice.md §3 couponCodeSpecs with publishedType, §4 code
 * statuses, §5 word and pattern codes, §7 Coupons "code spec"; issue 30): a specification's code
 * specifications, adding one (which starts its generation job), and exporting its codes as a
 * CSV/XLSX file job. Paths chosen here under the specification's own:
 * `/rest/coupon/admin/tenant/coupon-specs/{couponKey}/code-specs…`; the COUPON permission.
 *
 * What the server promises:
 * - adding a code specification is allowed while the coupon's status allows ADD_CODES
 *   (adminCouponRules.ts), otherwise 409 `coupon.transition.not_allowed`;
 * - the body is checked by the §5 rules (adminCouponCodeRules.ts) with their words at the field;
 *   a word that is already a code, or a count over what the pattern has left (codes of it made
 *   before), is 400 `request.invalid` at `word` / `count`;
 * - generating is a job of kind COUPON_CODES (the job centre: progress by chunks of
 *   CODE_CHUNK_SIZE codes, cancellable — codes already made stay); its result counts codes;
 * - every code of the tenant is unique, whatever the pattern or specification that made it;
 * - the export is a job (kind EXPORT) whose result is the file of the specification's codes.
 */
import { z } from 'zod/mini';
import { actorSchema, isoDateTime } from './adminKit';
import {
  CODE_NAME_MAX,
  codeCapacity,
  codeCountProblem,
  codeNameProblem,
  codePublishedTypes,
  codeStatuses,
  patternProblem,
  wordProblem,
} from './adminCouponCodeRules';
import { jobSchema } from './adminJob';
import { defineEndpoint } from './endpoint';

const base = '/rest/coupon/admin/tenant/coupon-specs/{couponKey}/code-specs';
const access = { side: 'operator', permission: 'COUPON' } as const;

export const codePublishedTypeSchema = z.enum(codePublishedTypes);
export const codeStatusSchema = z.enum(codeStatuses);

export const codeSpecSchema = z.object({
  codeSpecKey: z.string(),
  couponKey: z.string(),
  /** The code name the operator gave (§5 "a code name is needed first"). */
  name: z.string(),
  publishedType: codePublishedTypeSchema,
  /** WORD: the one code. */
  word: z.nullable(z.string()),
  /** PATTERN: fixed characters and `*` random positions. */
  pattern: z.nullable(z.string()),
  /** How many codes were asked for (1 for a WORD). */
  count: z.number().check(z.int(), z.gte(1)),
  /** How many exist now (the job makes them chunk by chunk; a cancelled job stops short). */
  generatedCount: z.number().check(z.int(), z.gte(0)),
  status: codeStatusSchema,
  /** The generation job (the job centre reads its progress). */
  jobId: z.nullable(z.string()),
  createdAt: isoDateTime,
  createdBy: actorSchema,
});
export type CodeSpec = z.infer<typeof codeSpecSchema>;

interface CodeSpecInput {
  name: string;
  publishedType: (typeof codePublishedTypes)[number];
  word: string | null;
  pattern: string | null;
  count: number;
}

export const codeSpecBodySchema = z
  .object({
    name: z.string().check(z.trim(), z.maxLength(CODE_NAME_MAX)),
    publishedType: codePublishedTypeSchema,
    word: z.nullable(z.string().check(z.trim())),
    pattern: z.nullable(z.string().check(z.trim())),
    count: z.number(),
  })
  .check(
    z.superRefine<CodeSpecInput>((value, ctx) => {
      const at = (path: string, message: string | null) => {
        if (message) ctx.addIssue({ code: 'custom', message, path: [path], input: value });
      };
      at('name', codeNameProblem(value.name));
      if (value.publishedType === 'WORD') {
        at('word', wordProblem(value.word ?? ''));
        if (value.count !== 1) at('count', '지정 코드는 1개만 만들 수 있어요.');
        return;
      }
      if (value.publishedType === 'PATTERN') {
        const problem = patternProblem(value.pattern ?? '');
        at('pattern', problem);
        if (problem) return;
      }
      at('count', codeCountProblem(value.count, codeCapacity(value.publishedType, value.pattern)));
    }),
  );
export type CodeSpecBody = z.infer<typeof codeSpecBodySchema>;

const couponParams = z.object({ couponKey: z.string().check(z.minLength(1)) });
const codeSpecParams = z.object({ couponKey: z.string().check(z.minLength(1)), codeSpecKey: z.string().check(z.minLength(1)) });

export const codeExportFormats = ['CSV', 'XLSX'] as const;

export const codeSpecs = defineEndpoint({
  id: 'adminCouponCode.codeSpecs',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  params: couponParams,
  response: z.object({ items: z.array(codeSpecSchema) }),
  summary: "A coupon specification's code specifications, newest first; 404 request.not_found for an unknown coupon.",
});

export const createCodeSpec = defineEndpoint({
  id: 'adminCouponCode.createCodeSpec',
  method: 'POST',
  path: base,
  auth: 'required',
  access,
  params: couponParams,
  body: codeSpecBodySchema,
  response: z.object({ codeSpec: codeSpecSchema, job: jobSchema }),
  summary:
    'Add a code specification and start its generation job (COUPON_CODES); 400 request.invalid at name / word / pattern / count (a word taken, a count over the capacity left); 409 coupon.transition.not_allowed when the status allows no codes.',
});

export const exportCodes = defineEndpoint({
  id: 'adminCouponCode.exportCodes',
  method: 'POST',
  path: `${base}/{codeSpecKey}/export`,
  auth: 'required',
  access,
  params: codeSpecParams,
  body: z.object({ format: z.enum(codeExportFormats) }),
  response: jobSchema,
  summary: "Export a code specification's codes as a job whose result is a CSV or XLSX file.",
});

export const adminCouponCodeEndpoints = { codeSpecs, createCodeSpec, exportCodes };
