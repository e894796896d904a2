/**
 * Coupon code handlers (`…/coupon-specs/{couponKey}/code-specs…`, adminCouponCode.ts): a
 * specification's code specifications, adding one — checked by the §5 rules, a word not already a
 * code, a count within what the pattern has left — which starts its generation job, and the codes'
 * export as a CSV/XLSX file job.
 *
 * Generation runs on the job engine's clock in chunks of CODE_CHUNK_SIZE codes: each step of the
 * job makes one chunk (codeGenerator.ts, against the one set of every code, codeIndex.ts) and
 * stores it as one batch record, so 100,000 codes are 100 short steps spread over the job's
 * duration. The engine processes every step that came due since the last job call in one go (a
 * poll every two seconds: a dozen chunks), so each chunk first hands the tab back (`nextTask`):
 * one chunk is one task of a few milliseconds, never a dozen in one long task in the tab that
 * runs the mock (bench/coupons.mjs measured 126 ms before). Cancelling the job (the job centre)
 * stops it between chunks; the codes made stay, and the specification says how many.
 *
 * The code list walks the specification's batches once per slice, counting the matches and
 * keeping the slice after the cursor, so 100,000 codes are never copied into one array; a code
 * turned off or on replaces its batch's `inactive` list. The code lookup answers the redemption
 * rule (`codeRefusal`): an INACTIVE code, or one of a coupon that is not operating, is refused.
 */
import { adminCouponCodeEndpoints, type CodeListFilter, type CodeSpec, type CodeSpecBody, type CouponCode } from '@app/shared/api/contract/adminCouponCode';
import {
  CODE_CHUNK_SIZE,
  codeCapacity,
  codeRefusal,
  codePublishedTypeNames,
  codeRuleMessages,
  codeStatusNames,
  matchesPattern,
  RANDOM_CODE_LENGTH,
  RANDOM_MARK,
} from '@app/shared/api/contract/adminCouponCodeRules';
import { allowedCouponActions, canApplyCouponAction } from '@app/shared/api/contract/adminCouponRules';
import type { HttpHandler } from 'msw';
import type { AccessClaims } from '@mocks/auth/tokens';
import { exportRows } from '@mocks/backoffice/files/store';
import { recordChange } from '@mocks/backoffice/history/record';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { db } from '@mocks/db/database';
import { mockMessages } from '@mocks/engine/messages';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { seoulDate } from '@mocks/engine/seoulTime';
import { settings } from '@mocks/engine/settings';
import { createCodeSource, ENUMERATION_MAX, type CodeSource } from './codeGenerator';
import { addBatch, takenCodes } from './codeIndex';
import type { CodeBatchRecord, CodeSpecRecord, CouponSpecRecord } from './collections';
import { couponError } from './errors';

/** A chunk takes about this long on the job's clock: 100,000 codes in about 15 s. */
const MS_PER_CHUNK = 150;

/**
 * A new task: what the page (or the Node process) had waiting runs before the next chunk. A
 * timer, not a microtask, which would run the chunks back to back in one task.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function requireCoupon(couponKey: string): CouponSpecRecord {
  const coupon = db.couponSpecs.findFirst((q) => q.where({ couponKey }));
  if (!coupon) throw new MockError('notFound', '쿠폰을 찾을 수 없어요.', { couponKey });
  return coupon;
}

function requireCodeSpec(couponKey: string, codeSpecKey: string): CodeSpecRecord {
  const spec = db.couponCodeSpecs.findFirst((q) => q.where({ codeSpecKey }));
  if (!spec || spec.couponKey !== couponKey) throw new MockError('notFound', '코드 설정을 찾을 수 없어요.', { codeSpecKey });
  return spec;
}

function refuseField(path: string, message: string): never {
  throw new MockError('badRequest', mockMessages.requestInvalid, { part: 'body', issues: [{ path, message }] });
}

/** What a code specification makes: its pattern, RANDOM's stars, or null for a WORD. */
function templateOf(body: Pick<CodeSpecBody, 'publishedType' | 'pattern'>): string | null {
  if (body.publishedType === 'WORD') return null;
  return body.publishedType === 'RANDOM' ? RANDOM_MARK.repeat(RANDOM_CODE_LENGTH) : (body.pattern ?? '');
}

