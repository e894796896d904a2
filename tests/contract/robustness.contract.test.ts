/**
 * A mock that no input can break (issue 20): property-based, driven by the contract registry, so
 * every endpoint added later is covered without editing this file. Over real HTTP, each endpoint
 * gets bodies, queries and path ids that its own schemas refuse — missing, wrongly typed, not
 * JSON, oversized — with the right person's token and without one. Every answer must be below
 * 500, every refusal must have the documented shape `{status, code, message, data}` with the
 * status of its response, and a refused request must leave the database as it was.
 *
 * The number of runs per endpoint is bounded (RUNS) so the file stays within seconds in
 * `npm test`; the seed is fast-check's own per run, printed on a failure to replay it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '@app/shared/api/contract/account';
import type { AnyEndpoint } from '@app/shared/api/contract/endpoint';
import { apiErrorBodySchema } from '@app/shared/api/contract/errorBody';
import { errorCodes, REQUEST_BODY_MAX_BYTES } from '@app/shared/api/contract/errors';
import { MASTER_ROLE } from '@app/shared/api/contract/permissions';
import { allEndpoints } from '@app/shared/api/contract/registry';
import { seededLogins } from '@mocks/account/seed';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { seededOperators } from '@mocks/backoffice/seed';
import { db } from '@mocks/db/database';
import { withMockHttpServer } from './harness';

const server = withMockHttpServer();

/** Runs per endpoint and kind of malformation: enough to vary, few enough for ~20 s in all. */
const RUNS = 3;

type Tokens = Record<'learner' | 'operator' | 'master', string>;

async function signIn(): Promise<Tokens> {
  const learner = await server.login(seededLogins.learner);
  const operator = await server.login(seededOperators.full);
  const { refreshToken } = await server.login(seededLogins.manager);
  const master = await server.client().request(accountEndpoints.refreshAddRole, {
    body: { refreshToken, role: { role: MASTER_ROLE, roleId: '101' } },
  });
  return { learner: learner.accessToken, operator: operator.accessToken, master: master.accessToken };
}

/** The token of someone the endpoint lets through its gate, so the input is what is tested. */
function tokenFor(endpoint: AnyEndpoint, tokens: Tokens): string {
  if (!endpoint.access) return tokens.learner;
  return endpoint.access.side === 'master' ? tokens.master : tokens.operator;
}

/** Collections this large are followed by their write hooks and size, not read whole each time. */
const LARGE = 1000;
let writes = 0;
for (const collection of Object.values(db)) {
  for (const hook of ['create', 'update', 'delete'] as const) collection.hooks.on(hook, () => void (writes += 1));
}

/**
 * The database in a form to compare: every collection's size and every write through the
 * collections' API, and the whole content of the collections under LARGE records (the accounts
 * and orders worlds of 10,000 would make each comparison take half a second).
 */
function databaseState(): string {
  return JSON.stringify([
    writes,
    Object.entries(db).map(([name, collection]) => {
      const records = collection.all();
      return [name, records.length, records.length < LARGE ? records : null];
    }),
  ]);
}

/** The state after the last request: each request is compared with the one before it. */
let lastState = '';

interface Attempt {
  params: Record<string, string>;
  query: Array<[string, string]>;
  /** Raw body text; undefined sends none. */
  body: string | undefined;
  token: string | null;
}

