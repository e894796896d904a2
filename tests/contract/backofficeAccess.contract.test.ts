/**
 * The role walk (backoffice.md §6 "Roles and permissions"): every back-office endpoint of the
 * contract — read from the registry, so endpoints added by later areas are walked without editing
 * this file — is called over real HTTP with no token, a learner's token, the limited operator's,
 * the full operator's and a master's. Wherever the endpoint's `access` says that person may not
 * act, the answer must be the documented refusal ({status, code, message, data}, 401 without a
 * token, 403 `auth.permission.denied` otherwise) and carry no data; wherever they may, the call
 * must get past the gate (whatever the dummy input then earns).
 *
 * The kit's calls open to both sides (files, jobs: `access.side === 'both'`) are walked the same
 * way, and then by what they answer: a master reaches only what their account started or uploaded
 * (another's job or file is a 404, as if it did not exist), an operator the tenant's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@app/shared/api/contract/account';
import type { Actor } from '@app/shared/api/contract/adminKit';
import { adminFileEndpoints } from '@app/shared/api/contract/adminFile';
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import { buildPath, type AnyEndpoint } from '@app/shared/api/contract/endpoint';
import { apiErrorBodySchema } from '@app/shared/api/contract/errorBody';
import { errorCodes } from '@app/shared/api/contract/errors';
import { MASTER_ROLE } from '@app/shared/api/contract/permissions';
import { backofficeEndpoints } from '@app/shared/api/contract/registry';
import { seededLogins } from '@mocks/account/seed';
import { db } from '@mocks/db/database';
import { storeFile } from '@mocks/backoffice/files/store';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { seededJobIds } from '@mocks/backoffice/jobs/seed';
import { LIMITED_OPERATOR_PERMISSIONS, seededOperators } from '@mocks/backoffice/seed';
import { sessions } from '@scenarios/seeded';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();

type Role = 'visitor' | 'learner' | 'limitedOperator' | 'fullOperator' | 'master';

/** Whether `role` may call `endpoint`, from its `access` and the seeded grants alone. */
function mayCall(role: Role, endpoint: AnyEndpoint): boolean {
  const access = endpoint.access;
  if (!access) throw new Error(`${endpoint.id} is not a back-office endpoint`);
  if (access.side === 'master') return role === 'master';
  if (access.side === 'both' && role === 'master') return true;
  if (role === 'fullOperator') return true;
  if (role === 'limitedOperator') {
    return access.permission === null || LIMITED_OPERATOR_PERMISSIONS.includes(access.permission);
  }
  return false;
}

async function tokenOf(role: Role): Promise<string | null> {
  switch (role) {
    case 'visitor':
      return null;
    case 'learner':
      return (await server.login(seededLogins.learner)).accessToken;
    case 'limitedOperator':
      return (await server.login(seededOperators.limited)).accessToken;
    case 'fullOperator':
      return (await server.login(seededOperators.full)).accessToken;
    case 'master': {
      const { refreshToken } = await server.login(seededLogins.manager);
      const pair = await server.client().request(accountEndpoints.refreshAddRole, {
        body: { refreshToken, role: { role: MASTER_ROLE, roleId: '101' } },
      });
      return pair.accessToken;
    }
  }
}

/** A call with placeholder params and an empty body: only the gate is under test here. */
async function callAs(endpoint: AnyEndpoint, token: string | null): Promise<Response> {
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'walk-1']),
  );
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return fetch(`${server.baseUrl}${buildPath(endpoint.path, params)}`, {
    method: endpoint.method,
    headers: {
      Authorization: token ? `Qube-token ${token}` : 'None',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: '{}' } : {}),
  });
}

const roles: readonly Role[] = ['visitor', 'learner', 'limitedOperator', 'fullOperator', 'master'];
const endpoints = backofficeEndpoints();

