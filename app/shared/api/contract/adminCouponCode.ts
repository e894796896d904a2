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
 * - the export is a job (kind EXPORT) whose result is the file of the specification's codes;
 * - a code specification's codes are listed in the order they were made, by cursor (the code), with
 *   the count of every match and of the inactive ones; `q` is part of a code;
 * - each code is turned INACTIVE or ACTIVE on its own (§4); setting the status it has changes
 *   nothing, so a repeated send is harmless. A stopped coupon's codes stay as they are (409
 *   `coupon.transition.not_allowed`); an unknown code is 404 `request.not_found`;
 * - a code can be looked up wherever it came from (a learner reads one out to the operator): its
 *   coupon, its status and whether it can be redeemed now (`codeRefusal`, adminCouponCodeRules.ts).
 */
import { z } from 'zod/mini';
import { actorSchema, isoDateTime } from './adminKit';
import {
  CODE_NAME_MAX,
  CODE_SLICE_MAX,
  codeCapacity,
  codeCountProblem,
  codeNameProblem,
  codePublishedTypes,
  codeRefusals,
  codeStatuses,
  patternProblem,
  wordProblem,
} from './adminCouponCodeRules';
import { couponStatusSchema } from './adminCoupon';
import { jobSchema } from './adminJob';
import { queryListOf } from './common';
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

/** One code of a code specification. */
export const couponCodeSchema = z.object({ code: z.string(), status: codeStatusSchema });
export type CouponCode = z.infer<typeof couponCodeSchema>;

export const codeListFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(CODE_NAME_MAX))),
  status: z.optional(queryListOf(codeStatusSchema)),
});
export type CodeListFilter = z.input<typeof codeListFilterSchema>;

export const codes = defineEndpoint({
  id: 'adminCouponCode.codes',
  method: 'GET',
  path: `${base}/{codeSpecKey}/codes`,
  auth: 'required',
  access,
  params: codeSpecParams,
  query: z.extend(codeListFilterSchema, {
    cursor: z.optional(z.string().check(z.minLength(1))),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CODE_SLICE_MAX)), 100),
  }),
  response: z.object({
    items: z.array(couponCodeSchema),
    nextCursor: z.nullable(z.string()),
    totals: z.object({ count: z.number().check(z.int(), z.gte(0)), inactiveCount: z.number().check(z.int(), z.gte(0)) }),
  }),
  summary: "A code specification's codes in the order they were made, by cursor, filtered by part of the code and status, with the count of every match and of the inactive ones; 400 request.invalid (data.field cursor) for an unknown cursor.",
});

export const changeCodeStatus = defineEndpoint({
  id: 'adminCouponCode.changeCodeStatus',
  method: 'PUT',
  path: `${base}/{codeSpecKey}/codes/{code}/status`,
  auth: 'required',
  access,
  params: z.extend(codeSpecParams, { code: z.string().check(z.minLength(1)) }),
  body: z.object({ status: codeStatusSchema }),
  response: couponCodeSchema,
  summary: 'Turn one code INACTIVE or ACTIVE (the same status again changes nothing); 404 request.not_found for a code the specification has not; 409 coupon.transition.not_allowed once the coupon has stopped.',
});

export const codeLookup = defineEndpoint({
  id: 'adminCouponCode.codeLookup',
  method: 'GET',
  path: '/rest/coupon/admin/tenant/codes/{code}',
  auth: 'required',
  access,
  params: z.object({ code: z.string().check(z.minLength(1)) }),
  response: z.object({
    code: z.string(),
    couponKey: z.string(),
    internalTitle: z.string(),
    couponStatus: couponStatusSchema,
    codeSpecKey: z.string(),
    status: codeStatusSchema,
    /** Null: it can be redeemed now; else why not (codeRefusal). */
    refusal: z.nullable(z.enum(codeRefusals)),
  }),
  summary: 'Which coupon a code gives, its status and whether it can be redeemed now (an INACTIVE code never); 404 request.not_found for a code the tenant has not.',
});

export const adminCouponCodeEndpoints = { codeSpecs, createCodeSpec, exportCodes, codes, changeCodeStatus, codeLookup };