async function send(endpoint: AnyEndpoint, attempt: Attempt): Promise<{ status: number; text: string }> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(attempt.params[name] ?? 'x'),
  );
  const url = new URL(`${server.baseUrl}${path}`);
  for (const [key, value] of attempt.query) url.searchParams.append(key, value);
  const hasBody = attempt.body !== undefined && endpoint.method !== 'GET';
  try {
    const response = await fetch(url, {
      method: endpoint.method,
      headers: {
        ...(attempt.token ? { Authorization: `Qube-token ${attempt.token}` } : {}),
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(hasBody ? { body: attempt.body } : {}),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new Error(`${endpoint.method} ${url.pathname} (${endpoint.id}) got no answer`, { cause: error });
  }
}

/** Below 500; a refusal in the documented shape with its own status; the database untouched. */
async function expectRefusedSafely(
  endpoint: AnyEndpoint,
  attempt: Attempt,
  /** What answers the request: the mock over HTTP; a fake only to prove the check can trip. */
  answer: (endpoint: AnyEndpoint, attempt: Attempt) => Promise<{ status: number; text: string }> = send,
): Promise<number> {
  // Jobs advance with the mock clock whenever a job call is answered (mocks/backoffice/jobs): any
  // running job finishes first, so what changes during the request is the request's own doing.
  const writesBefore = writes;
  await runJobsUntilIdle();
  const before = lastState && writes === writesBefore ? lastState : databaseState();
  const { status, text } = await answer(endpoint, attempt);
  const after = databaseState();
  lastState = after;
  const where = `${endpoint.method} ${endpoint.path} (${endpoint.id})`;
  expect(status, `${where} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (status < 400) return status;
  const parsed = apiErrorBodySchema.safeParse(JSON.parse(text) as unknown);
  expect(parsed.success, `${where} refused in another shape: ${text.slice(0, 300)}`).toBe(true);
  if (parsed.success) expect(parsed.data.status, where).toBe(status);
  expect(after === before, `${where} changed the database while refusing (${status})`).toBe(true);
  return status;
}

/** JSON the schema refuses (wrong types, missing fields, junk), or text that is not JSON at all. */
function refusedBody(endpoint: AnyEndpoint): fc.Arbitrary<string | undefined> {
  const schema = endpoint.body;
  const refused = (value: unknown) => !schema || !schema.safeParse(value).success;
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).filter(refused).map((value) => JSON.stringify(value)),
    fc.constant(undefined).filter(() => refused(undefined)),
    fc.string({ minLength: 1, maxLength: 40 }).map((text) => `{${text}`),
    fc.constant('null').filter(() => refused(null)),
  );
}

/** Query strings the schema refuses: unknown values, wrong types, repeated keys. */
function refusedQuery(endpoint: AnyEndpoint): fc.Arbitrary<Array<[string, string]>> {
  const schema = endpoint.query;
  const asObject = (pairs: Array<[string, string]>) => {
    const result: Record<string, string | string[]> = {};
    for (const [key, value] of pairs) {
      const held = result[key];
      result[key] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
    }
    return result;
  };
  const keys = schema ? Object.keys((schema as { def?: { shape?: object } }).def?.shape ?? {}) : [];
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 });
  const value = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('-1', '1e309', 'NaN', '', 'true', '[]', '%00'));
  return fc
    .array(fc.tuple(key, value), { minLength: 1, maxLength: 4 })
    .filter((pairs) => !schema || !schema.safeParse(asObject(pairs)).success);
}

/** Path ids no record has: traversal, encodings, controls, very long, unicode. */
const oddId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('..', '../../etc/passwd', '%2e%2e', '\u0000', ' ', '-1', '0', '9'.repeat(400), '김하늘', '{id}'),
);

function paramsOf(endpoint: AnyEndpoint, id: string): Record<string, string> {
  return Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, id]));
}

const endpoints = allEndpoints();

describe('no malformed request breaks the mock (every endpoint of the registry)', () => {
  it('refused bodies, queries and path ids, with the right token: no 5xx, the documented shape, nothing changed', { timeout: 120_000 }, async () => {
    const tokens = await signIn();
    lastState = '';
    for (const endpoint of endpoints) {
      const token = tokenFor(endpoint, tokens);
      const validParams = paramsOf(endpoint, 'robustness-1');
      if (endpoint.body && endpoint.method !== 'GET') {
        await fc.assert(
          fc.asyncProperty(refusedBody(endpoint), async (body) => {
            const status = await expectRefusedSafely(endpoint, { params: validParams, query: [], body, token });
            expect(status).toBeGreaterThanOrEqual(400);
          }),
          { numRuns: RUNS },
        );
      }
      if (endpoint.query) {
        await fc.assert(
          fc.asyncProperty(refusedQuery(endpoint), async (query) => {
            const status = await expectRefusedSafely(endpoint, { params: validParams, query, body: undefined, token });
            expect(status).toBeGreaterThanOrEqual(400);
          }),
          { numRuns: RUNS },
        );
      }
      if (endpoint.params || endpoint.path.includes('{')) {
        await fc.assert(
          fc.asyncProperty(oddId, refusedBody(endpoint), async (id, body) => {
            await expectRefusedSafely(endpoint, { params: paramsOf(endpoint, id), query: [], body, token });
          }),
          { numRuns: RUNS },
        );
      }
    }
  });

  it('without a token, every endpoint that needs one refuses with 401 whatever the input', { timeout: 60_000 }, async () => {
    lastState = '';
    for (const endpoint of endpoints.filter((candidate) => candidate.auth === 'required')) {
      await fc.assert(
        fc.asyncProperty(oddId, fc.option(refusedBody(endpoint), { nil: undefined }), async (id, body) => {
          const status = await expectRefusedSafely(endpoint, { params: paramsOf(endpoint, id), query: [], body, token: null });
          // A path id that leaves the route (`..`) is an unknown request (404) before any gate.
          expect([errorCodes.unauthenticated.status, errorCodes.notFound.status]).toContain(status);
        }),
        { numRuns: 1 },
      );
    }
  });

  it('a body over the limit is refused with 413 request.too_large and the limit, before it is parsed', { timeout: 30_000 }, async () => {
    const tokens = await signIn();
    const endpoint = endpoints.find((candidate) => candidate.body && candidate.method !== 'GET' && !candidate.access);
    if (!endpoint) throw new Error('the registry has no learner endpoint with a body');
    const body = JSON.stringify({ text: 'a'.repeat(REQUEST_BODY_MAX_BYTES) });
    const before = databaseState();
    const { status, text } = await send(endpoint, { params: paramsOf(endpoint, 'robustness-1'), query: [], body, token: tokens.learner });
    lastState = '';
    expect(status).toBe(errorCodes.requestTooLarge.status);
    expect(JSON.parse(text)).toEqual({
      status: 413,
      code: errorCodes.requestTooLarge.code,
      message: expect.any(String),
      data: { maxBytes: REQUEST_BODY_MAX_BYTES },
    });
    expect(databaseState() === before).toBe(true);
  });
});

/**
 * The check above can trip: a fake answer that refuses in the documented shape but writes to the
 * database on the way must fail it, both in a collection compared whole (a changed field) and in
 * a large one followed only by its write hooks; the same refusal without the write passes.
 */
describe('the "database unchanged" check of a refusal', () => {
  const endpoint = endpoints.find((candidate) => candidate.method !== 'GET');
  if (!endpoint) throw new Error('the registry has no writing endpoint');
  const attempt: Attempt = { params: paramsOf(endpoint, 'robustness-1'), query: [], body: '{', token: null };
  const refusal = { status: 400, text: JSON.stringify({ status: 400, code: 'request.invalid', message: 'refused', data: null }) };

  it('passes a refusal that writes nothing', async () => {
    lastState = '';
    await expect(expectRefusedSafely(endpoint, attempt, async () => refusal)).resolves.toBe(400);
  });

  it('fails a refusal that changed a record of a collection compared whole', async () => {
    // The questions: a collection small enough to be compared whole (the reviews grew past LARGE, issue 42).
    const question = db.questions.findFirst((q) => q.where({}));
    if (!question) throw new Error('the seed has no question to change');
    expect(db.questions.all().length).toBeLessThan(LARGE);
    lastState = '';
    const changing = async () => {
      await db.questions.update(question, {
        data(record) {
          record.value = `${record.value} (changed while refusing)`;
        },
      });
      return refusal;
    };
    await expect(expectRefusedSafely(endpoint, attempt, changing)).rejects.toThrow(/changed the database while refusing \(400\)/);
  });

  it('fails a refusal that wrote to a large collection (compared by its writes and size only)', async () => {
    // Seen through the two calls used, since the union of every collection's type is too large for
    // TypeScript to check a call on (TS2590); each collection has both.
    interface Writable {
      all(): object[];
      update(record: object, change: { data(record: object): void }): Promise<unknown>;
    }
    const collections: Writable[] = Object.values(db) as unknown as Writable[];
    const large = collections.find((collection) => collection.all().length >= LARGE);
    if (!large) throw new Error('the seed has no collection of LARGE records');
    const [first] = large.all();
    if (!first) throw new Error('unreachable: a large collection has records');
    lastState = '';
    const field = Object.keys(first).find((key) => typeof Reflect.get(first, key) === 'string' && key !== 'id');
    if (!field) throw new Error('a large collection record without a text field');
    // Through the collection's API, as a handler writes; its content is not compared, its hooks are.
    const writing = async () => {
      await large.update(first, {
        data(record) {
          Reflect.set(record, field, `${String(Reflect.get(record, field))} (changed while refusing)`);
        },
      });
      return refusal;
    };
    await expect(expectRefusedSafely(endpoint, attempt, writing)).rejects.toThrow(/changed the database while refusing/);
  });
});