describe('back-office role walk (backoffice.md §6)', () => {
  it('finds the back-office endpoints in the contract', () => {
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it.each(roles)('%s: refused exactly where the access rule says, with the documented error', async (role) => {
    const token = await tokenOf(role);
    for (const endpoint of endpoints) {
      const response = await callAs(endpoint, token);
      const label = `${role} → ${endpoint.id} (${endpoint.method} ${endpoint.path})`;
      if (mayCall(role, endpoint)) {
        expect([401, 403], `${label} should pass the gate`).not.toContain(response.status);
        continue;
      }
      const body = apiErrorBodySchema.parse(await response.json());
      const expected = role === 'visitor' ? errorCodes.unauthenticated : errorCodes.permissionDenied;
      expect({ status: response.status, code: body.code }, label).toEqual({
        status: expected.status,
        code: expected.code,
      });
      expect(body.status, label).toBe(expected.status);
    }
  });

  it('a refusal names what was missing and carries no data of the area', async () => {
    const token = await tokenOf('limitedOperator');
    const forbidden = endpoints.find(
      (endpoint) => endpoint.access?.side === 'operator' && endpoint.access.permission === 'SITE',
    );
    if (!forbidden) throw new Error('no SITE endpoint in the contract');
    const body = apiErrorBodySchema.parse(await (await callAs(forbidden, token)).json());
    expect(body.data).toEqual({ required: 'SITE' });
  });
});

describe('calls open to both sides answer by who calls', () => {
  const called = new Set<string>();
  const clients = {} as Record<'master' | 'fullOperator', ContractClient>;
  const teacher = { accountKey: sessions.teacherMaster.accountKey, displayName: '오선생' };
  const manager = { accountKey: sessions.master.accountKey, displayName: '박운영' };
  const operator = { accountKey: seededOperators.full.accountKey, displayName: '강운영' };

  beforeAll(async () => {
    for (const role of ['master', 'fullOperator'] as const) {
      clients[role] = contractClient(server.baseUrl, await tokenOf(role), called);
    }
  });

  it('are the files and jobs of the kit, every one of them', () => {
    const both = endpoints.filter((endpoint) => endpoint.access?.side === 'both').map((endpoint) => endpoint.id);
    expect(both.sort()).toEqual(
      [...Object.values(adminFileEndpoints), ...Object.values(adminJobEndpoints)].map((endpoint) => endpoint.id).sort(),
    );
  });

  it("a master sees only the jobs their account started; the operator's and another master's are 404", async () => {
    const others = await startJob({
      kind: 'VIDEO_TRANSCODE',
      title: '동영상 변환 (1080p)',
      scope: '커리큘럼 1강 영상 1개',
      area: 'CONTENT',
      startedBy: teacher,
      items: ['segment-1'],
      processItem: () => 'ok',
    });
    const page = await clients.master.call(adminJobEndpoints.list, { query: {} });
    expect(page.items.map((job) => job.jobId)).toEqual([seededJobIds.mastersTranscode]);
    expect(page.activeCount).toBe(0);
    for (const jobId of [others.jobId, seededJobIds.running]) {
      await expectApiError(clients.master.call(adminJobEndpoints.detail, { params: { jobId } }), 'notFound');
      await expectApiError(clients.master.call(adminJobEndpoints.act, { params: { jobId, action: 'cancel' } }), 'notFound');
    }
    const own = await clients.master.call(adminJobEndpoints.detail, { params: { jobId: seededJobIds.mastersTranscode } });
    expect(own.startedBy).toEqual(manager);

    // Working as a master, the session is a master even when its account also runs an area.
    await db.operatorGrants.create({ accountKey: manager.accountKey, permissions: ['CONTENT'] });
    try {
      const asMaster = await clients.master.call(adminJobEndpoints.list, { query: {} });
      expect(asMaster.items.map((job) => job.jobId)).toEqual([seededJobIds.mastersTranscode]);
    } finally {
      db.operatorGrants.deleteMany((q) => q.where({ accountKey: manager.accountKey }));
    }

    // The operator sees the tenant's: the masters' jobs of an area they hold, beside their own.
    const tenant = await clients.fullOperator.call(adminJobEndpoints.list, { query: { size: 50 } });
    expect(tenant.items.map((job) => job.jobId)).toEqual(
      expect.arrayContaining([others.jobId, seededJobIds.mastersTranscode, seededJobIds.running]),
    );
  });

  it("a master reaches only the files and uploads their account owns; an operator reaches every one", async () => {
    const file = (owner: Actor) =>
      storeFile({ fileName: '강의 자료.pdf', contentType: 'application/pdf', bytes: new Uint8Array([1, 2, 3]), owner });
    const [operatorsFile, teachersFile, managersFile] = await Promise.all([file(operator), file(teacher), file(manager)]);
    for (const { fileId } of [operatorsFile, teachersFile]) {
      await expectApiError(clients.master.call(adminFileEndpoints.fileMetadata, { params: { fileId } }), 'fileNotFound');
      await expectApiError(clients.master.call(adminFileEndpoints.downloadFile, { params: { fileId } }), 'fileNotFound');
    }
    expect(await clients.master.call(adminFileEndpoints.fileMetadata, { params: { fileId: managersFile.fileId } })).toEqual(managersFile);
    expect(await clients.fullOperator.call(adminFileEndpoints.fileMetadata, { params: { fileId: managersFile.fileId } })).toEqual(managersFile);

    // The operator's upload in progress: the master can neither finish nor drop it.
    const { uploadId } = await clients.fullOperator.call(adminFileEndpoints.prepareUpload, {
      body: { fileName: '명단.csv', size: 3, contentType: 'text/csv' },
    });
    const parts = [{ partNumber: 1, etag: '"none"' }];
    await expectApiError(
      clients.master.call(adminFileEndpoints.completeUpload, { params: { uploadId }, body: { parts } }),
      'fileUploadNotFound',
    );
    await clients.master.call(adminFileEndpoints.abortUpload, { params: { uploadId } });
    // Still there for its owner: the part was never sent, so completing it says so, not "gone".
    await expectApiError(
      clients.fullOperator.call(adminFileEndpoints.completeUpload, { params: { uploadId }, body: { parts } }),
      'filePartMismatch',
    );
  });
});
