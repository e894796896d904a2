/**
 * Bulk manual register endpoint functions (adminMemberRegister.ts contract): the template as a
 * stored file, the dry run of the rows' e-mails, and the commit that starts the register job.
 * Nothing here is cached: each call answers for the moment it is made (who owns an e-mail now).
 */
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminMemberRegister';

export type MemberRegisterDryRunRows = BodyInput<typeof endpoints.dryRun>['rows'];
export type MemberRegisterCommitBody = BodyInput<typeof endpoints.commit>;

export function fetchRegisterTemplate(options?: RequestOptions) {
  return api.request(endpoints.template, {}, options);
}

export function registerDryRun(rows: MemberRegisterDryRunRows, options?: RequestOptions) {
  return api.request(endpoints.dryRun, { body: { rows } }, options);
}

export function registerCommit(body: MemberRegisterCommitBody, options?: RequestOptions) {
  return api.request(endpoints.commit, { body }, options);
}
