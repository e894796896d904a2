/**
 * Reading the member list for its handlers (adminMemberList.ts, issue 16): who counts as a member
 * (an account of the site that has not left and is not an operator), the one filter the list, the
 * aggregation, the export and every bulk action's query scope apply, and a member as a list row.
 *
 * Built for 10,000 members under 20 ms (bench/mockMemberList.ts): the filter runs on the account
 * records themselves (one pass, no row objects), everything it needs besides — the groups each
 * member is in, which info fields are certified phones — is looked up in maps built once per call,
 * and only the page's rows are turned into answers.
 */
import type {
  MemberAggregation,
  MemberListFilter,
  MemberListScope,
  MemberRow,
  PhoneCertification,
  EmailVerification,
} from '@app/shared/api/contract/adminMemberList';
import type { MarketingConsent } from '@app/shared/api/contract/adminMember';
import type { AccountRecord } from '@mocks/account/schemas';
import { db } from '@mocks/db/database';
import { allOf, between, filterRows, type Predicate } from '@mocks/engine/query';
import { MockError } from '@mocks/engine/MockError';
import { EARLY_JOINED_AT } from './seed';
import { initialsMatch } from './nameChoseong';

/** What one call needs besides the accounts: built once per call. */
export interface MemberWorld {
  /** Each member's groups, in the groups' order. */
  groupsOf: Map<string, { groupKey: string; name: string }[]>;
  /** Info fields whose value is a certified phone (CELLPHONE_OCCUPANCY in the info-config). */
  certifiedPhoneFields: Set<string>;
  /** The same names as one string: what a cached certification date was read with. */
  certifiedPhoneFieldsKey: string;
  operators: Set<string>;
}

export function memberWorld(): MemberWorld {
  const groupsOf = new Map<string, { groupKey: string; name: string }[]>();
  for (const group of db.memberGroups.all()) {
    const entry = { groupKey: group.groupKey, name: group.name };
    for (const { accountKey } of group.members) {
      const list = groupsOf.get(accountKey);
      if (list) list.push(entry);
      else groupsOf.set(accountKey, [entry]);
    }
  }
  const certifiedPhoneFields = new Set(
    db.registerFields
      .all()
      .filter((field) => field.valueType === 'CELLPHONE_OCCUPANCY')
      .map((field) => field.name),
  );
  return {
    groupsOf,
    certifiedPhoneFields,
    certifiedPhoneFieldsKey: [...certifiedPhoneFields].join(','),
    operators: new Set(db.operatorGrants.all().map((grant) => grant.accountKey)),
  };
}

export function joinedAtOf(account: AccountRecord): string {
  return account.joinedAt ?? account.agreement?.agreedAt ?? EARLY_JOINED_AT;
}

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Each account's certified-phone date, kept per record object: @msw/data replaces a record on
 * every update and never changes one in place, so an entry is valid as long as its record lives.
 * Reading the seeded (frozen) records' info arrays costs about 2 µs each, 20 ms for 10,000 —
 * the aggregation's whole budget — so it is read once per record, not once per call.
 */
const certifiedAtCache = new WeakMap<AccountRecord, { fields: string; at: string | null }>();

/**
 * When the member's phone was certified, or null. A certification is of one number (the info
 * value the member proved, backoffice.md §3 "infos (each with certificationAt)"), so it counts only
 * while the account's phone is that number: once the phone changes — by the operator (the detail's
 * basic info) or by the member — the new number is not certified, yet the info keeps its own record
 * of what was proved. Comparing here, rather than un-certifying in each writer, keeps the list,
 * its filter and the aggregation right whoever changed the phone.
 */
export function phoneCertifiedAt(account: AccountRecord, world: MemberWorld): string | null {
  const cached = certifiedAtCache.get(account);
  if (cached && cached.fields === world.certifiedPhoneFieldsKey) return cached.at;
  let at: string | null = null;
  const phone = account.phone === null ? '' : digits(account.phone);
  for (const field of account.info) {
    if (
      field.certificationAt !== null &&
      world.certifiedPhoneFields.has(field.fieldName) &&
      phone !== '' &&
      field.value !== null &&
      digits(field.value) === phone
    ) {
      at = field.certificationAt;
      break;
    }
  }
  certifiedAtCache.set(account, { fields: world.certifiedPhoneFieldsKey, at });
  return at;
}

/**
 * Name, e-mail or phone contains the text; a phone matches with or without its hyphens; a text
 * of initial consonants only ("ㄱㅊㄹ") matches the names' initials.
 */
function textMatches(needle: string | undefined): Predicate<AccountRecord> | undefined {
  const wanted = needle?.trim().toLowerCase();
  if (!wanted) return undefined;
  const byInitials = initialsMatch(wanted);
  if (byInitials) return byInitials;
  const wantedDigits = digits(wanted);
  const phoneLike = wantedDigits.length >= 3 && /^[\d\s-]+$/.test(wanted);
  return (account) =>
    account.displayName.toLowerCase().includes(wanted) ||
    account.email.toLowerCase().includes(wanted) ||
    (account.phone !== null &&
      (account.phone.includes(wanted) ||
        (phoneLike && digits(account.phone).includes(wantedDigits))));
}

