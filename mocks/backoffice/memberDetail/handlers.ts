/**
 * Member-detail handlers (`/rest/member/admin/tenant/members/{accountKey}…`, adminMemberDetail.ts):
 * the detail; the basic-info, additional-info and marketing changes, written to the account record
 * (`db.accounts.update`, so the learner side answers them at once) after re-checking the body with
 * the forms' own rules against the member's current values (adminMemberFields.ts), each failure a 400
 * `request.invalid` whose `data.issues` name the field; the memos; the learning status and LX
 * history read from the inventory. Every change is recorded in the change history as the MEMBER.
 */
import type { InfoField } from '@app/shared/api/contract/account';
import {
  adminMemberDetailEndpoints,
  memberInfoHistoryField,
  type MemberMemo,
} from '@app/shared/api/contract/adminMemberDetail';
import {
  memberBasicInfoSchema,
  memberInfoValuesSchema,
} from '@app/shared/api/contract/adminMemberFields';
import type { HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import type { AccountRecord } from '@mocks/account/schemas';
import { registerFields } from '@mocks/account/infoValues';
import { applyAgreement, marketingConsentChange } from '@mocks/account/marketingConsent';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, pageOf, sortRows } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { MemberMemoRecord } from './collections';
import {
  lxEvents,
  memberLearning,
  requireChangeable,
  requireMember,
  toMemberDetail,
} from './members';
import { actorOf } from '@mocks/engine/actor';

const endpoints = adminMemberDetailEndpoints;
const nowIso = () => new Date(settings.now()).toISOString();


/** Parses with a rule that needs the member's current values; fails as handle() does, per field. */
function checkBody<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  prefix: string[] = [],
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new MockError('badRequest', '요청 형식이 올바르지 않아요.', {
    part: 'body',
    issues: result.error.issues.map((issue) => ({
      path: [...prefix, ...issue.path].join('.'),
      message: issue.message,
    })),
  });
}

async function updateAccount(
  account: AccountRecord,
  change: (draft: AccountRecord) => void,
): Promise<AccountRecord> {
  return (
    (await db.accounts.update((q) => q.where({ accountKey: account.accountKey }), {
      data: change,
    })) ?? account
  );
}

function recordMemberChange(
  auth: AccessClaims | null,
  account: AccountRecord,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return recordChange({
    actor: auth,
    recordType: 'MEMBER',
    recordKey: account.accountKey,
    recordLabel: account.displayName,
    action: 'UPDATE',
    before,
    after,
  });
}

function requireMemo(accountKey: string, memoKey: string): MemberMemoRecord {
  const memo = db.memberMemos.findFirst((q) => q.where({ accountKey, memoKey }));
  if (!memo) throw new MockError('notFound', '메모를 찾을 수 없어요.', { memoKey });
  return memo;
}

function nextMemoKey(): string {
  let index = db.memberMemos.count() + 1;
  while (db.memberMemos.findFirst((q) => q.where({ memoKey: `memo-${index}` }))) index += 1;
  return `memo-${index}`;
}

function toMemo({ accountKey: _accountKey, ...memo }: MemberMemoRecord): MemberMemo {
  return memo;
}

/** The saved info after the new values: an emptied value removes the field, a changed one loses its certification. */
function mergeInfo(
  saved: readonly InfoField[],
  values: readonly { fieldName: string; value: string }[],
): InfoField[] {
  const labels = new Map(registerFields().map((field) => [field.name, field.label]));
  const next = new Map(saved.map((info) => [info.fieldName, info]));
  for (const { fieldName, value } of values) {
    const old = next.get(fieldName);
    if (value === '') next.delete(fieldName);
    else if (old?.value !== value) {
      next.set(fieldName, {
        fieldName,
        label: labels.get(fieldName) ?? fieldName,
        value,
        conclusion: null,
        certificationAt: null,
      });
    }
  }
  return [...next.values()];
}

const infoState = (info: readonly InfoField[]) =>
  Object.fromEntries(info.map((field) => [memberInfoHistoryField(field.fieldName), field.value]));

