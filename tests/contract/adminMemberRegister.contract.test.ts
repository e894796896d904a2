/**
 * Contract walk of the bulk manual register (backoffice.md §7 Members "bulk manual register", §8;
 * issue 16) over real HTTP: the template is a stored CSV with the contract's Korean headers; the
 * dry run says NEW / EXIST / WITHDRAWN per e-mail and takes no password; all-or-nothing with a
 * taken e-mail creates no one and fails listing the rows; valid-only creates the free rows as a
 * job (item errors with §8's words for the others), each member a learner who logs in with the
 * row's password at once, each creation one MEMBER entry in the history without the password;
 * a row breaking a rule is refused with 400.
 */
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '@app/shared/api/contract/account';
import { adminFileEndpoints } from '@app/shared/api/contract/adminFile';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { adminJobEndpoints, type Job } from '@app/shared/api/contract/adminJob';
import { adminMemberRegisterEndpoints, MEMBER_REGISTER_TEMPLATE_NAME, memberRegisterColumns, type MemberRegisterRow } from '@app/shared/api/contract/adminMemberRegister';
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

async function finished(client: ContractClient, job: Job): Promise<Job> {
  await runJobsUntilIdle();
  return client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } });
}

const rows: MemberRegisterRow[] = [
  { row: 2, displayName: '한가람', email: 'garam@klass.kr', phone: '010-5550-1234', password: 'garam_start1' },
  { row: 3, displayName: '두나래', email: 'narae@klass.kr', phone: null, password: 'narae_start1' },
  { row: 4, displayName: '김하늘', email: 'learner@klass.test', phone: null, password: 'klass_start4' },
  { row: 5, displayName: '탈퇴자', email: 'withdrawn@klass.test', phone: null, password: 'klass_start5' },
];

describe('bulk manual register contract over HTTP', () => {
  it("template: a stored CSV with the contract's headers; dry run: free, taken and withdrawn e-mails; a row breaking a rule is refused (400)", async () => {
    const client = await operator();
    const file = await client.call(adminMemberRegisterEndpoints.template, {});
    expect(file).toMatchObject({ fileName: MEMBER_REGISTER_TEMPLATE_NAME, contentType: expect.stringContaining('text/csv') });
    const link = await client.call(adminFileEndpoints.downloadFile, { params: { fileId: file.fileId } });
    const content = new TextDecoder().decode(await (await fetch(new URL(link.url, server.baseUrl))).arrayBuffer());
    expect(content.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(memberRegisterColumns.map((column) => column.header).join(','));

    // The dry run: free, taken (account.register.exist) and withdrawn e-mails, whatever their case.
    const answer = await client.call(adminMemberRegisterEndpoints.dryRun, {
      body: { rows: [...rows.map(({ row, email }) => ({ row, email })), { row: 6, email: 'LEARNER@klass.test' }] },
    });
    expect(answer.counts).toEqual({ NEW: 2, EXIST: 2, WITHDRAWN: 1 });
    expect(answer.rows.map((row) => [row.row, row.outcome])).toEqual([[2, 'NEW'], [3, 'NEW'], [4, 'EXIST'], [5, 'WITHDRAWN'], [6, 'EXIST']]);
    await expectApiError(client.call(adminMemberRegisterEndpoints.dryRun, { body: { rows: [] } }), 'badRequest');
    const weak = { row: 2, displayName: '한가람', email: 'weak@klass.kr', phone: null, password: 'password' };
    await expectApiError(client.call(adminMemberRegisterEndpoints.commit, { body: { rows: [weak], mode: 'VALID_ONLY' } }), 'badRequest');
  });

  it('commit: all-or-nothing with a taken e-mail creates no one; valid-only creates the free rows, who log in at once', async () => {
    const client = await operator();
    const blocked = await finished(client, await client.call(adminMemberRegisterEndpoints.commit, { body: { rows, mode: 'ALL_OR_NOTHING' } }));
    expect(blocked).toMatchObject({ kind: 'IMPORT', status: 'FAILED', area: 'MEMBER', itemErrorCount: 2 });
    await expectApiError(
      contractClient(server.baseUrl, null, called).call(accountEndpoints.login, { body: { identifier: 'garam@klass.kr', password: 'garam_start1' } }),
      'loginFailed',
    );

    const job = await client.call(adminMemberRegisterEndpoints.commit, { body: { rows, mode: 'VALID_ONLY' } });
    expect(job).toMatchObject({ status: 'QUEUED', title: '회원 일괄 등록', progress: { done: 0, total: 4 } });
    const done = await finished(client, job);
    expect(done).toMatchObject({ status: 'DONE', result: { type: 'COUNTS', succeeded: 2, failed: 2, skipped: 0 } });
    const errors = await client.call(adminJobEndpoints.itemErrors, { params: { jobId: job.jobId }, query: {} });
    expect(errors.items.map((error) => [error.label, error.message])).toEqual([
      ['4행 learner@klass.test', validationMessages.emailExists],
      ['5행 withdrawn@klass.test', validationMessages.emailWithdrawn],
    ]);

    const pair = await contractClient(server.baseUrl, null, called).call(accountEndpoints.login, { body: { identifier: 'garam@klass.kr', password: 'garam_start1' } });
    const me = await contractClient(server.baseUrl, pair.accessToken, called).call(accountEndpoints.me, {});
    expect(me).toMatchObject({ displayName: '한가람', email: 'garam@klass.kr', phone: '010-5550-1234', emailVerified: false });

    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['MEMBER'], recordKey: me.accountKey } });
    expect(history.items).toEqual([expect.objectContaining({ action: 'CREATE', record: { type: 'MEMBER', key: me.accountKey, label: '한가람' } })]);
    expect(JSON.stringify(history.items)).not.toContain('garam_start1');
  });
});