/**
 * A two-valued set filter as the one value wanted: `true` for `yes` alone, `false` for the other
 * alone, undefined (no filter) for neither or both — so the row test is one boolean comparison.
 */
function wanted<V extends string>(values: V | V[] | undefined, yes: V): boolean | undefined {
  const chosen = new Set(values === undefined ? [] : ([] as V[]).concat(values));
  return chosen.size === 1 ? chosen.has(yes) : undefined;
}

/** The list's filter on account records; the same for the list, the aggregation, the export and every scope. */
export function memberListFilter(filter: MemberListFilter, world: MemberWorld): Predicate<AccountRecord> {
  const groups = filter.group === undefined ? [] : ([] as string[]).concat(filter.group);
  const wantedGroups = new Set(groups);
  const agreed = wanted<MarketingConsent>(filter.marketing, 'AGREED');
  const verified = wanted<EmailVerification>(filter.emailVerification, 'VERIFIED');
  const certified = wanted<PhoneCertification>(filter.phoneCertification, 'CERTIFIED');
  const isMember: Predicate<AccountRecord> = (account) => account.status !== 'WITHDRAWN' && !world.operators.has(account.accountKey);
  return (
    allOf<AccountRecord>(
      isMember,
      textMatches(filter.q),
      between(joinedAtOf, { min: filter.joinedFrom, max: filter.joinedTo }),
      agreed === undefined ? undefined : (account) => (account.agreement?.marketing ?? false) === agreed,
      wantedGroups.size === 0 ? undefined : (account) => (world.groupsOf.get(account.accountKey) ?? []).some((group) => wantedGroups.has(group.groupKey)),
      verified === undefined ? undefined : (account) => account.emailVerified === verified,
      certified === undefined ? undefined : (account) => (phoneCertifiedAt(account, world) !== null) === certified,
    ) ?? isMember
  );
}

export function matchingMembers(
  filter: MemberListFilter,
  world: MemberWorld = memberWorld(),
): AccountRecord[] {
  return filterRows(db.accounts.all(), memberListFilter(filter, world));
}

export function toMemberRow(account: AccountRecord, world: MemberWorld): MemberRow {
  return {
    accountKey: account.accountKey,
    displayName: account.displayName,
    email: account.email,
    emailVerified: account.emailVerified,
    phone: account.phone,
    phoneCertifiedAt: phoneCertifiedAt(account, world),
    joinedAt: joinedAtOf(account),
    marketingAgreement: account.agreement?.marketing ?? false,
    groups: world.groupsOf.get(account.accountKey) ?? [],
    info: account.info
      .filter((field) => field.value !== null && field.value !== '')
      .map((field) => ({
        fieldName: field.fieldName,
        value: field.value,
        certificationAt: field.certificationAt,
      })),
  };
}

/** The counts of one filter, in one pass over the matching members. */
export function aggregate(filter: MemberListFilter): MemberAggregation {
  const world = memberWorld();
  const totals = {
    totalCount: 0,
    marketingAgreedCount: 0,
    emailVerifiedCount: 0,
    phoneCertifiedCount: 0,
  };
  for (const account of matchingMembers(filter, world)) {
    totals.totalCount += 1;
    if (account.agreement?.marketing) totals.marketingAgreedCount += 1;
    if (account.emailVerified) totals.emailVerifiedCount += 1;
    if (phoneCertifiedAt(account, world) !== null) totals.phoneCertifiedCount += 1;
  }
  return totals;
}

/**
 * The members a selection covers now. A query scope is refused when the filter, less the rows left
 * out, no longer covers the count the screen showed (the selection kit's `expectedCount`); keys
 * of people who are no longer members are left out.
 */
export function scopeMembers(
  selection: MemberListScope,
  world: MemberWorld = memberWorld(),
): AccountRecord[] {
  if (selection.kind === 'keys') {
    const wanted = new Set(selection.keys);
    return filterRows(
      db.accounts.all(),
      allOf((account) => wanted.has(account.accountKey), memberListFilter({}, world)),
    );
  }
  const excluded = new Set(selection.excluded);
  const covered = matchingMembers(selection.filter, world).filter(
    (account) => !excluded.has(account.accountKey),
  );
  if (covered.length !== selection.expectedCount) {
    throw new MockError(
      'selectionChanged',
      '조건에 맞는 회원 수가 바뀌었어요. 목록을 새로 고친 뒤 다시 시도해 주세요.',
      {
        expectedCount: selection.expectedCount,
        matchingCount: covered.length,
      },
    );
  }
  return covered;
}