export const adminMemberDetailHandlers = {
  detail: handle(endpoints.detail, ({ params }) =>
    toMemberDetail(requireMember(params.accountKey)),
  ),

  updateBasicInfo: handle(endpoints.updateBasicInfo, async ({ params, body, auth }) => {
    const account = requireChangeable(params.accountKey);
    const { displayName, phone } = checkBody(
      memberBasicInfoSchema({ currentPhone: account.phone }),
      body,
    );
    const before = { displayName: account.displayName, phone: account.phone };
    const updated = await updateAccount(account, (draft) => {
      draft.displayName = displayName;
      if (phone !== '') {
        draft.phone = phone;
        // A number the operator typed is not one the member proved.
        draft.phoneVerified = false;
      }
    });
    await recordMemberChange(auth, updated, before, {
      displayName: updated.displayName,
      phone: updated.phone,
    });
    return toMemberDetail(updated);
  }),

  updateAdditionalInfo: handle(endpoints.updateAdditionalInfo, async ({ params, body, auth }) => {
    const account = requireChangeable(params.accountKey);
    const current = (fieldName: string) =>
      account.info.find((info) => info.fieldName === fieldName)?.value ?? null;
    const values = checkBody(memberInfoValuesSchema(registerFields(), current), body.info, [
      'info',
    ]);
    const info = mergeInfo(account.info, values);
    const updated = await updateAccount(account, (draft) => {
      draft.info = info;
    });
    await recordMemberChange(auth, updated, infoState(account.info), infoState(updated.info));
    return toMemberDetail(updated);
  }),

  updateMarketing: handle(endpoints.updateMarketing, async ({ params, body, auth }) => {
    const account = requireChangeable(params.accountKey);
    const before = account.agreement?.marketing ?? false;
    if (before === body.agreed) return toMemberDetail(account);
    const at = nowIso();
    // Taken back, no advertising at all: the night-time consent goes with it (given again later, anew).
    const agreement = account.agreement
      ? { ...account.agreement, marketing: body.agreed }
      : { termsOfService: false, privacyPolicy: false, marketing: body.agreed, agreedAt: at };
    const { night } = marketingConsentChange(account, body.agreed);
    const updated = await updateAccount(account, (draft) => applyAgreement(draft, agreement, at));
    await recordMemberChange(
      auth,
      updated,
      { marketingAgreement: before, nightMarketingAgreement: night.before },
      { marketingAgreement: body.agreed, nightMarketingAgreement: night.after },
    );
    return toMemberDetail(updated);
  }),

  updateNightMarketing: handle(endpoints.updateNightMarketing, async ({ params, body, auth }) => {
    const account = requireChangeable(params.accountKey);
    if (body.agreed && !(account.agreement?.marketing ?? false)) {
      throw new MockError('badRequest', '요청 형식이 올바르지 않아요.', {
        part: 'body',
        issues: [{ path: 'agreed', message: '마케팅 수신에 동의한 회원만 야간 광고 수신에 동의할 수 있어요.' }],
      });
    }
    const before = account.nightMarketing?.agreed ?? false;
    if (before === body.agreed) return toMemberDetail(account);
    const updated = await updateAccount(account, (draft) => {
      draft.nightMarketing = { agreed: body.agreed, changedAt: nowIso() };
    });
    await recordMemberChange(auth, updated, { nightMarketingAgreement: before }, { nightMarketingAgreement: body.agreed });
    return toMemberDetail(updated);
  }),

  memos: handle(endpoints.memos, ({ params, query }) => {
    requireMember(params.accountKey);
    const direction = query.sort?.endsWith(',asc') ? 'asc' : 'desc';
    const rows = sortRows(
      db.memberMemos.findMany((q) => q.where({ accountKey: params.accountKey })),
      by((memo) => memo.createdAt, direction),
    );
    return pageOf(rows, query, toMemo);
  }),

  createMemo: handle(endpoints.createMemo, async ({ params, body, auth }) => {
    const account = requireMember(params.accountKey);
    const memo = await db.memberMemos.create({
      memoKey: nextMemoKey(),
      accountKey: account.accountKey,
      content: body.content,
      author: actorOf(auth),
      createdAt: nowIso(),
      updatedAt: null,
      updatedBy: null,
    });
    await recordMemberChange(auth, account, { memo: null }, { memo: memo.content });
    return toMemo(memo);
  }),

  updateMemo: handle(endpoints.updateMemo, async ({ params, body, auth }) => {
    const account = requireMember(params.accountKey);
    const memo = requireMemo(account.accountKey, params.memoKey);
    const updated =
      (await db.memberMemos.update((q) => q.where({ memoKey: memo.memoKey }), {
        data: (draft) => {
          draft.content = body.content;
          draft.updatedAt = nowIso();
          draft.updatedBy = actorOf(auth);
        },
      })) ?? memo;
    await recordMemberChange(auth, account, { memo: memo.content }, { memo: updated.content });
    return toMemo(updated);
  }),

  deleteMemo: handle(endpoints.deleteMemo, async ({ params, auth }) => {
    const account = requireMember(params.accountKey);
    const memo = requireMemo(account.accountKey, params.memoKey);
    db.memberMemos.delete((q) => q.where({ memoKey: memo.memoKey }));
    await recordMemberChange(auth, account, { memo: memo.content }, { memo: null });
    return null;
  }),

  learning: handle(endpoints.learning, ({ params }) =>
    memberLearning(requireMember(params.accountKey).accountKey),
  ),

  lxHistory: handle(endpoints.lxHistory, ({ params, query }) => {
    requireMember(params.accountKey);
    const direction = query.sort?.endsWith(',asc') ? 'asc' : 'desc';
    return pageOf(
      sortRows(
        lxEvents(params.accountKey),
        by((event) => event.occurredAt, direction),
      ),
      query,
    );
  }),
} satisfies Record<keyof typeof endpoints, HttpHandler>;
