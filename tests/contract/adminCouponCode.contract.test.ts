/**
 * Contract walk of coupon codes (backoffice.md §3 couponCodeSpecs, §4 code statuses, §5 word and
 * pattern codes, §7 Coupons "code spec"; issue 30) over real HTTP: each §5 refusal at its field in
 * the form's words ("a code name is needed first", a word of 3–16, a pattern of up to 16 with `*`,
 * "the count must not exceed the random capacity"); a pattern's generation as a COUPON_CODES job
 * whose result counts codes; a second specification of the same pattern limited to what is left,
 * and filling it exactly; a word already a code refused; the codes exported as a CSV file job, every
 * code of the pattern unique across both specifications; 100,000 random codes as a job cancelled
 * part-way (stops between steps, the codes made stay counted); a stopped coupon gets no codes.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminCouponCodeEndpoints, type CodeSpecBody } from '@app/shared/api/contract/adminCouponCode';
import { codeRuleMessages, matchesPattern } from '@app/shared/api/contract/adminCouponCodeRules';
import { couponErrorCodes } from '@app/shared/api/contract/adminCouponRules';
import { adminFileEndpoints } from '@app/shared/api/contract/adminFile';
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import { codeFixtures, fixtureCodes, fixtureInactiveCodes } from '@mocks/backoffice/coupons/codeSeed';
import { couponFixtures } from '@mocks/backoffice/coupons/seed';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient, fieldIssues } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

async function failure(call: Promise<unknown>) {
  const error: unknown = await call.then(() => expect.fail('expected a refusal'), (reason: unknown) => reason);
  if (!isApiError(error)) throw error;
  return error;
}


const pattern = (count: number, name = '연말 패턴'): CodeSpecBody => ({ name, publishedType: 'PATTERN', word: null, pattern: 'NY-**', count });

async function codesOfCsv(client: ContractClient, couponKey: string, codeSpecKey: string): Promise<string[]> {
  const job = await client.call(adminCouponCodeEndpoints.exportCodes, { params: { couponKey, codeSpecKey }, body: { format: 'CSV' } });
  expect(job).toMatchObject({ kind: 'EXPORT', area: 'COUPON' });
  await runJobsUntilIdle();
  const done = await client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } });
  if (done.result?.type !== 'FILE') throw new Error('the export has no file');
  expect(done.result.fileName).toMatch(/\.csv$/);
  const link = await client.call(adminFileEndpoints.downloadFile, { params: { fileId: done.result.fileId } });
  const text = await (await fetch(link.url)).text();
  const [header, ...rows] = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(header).toBe('쿠폰 코드,상태,코드 이름,코드 종류,쿠폰 이름');
  return rows.map((row) => row.split(',')[0] ?? '');
}

describe('coupon code contract over HTTP', () => {
  it('§5: each rule refused at its field in the form’s words', async () => {
    const client = await operator();
    const create = (body: CodeSpecBody) => client.call(adminCouponCodeEndpoints.createCodeSpec, { params: { couponKey: couponFixtures.created }, body });
    expect(await fieldIssues(create({ ...pattern(10), name: ' ' }))).toEqual({ name: codeRuleMessages.name });
    expect(await fieldIssues(create({ name: '지정', publishedType: 'WORD', word: 'ab', pattern: null, count: 1 }))).toEqual({ word: codeRuleMessages.wordTooShort });
    expect(await fieldIssues(create({ ...pattern(10), pattern: 'NEWYEAR' }))).toEqual({ pattern: codeRuleMessages.patternNoRandom });
    expect(await fieldIssues(create({ ...pattern(10), pattern: 'A'.repeat(16) + '*' }))).toEqual({ pattern: codeRuleMessages.pattern });
    expect(await fieldIssues(create(pattern(1_025)))).toEqual({ count: codeRuleMessages.overCapacity(1_024) });
    expect(await fieldIssues(create({ name: '무작위', publishedType: 'RANDOM', word: null, pattern: null, count: 100_001 }))).toEqual({ count: codeRuleMessages.count });
    expect((await client.call(adminCouponCodeEndpoints.codeSpecs, { params: { couponKey: couponFixtures.created } })).items).toEqual([]);
  });

  it('generates a pattern’s codes as a COUPON_CODES job; a second one of the pattern gets only what is left; all unique', async () => {
    const client = await operator();
    const couponKey = couponFixtures.published;
    const first = await client.call(adminCouponCodeEndpoints.createCodeSpec, { params: { couponKey }, body: pattern(1_000) });
    expect(first.job).toMatchObject({ kind: 'COUPON_CODES', area: 'COUPON' });
    expect(first.codeSpec).toMatchObject({ publishedType: 'PATTERN', pattern: 'NY-**', count: 1_000, generatedCount: 0, status: 'ACTIVE', jobId: first.job.jobId });
    await runJobsUntilIdle();
    const job = await client.call(adminJobEndpoints.detail, { params: { jobId: first.job.jobId } });
    expect(job).toMatchObject({ status: 'DONE', result: { type: 'COUNTS', succeeded: 1_000, failed: 0 } });

    // 1,024 codes in all: 24 left.
    expect(await fieldIssues(client.call(adminCouponCodeEndpoints.createCodeSpec, { params: { couponKey }, body: pattern(25, '나머지') }))).toEqual({
      count: codeRuleMessages.capacityLeft(24),
    });
    const rest = await client.call(adminCouponCodeEndpoints.createCodeSpec, { params: { couponKey }, body: pattern(24, '나머지') });
    await runJobsUntilIdle();
    const specs = await client.call(adminCouponCodeEndpoints.codeSpecs, { params: { couponKey } });
    // Newest first, before the seeded fixture's.
    expect(specs.items.map((spec) => [spec.codeSpecKey, spec.generatedCount])).toEqual([
      [rest.codeSpec.codeSpecKey, 24],
      [first.codeSpec.codeSpecKey, 1_000],
      [codeFixtures.pattern, 200],
    ]);

    const codes = [...(await codesOfCsv(client, couponKey, first.codeSpec.codeSpecKey)), ...(await codesOfCsv(client, couponKey, rest.codeSpec.codeSpecKey))];
    expect(codes).toHaveLength(1_024);
    expect(new Set(codes).size).toBe(1_024);
    expect(codes.every((code) => matchesPattern(code, 'NY-**'))).toBe(true);
  });

  it('a word code is one code, and a word already a code is refused', async () => {
    const client = await operator();
    const couponKey = couponFixtures.created;
    const word: CodeSpecBody = { name: '환영 코드', publishedType: 'WORD', word: '환영2026', pattern: null, count: 1 };
    const made = await client.call(adminCouponCodeEndpoints.createCodeSpec, { params: { couponKey }, body: word });
    await runJobsUntilIdle();
    expect(await codesOfCsv(client, couponKey, made.codeSpec.codeSpecKey)).toEqual(['환영2026']);
    expect(await fieldIssues(client.call(adminCouponCodeEndpoints.createCodeSpec, { params: { couponKey }, body: word }))).toEqual({ word: codeRuleMessages.taken });
  });

  it('100,000 random codes run in steps on the job clock; cancelling stops between steps and the codes made stay counted', async () => {
    const client = await operator();
    const couponKey = couponFixtures.published;
    const started = await client.call(adminCouponCodeEndpoints.createCodeSpec, {
      params: { couponKey },
      body: { name: '대량 무작위', publishedType: 'RANDOM', word: null, pattern: null, count: 100_000 },
    });
    expect(started.job.progress.total).toBe(100);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const running = await client.call(adminJobEndpoints.detail, { params: { jobId: started.job.jobId } });
    expect(running.status).toBe('RUNNING');
    expect(running.actions).toEqual(['CANCEL']);
    await client.call(adminJobEndpoints.act, { params: { jobId: started.job.jobId, action: 'cancel' } });
    await runJobsUntilIdle();
    const cancelled = await client.call(adminJobEndpoints.detail, { params: { jobId: started.job.jobId } });
    expect(cancelled.status).toBe('CANCELLED');
    const spec = (await client.call(adminCouponCodeEndpoints.codeSpecs, { params: { couponKey } })).items.find((item) => item.codeSpecKey === started.codeSpec.codeSpecKey);
    expect(spec?.generatedCount).toBe(cancelled.progress.done * 1_000);
    expect(spec?.generatedCount).toBeGreaterThan(0);
    expect(spec?.generatedCount).toBeLessThan(100_000);
  });

  it('a stopped coupon gets no codes (409 coupon.transition.not_allowed)', async () => {
    const client = await operator();
    const error = await failure(client.call(adminCouponCodeEndpoints.createCodeSpec, { params: { couponKey: couponFixtures.stopped }, body: pattern(1) }));
    expect({ status: error.status, code: error.code }).toEqual(couponErrorCodes.couponTransitionNotAllowed);
  });

  it('lists a specification’s codes by cursor with the inactive ones counted, filtered by part of a code and status', async () => {
    const client = await operator();
    const params = { couponKey: couponFixtures.published, codeSpecKey: codeFixtures.pattern };
    const first = await client.call(adminCouponCodeEndpoints.codes, { params, query: { size: 150 } });
    expect(first.totals).toEqual({ count: 200, inactiveCount: 2 });
    expect(first.items.map((item) => item.code)).toEqual(fixtureCodes.slice(0, 150));
    const rest = await client.call(adminCouponCodeEndpoints.codes, { params, query: { size: 150, cursor: first.nextCursor ?? '' } });
    expect(rest.items.map((item) => item.code)).toEqual(fixtureCodes.slice(150));
    expect(rest.nextCursor).toBeNull();
    const off = await client.call(adminCouponCodeEndpoints.codes, { params, query: { status: ['INACTIVE'] } });
    expect(off.items).toEqual(fixtureInactiveCodes.map((code) => ({ code, status: 'INACTIVE' })));
    const part = (fixtureCodes[10] ?? '').slice(-3).toLowerCase();
    const found = await client.call(adminCouponCodeEndpoints.codes, { params, query: { q: part } });
    expect(found.items.map((item) => item.code)).toContain(fixtureCodes[10]);
    expect(found.items.every((item) => item.code.toLowerCase().includes(part))).toBe(true);
    await expectApiError(client.call(adminCouponCodeEndpoints.codes, { params, query: { cursor: 'NOPE-000' } }), 'badRequest');
  });

  it('§4: a code turned INACTIVE is refused where codes are redeemed; on again, it is redeemable (the same status twice changes nothing)', async () => {
    const client = await operator();
    const params = { couponKey: couponFixtures.published, codeSpecKey: codeFixtures.pattern };
    const code = fixtureCodes[20] ?? '';
    expect(await client.call(adminCouponCodeEndpoints.codeLookup, { params: { code } })).toMatchObject({
      couponKey: couponFixtures.published,
      codeSpecKey: codeFixtures.pattern,
      status: 'ACTIVE',
      refusal: null,
    });
    expect(await client.call(adminCouponCodeEndpoints.changeCodeStatus, { params: { ...params, code }, body: { status: 'INACTIVE' } })).toEqual({ code, status: 'INACTIVE' });
    expect(await client.call(adminCouponCodeEndpoints.changeCodeStatus, { params: { ...params, code }, body: { status: 'INACTIVE' } })).toEqual({ code, status: 'INACTIVE' });
    expect(await client.call(adminCouponCodeEndpoints.codeLookup, { params: { code } })).toMatchObject({ status: 'INACTIVE', refusal: 'CODE_INACTIVE' });
    expect((await client.call(adminCouponCodeEndpoints.codes, { params, query: {} })).totals.inactiveCount).toBe(3);
    await client.call(adminCouponCodeEndpoints.changeCodeStatus, { params: { ...params, code }, body: { status: 'ACTIVE' } });
    expect(await client.call(adminCouponCodeEndpoints.codeLookup, { params: { code } })).toMatchObject({ status: 'ACTIVE', refusal: null });
    await expectApiError(client.call(adminCouponCodeEndpoints.changeCodeStatus, { params: { ...params, code: 'XMAS-NONE' }, body: { status: 'INACTIVE' } }), 'notFound');
    await expectApiError(client.call(adminCouponCodeEndpoints.codeLookup, { params: { code: 'NOT-A-CODE' } }), 'notFound');
  });

  it('walked every coupon code endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminCouponCode.')).sort()).toEqual(Object.values(adminCouponCodeEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