/**
 * How many codes `template` can still make. A pattern walked whole (codeGenerator.ts) is counted
 * exactly against the codes that exist; for a larger one, every existing code is counted as if it
 * were of the pattern (a bound that is never too high).
 */
function capacityLeft(template: string, taken: ReadonlySet<string>, capacity: number): number {
  if (capacity > ENUMERATION_MAX) return capacity - taken.size;
  let used = 0;
  for (const code of taken) if (matchesPattern(code, template)) used += 1;
  return capacity - used;
}

function nextCodeSpecKey(): string {
  return `ccs-${String(db.couponCodeSpecs.count() + 1).padStart(5, '0')}`;
}

async function setGenerated(codeSpecKey: string, generatedCount: number) {
  await db.couponCodeSpecs.update((q) => q.where({ codeSpecKey }), { data: (draft) => void (draft.generatedCount = generatedCount) });
}

function startGeneration(spec: CodeSpec, coupon: CouponSpecRecord, template: string | null, auth: AccessClaims | null) {
  const chunks = Math.ceil(spec.count / CODE_CHUNK_SIZE);
  const items = Array.from({ length: chunks }, (_, index) => `${spec.codeSpecKey}#${String(index + 1).padStart(3, '0')}`);
  let source: CodeSource | null = null;
  let made = 0;
  return startJob({
    kind: 'COUPON_CODES',
    title: `‘${spec.name}’ 코드 만들기`,
    scope: `‘${coupon.internalTitle}’ ${codePublishedTypeNames[spec.publishedType]} ${spec.count.toLocaleString('ko-KR')}개 (${CODE_CHUNK_SIZE.toLocaleString('ko-KR')}개씩 ${chunks}단계)`,
    area: 'COUPON',
    startedBy: actorOf(auth),
    items,
    durationMs: Math.max(2_000, chunks * MS_PER_CHUNK),
    async processItem(itemKey) {
      await nextTask();
      const chunk = Number(itemKey.split('#')[1] ?? '1') - 1;
      const wanted = Math.min(CODE_CHUNK_SIZE, spec.count - chunk * CODE_CHUNK_SIZE);
      // A WORD is its one code (checked free when the specification was added).
      const codes = template === null ? [spec.word ?? ''] : (source ??= createCodeSource(template, takenCodes())).take(wanted);
      if (codes.length > 0) {
        await addBatch({ batchKey: itemKey, codeSpecKey: spec.codeSpecKey, couponKey: spec.couponKey, codes, inactive: [] });
        made += codes.length;
        await setGenerated(spec.codeSpecKey, made);
      }
      if (codes.length < wanted) {
        const from = chunk * CODE_CHUNK_SIZE + codes.length + 1;
        return { error: codeRuleMessages.exhausted, label: `${from.toLocaleString('ko-KR')}~${(chunk * CODE_CHUNK_SIZE + wanted).toLocaleString('ko-KR')}번째 코드`, retryable: false };
      }
      return 'ok';
    },
    // The result counts codes, not steps.
    finish: () => ({ type: 'COUNTS', succeeded: made, failed: spec.count - made, skipped: 0 }),
  });
}

/** A code's status: its own, or INACTIVE while its whole specification is. */
function statusOf(spec: Pick<CodeSpecRecord, 'status'>, inactive: ReadonlySet<string>, code: string): CouponCode['status'] {
  return spec.status === 'INACTIVE' || inactive.has(code) ? 'INACTIVE' : 'ACTIVE';
}

