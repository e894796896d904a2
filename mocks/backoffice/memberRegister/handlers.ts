/**
 * Bulk manual register handlers (`/rest/member/admin/tenant/members/register…`,
 * adminMemberRegister.ts): the template written as a real CSV from the contract's columns; the
 * dry run classifying each e-mail (free / taken / withdrawn); the commit as an IMPORT job that
 * creates one account per row, each creation written to the change history without its password.
 * The commit checks the e-mails again: one taken since the dry run is that row's item error, and
 * all-or-nothing with such a row creates no one (the job fails listing the rows that stop it), as
 * the member-group import does.
 */
import {
  adminMemberRegisterEndpoints,
  MEMBER_REGISTER_TEMPLATE_NAME,
  memberRegisterColumns,
  type MemberRegisterOutcome,
  type MemberRegisterRow,
} from '@app/shared/api/contract/adminMemberRegister';
import type { HttpHandler } from 'msw';
import { exportRows } from '@mocks/backoffice/files/store';
import { recordChange } from '@mocks/backoffice/history/record';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { settings } from '@mocks/engine/settings';
import { emailIndex, outcomeMessages, outcomeOf, registeredAccount } from './register';
import { actorOf } from '@mocks/engine/actor';

/** The template's example row: valid by every rule, so an untouched template previews clean. */
const EXAMPLE_ROW = {
  displayName: '홍길동',
  email: 'hong.gildong@example.com',
  phone: '010-1234-5678',
  password: 'klass_start1',
};


const count = (value: number) => value.toLocaleString('ko-KR');
const rowLabel = (row: MemberRegisterRow) => `${row.row}행 ${row.email}`;

export const adminMemberRegisterHandlers = {
  template: handle(adminMemberRegisterEndpoints.template, ({ auth }) =>
    exportRows({
      format: 'CSV',
      fileName: MEMBER_REGISTER_TEMPLATE_NAME,
      columns: memberRegisterColumns.map(({ key, header }) => ({ key, header })),
      rows: [EXAMPLE_ROW],
      owner: actorOf(auth),
    }),
  ),

  dryRun: handle(adminMemberRegisterEndpoints.dryRun, ({ body }) => {
    const index = emailIndex();
    const counts: Record<MemberRegisterOutcome, number> = { NEW: 0, EXIST: 0, WITHDRAWN: 0 };
    const rows = body.rows.map(({ row, email }) => {
      const outcome = outcomeOf(email, index);
      counts[outcome] += 1;
      return { row, email, outcome };
    });
    return { rows, counts };
  }),

  commit: handle(adminMemberRegisterEndpoints.commit, ({ body, auth }) => {
    const index = emailIndex();
    const stoppers = body.rows.filter((row) => outcomeOf(row.email, index) !== 'NEW');
    const blocked = body.mode === 'ALL_OR_NOTHING' && stoppers.length > 0;
    const rows = new Map((blocked ? stoppers : body.rows).map((row) => [`row-${row.row}`, row]));
    return startJob({
      kind: 'IMPORT',
      title: '회원 일괄 등록',
      scope: blocked
        ? `파일 ${count(body.rows.length)}행 중 등록할 수 없는 ${count(stoppers.length)}행 때문에 아무도 등록하지 않음`
        : `파일의 ${count(body.rows.length)}명`,
      area: 'MEMBER',
      startedBy: actorOf(auth),
      items: [...rows.keys()],
      async processItem(itemKey) {
        const row = rows.get(itemKey);
        if (!row) return 'skipped';
        // The index the job started with, kept current with what it creates: a row repeating an
        // e-mail created above is refused, and 10,000 rows never rebuild it.
        const outcome = outcomeOf(row.email, index);
        if (blocked || outcome !== 'NEW') {
          return {
            label: rowLabel(row),
            error: outcome === 'NEW' ? outcomeMessages.EXIST : outcomeMessages[outcome],
            retryable: false,
          };
        }
        const account = await db.accounts.create(
          registeredAccount(row, new Date(settings.now()).toISOString()),
        );
        index.set(account.email, account);
        await recordChange({
          actor: auth,
          recordType: 'MEMBER',
          recordKey: account.accountKey,
          recordLabel: account.displayName,
          action: 'CREATE',
          before: null,
          after: { displayName: account.displayName, email: account.email, phone: account.phone },
        });
        return 'ok';
      },
    });
  }),
} satisfies Record<keyof typeof adminMemberRegisterEndpoints, HttpHandler>;