/** One pass over a specification's codes: the slice after `cursor`, the matches and the inactive ones among them; null for an unknown cursor. */
function codeSlice(spec: CodeSpecRecord, filter: CodeListFilter, cursor: string | undefined, size: number) {
  const q = filter.q?.trim().toUpperCase();
  const statuses = filter.status as CouponCode['status'][] | undefined;
  const items: CouponCode[] = [];
  let count = 0;
  let inactiveCount = 0;
  let open = cursor === undefined;
  let more = false;
  for (const batch of db.couponCodeBatches.findMany((query) => query.where({ codeSpecKey: spec.codeSpecKey }))) {
    const inactive = new Set(batch.inactive);
    for (const code of batch.codes) {
      const status = statusOf(spec, inactive, code);
      if ((q && !code.toUpperCase().includes(q)) || (statuses && statuses.length > 0 && !statuses.includes(status))) continue;
      count += 1;
      if (status === 'INACTIVE') inactiveCount += 1;
      if (!open) open = code === cursor;
      else if (items.length < size) items.push({ code, status });
      else more = true;
    }
  }
  if (!open) return null;
  return { items, nextCursor: more ? (items.at(-1)?.code ?? null) : null, totals: { count, inactiveCount } };
}

function batchOf(codeSpecKey: string, code: string): CodeBatchRecord | undefined {
  return db.couponCodeBatches.findMany((query) => query.where({ codeSpecKey })).find((batch) => batch.codes.includes(code));
}

const EXPORT_COLUMNS = [
  { key: 'code', header: '쿠폰 코드' },
  { key: 'status', header: '상태' },
  { key: 'name', header: '코드 이름' },
  { key: 'type', header: '코드 종류' },
  { key: 'coupon', header: '쿠폰 이름' },
] as const;

export const adminCouponCodeHandlers = {
  codeSpecs: handle(adminCouponCodeEndpoints.codeSpecs, ({ params }) => {
    requireCoupon(params.couponKey);
    const items = db.couponCodeSpecs.findMany((q) => q.where({ couponKey: params.couponKey })).reverse();
    return { items };
  }),

  createCodeSpec: handle(adminCouponCodeEndpoints.createCodeSpec, async ({ params, body, auth }) => {
    const coupon = requireCoupon(params.couponKey);
    if (!canApplyCouponAction(coupon.status, 'ADD_CODES')) {
      throw couponError('couponTransitionNotAllowed', '운영이 끝난 쿠폰에는 코드를 만들 수 없어요.', {
        status: coupon.status,
        allowed: allowedCouponActions(coupon.status),
      });
    }
    const taken = takenCodes();
    const template = templateOf(body);
    if (template === null) {
      if (taken.has(body.word ?? '')) refuseField('word', codeRuleMessages.taken);
    } else {
      const left = capacityLeft(template, taken, codeCapacity(body.publishedType, template));
      if (body.count > left) refuseField('count', codeRuleMessages.capacityLeft(Math.max(0, left)));
    }
    const codeSpecKey = nextCodeSpecKey();
    const draft: CodeSpec = {
      codeSpecKey,
      couponKey: coupon.couponKey,
      name: body.name,
      publishedType: body.publishedType,
      word: body.publishedType === 'WORD' ? body.word : null,
      pattern: body.publishedType === 'PATTERN' ? body.pattern : null,
      count: body.count,
      generatedCount: 0,
      status: 'ACTIVE',
      jobId: null,
      createdAt: new Date(settings.now()).toISOString(),
      createdBy: actorOf(auth),
    };
    const job = await startGeneration(draft, coupon, template, auth);
    const before = db.couponCodeSpecs.findMany((q) => q.where({ couponKey: coupon.couponKey })).length;
    const codeSpec = await db.couponCodeSpecs.create({ ...draft, jobId: job.jobId });
    await recordChange({
      actor: auth,
      recordType: 'COUPON',
      recordKey: coupon.couponKey,
      recordLabel: coupon.internalTitle,
      action: 'UPDATE',
      before: { codeSpecCount: before },
      after: { codeSpecCount: before + 1 },
    });
    return { codeSpec, job };
  }),

  exportCodes: handle(adminCouponCodeEndpoints.exportCodes, ({ params, body, auth }) => {
    const coupon = requireCoupon(params.couponKey);
    const spec = requireCodeSpec(params.couponKey, params.codeSpecKey);
    const batches = db.couponCodeBatches.findMany((q) => q.where({ codeSpecKey: spec.codeSpecKey }));
    const owner = actorOf(auth);
    return startJob({
      kind: 'EXPORT',
      title: `쿠폰 코드 내보내기 (${body.format}) · ${spec.name}`,
      scope: `코드 ${spec.generatedCount.toLocaleString('ko-KR')}개`,
      area: 'COUPON',
      startedBy: owner,
      items: batches.map((batch) => batch.batchKey),
      processItem: () => 'ok',
      async finish() {
        const rows = batches.flatMap((batch) => {
          const inactive = new Set(batch.inactive);
          return batch.codes.map((code) => ({
            code,
            status: codeStatusNames[inactive.has(code) || spec.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE'],
            name: spec.name,
            type: codePublishedTypeNames[spec.publishedType],
            coupon: coupon.internalTitle,
          }));
        });
        const file = await exportRows({
          format: body.format,
          fileName: `쿠폰 코드 ${spec.name} ${seoulDate(settings.now())}`,
          columns: EXPORT_COLUMNS,
          rows,
          owner,
          sheetName: '쿠폰 코드',
        });
        return { type: 'FILE', fileId: file.fileId, fileName: file.fileName, size: file.size, contentType: file.contentType };
      },
    });
  }),

  codes: handle(adminCouponCodeEndpoints.codes, ({ params, query }) => {
    requireCoupon(params.couponKey);
    const slice = codeSlice(requireCodeSpec(params.couponKey, params.codeSpecKey), query, query.cursor, query.size);
    if (!slice) throw new MockError('badRequest', '목록 위치가 올바르지 않아요.', { field: 'cursor' });
    return slice;
  }),

  changeCodeStatus: handle(adminCouponCodeEndpoints.changeCodeStatus, async ({ params, body, auth }) => {
    const coupon = requireCoupon(params.couponKey);
    const spec = requireCodeSpec(params.couponKey, params.codeSpecKey);
    const batch = batchOf(spec.codeSpecKey, params.code);
    if (!batch) throw new MockError('notFound', '코드를 찾을 수 없어요.', { code: params.code });
    if (allowedCouponActions(coupon.status).length === 0) {
      throw couponError('couponTransitionNotAllowed', '운영이 종료된 쿠폰의 코드는 바꿀 수 없어요.', { status: coupon.status, allowed: [] });
    }
    const was = batch.inactive.includes(params.code) ? 'INACTIVE' : 'ACTIVE';
    if (was !== body.status) {
      const inactive = body.status === 'INACTIVE' ? [...batch.inactive, params.code] : batch.inactive.filter((code) => code !== params.code);
      await db.couponCodeBatches.update((query) => query.where({ batchKey: batch.batchKey }), { data: (draft) => void (draft.inactive = inactive) });
      await recordChange({
        actor: auth,
        recordType: 'COUPON',
        recordKey: coupon.couponKey,
        recordLabel: coupon.internalTitle,
        action: 'UPDATE',
        // One field naming the code, so the history says which code went off or on.
        before: { codeStatus: `${params.code} ${codeStatusNames[was]}` },
        after: { codeStatus: `${params.code} ${codeStatusNames[body.status]}` },
      });
    }
    return { code: params.code, status: spec.status === 'INACTIVE' ? 'INACTIVE' : body.status };
  }),

  codeLookup: handle(adminCouponCodeEndpoints.codeLookup, ({ params }) => {
    const batch = db.couponCodeBatches.all().find((candidate) => candidate.codes.includes(params.code));
    const spec = batch && db.couponCodeSpecs.findFirst((query) => query.where({ codeSpecKey: batch.codeSpecKey }));
    const coupon = batch && db.couponSpecs.findFirst((query) => query.where({ couponKey: batch.couponKey }));
    if (!batch || !spec || !coupon) throw new MockError('notFound', '없는 쿠폰 코드예요.', { code: params.code });
    const status = statusOf(spec, new Set(batch.inactive), params.code);
    return {
      code: params.code,
      couponKey: coupon.couponKey,
      internalTitle: coupon.internalTitle,
      couponStatus: coupon.status,
      codeSpecKey: spec.codeSpecKey,
      status,
      refusal: codeRefusal(status, coupon.status),
    };
  }),
} satisfies Record<keyof typeof adminCouponCodeEndpoints, HttpHandler>;
