/**
 * The seeded member world (issue 15 "the mock is seeded with thousands of members with Korean
 * names"): how many, what they look like, the groups, and that every seed is the same world. (What
 * the browser keeps of it is mocks/db/bulk.test.ts's and tests/mock/snapshot.test.ts's.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed/index';
import { GENERATED_MEMBER_COUNT, memberFixtures, seededMemberGroups, WITHDRAWN_MEMBER_COUNT } from './seed';
import { groupMemberRows, memberCount } from './members';

const members = () => db.accounts.all().filter((account) => account.accountKey.startsWith('acc-member-'));

describe('seeded members and groups', () => {
  beforeAll(seedDatabase);

  it(`holds ${GENERATED_MEMBER_COUNT.toLocaleString('en')} generated members (issue 16: 10,000) with Korean names, unique e-mails and 010 phones`, () => {
    expect(GENERATED_MEMBER_COUNT).toBeGreaterThanOrEqual(10_000);
    const all = members();
    expect(all.length).toBe(GENERATED_MEMBER_COUNT + WITHDRAWN_MEMBER_COUNT + Object.keys(memberFixtures).length);
    expect(all.filter((account) => account.status === 'ACTIVE').length).toBe(GENERATED_MEMBER_COUNT + Object.keys(memberFixtures).length - 1);
    expect(all.filter((account) => account.status === 'BLOCKED').map((account) => account.accountKey)).toEqual([memberFixtures.blocked.accountKey]);
    const generated = all.filter((account) => /^acc-member-\d{5}$/.test(account.accountKey));
    expect(generated.every((account) => /^[가-힣]{2,5}$/.test(account.displayName))).toBe(true);
    expect(generated.every((account) => /^010-\d{4}-\d{4}$/.test(account.phone ?? ''))).toBe(true);
    expect(new Set(all.map((account) => account.email)).size).toBe(all.length);
    expect(new Set(all.map((account) => account.phone)).size).toBe(all.length);
  });

  it('spreads joined dates over three years and mixes marketing consent', () => {
    const joined = members().map((account) => Date.parse(account.joinedAt ?? ''));
    const years = (Math.max(...joined) - Math.min(...joined)) / (365 * 24 * 60 * 60 * 1000);
    expect(years).toBeGreaterThan(2.9);
    expect(years).toBeLessThanOrEqual(3);
    const agreed = members().filter((account) => account.agreement?.marketing).length / members().length;
    expect(agreed).toBeGreaterThan(0.3);
    expect(agreed).toBeLessThan(0.5);
  });

  it('mixes verification states and fills info-config fields the member list shows as columns', () => {
    const generated = members().filter((account) => /^acc-member-\d{5}$/.test(account.accountKey));
    const share = (test: (account: (typeof generated)[number]) => boolean) => generated.filter(test).length / generated.length;
    expect(share((account) => account.emailVerified)).toBeGreaterThan(0.75);
    expect(share((account) => account.emailVerified)).toBeLessThan(0.95);
    const certified = (account: (typeof generated)[number]) => account.info.some((field) => field.fieldName === 'certifiedPhone' && field.certificationAt !== null);
    expect(share(certified)).toBeGreaterThan(0.4);
    expect(share(certified)).toBeLessThan(0.6);
    for (const fieldName of ['gender', 'job', 'company']) {
      expect(share((account) => account.info.some((field) => field.fieldName === fieldName))).toBeGreaterThan(0.3);
    }
  });

  it('has withdrawn members, some withdrawn by a manager, in no group', () => {
    const withdrawn = members().filter((account) => account.status === 'WITHDRAWN');
    expect(withdrawn.length).toBe(WITHDRAWN_MEMBER_COUNT);
    expect(withdrawn.every((account) => account.withdrawal !== undefined && account.withdrawal.at > (account.joinedAt ?? ''))).toBe(true);
    expect(withdrawn.filter((account) => account.withdrawal?.by === 'MANAGER').length).toBe(WITHDRAWN_MEMBER_COUNT / 3);
    const inGroups = new Set(db.memberGroups.all().flatMap((group) => group.members.map((member) => member.accountKey)));
    expect(withdrawn.some((account) => inGroups.has(account.accountKey))).toBe(false);
  });

  it('has ten groups: one of more than 3,000 members, one empty, the formula names in the VIP and survey groups', () => {
    expect(db.memberGroups.count()).toBe(10);
    const group = (key: string) => db.memberGroups.findFirst((q) => q.where({ groupKey: key }));
    const vip = group(seededMemberGroups.vip.groupKey);
    const empty = group(seededMemberGroups.empty.groupKey);
    const survey = group(seededMemberGroups.survey.groupKey);
    if (!vip || !empty || !survey) throw new Error('seeded groups missing');
    expect(memberCount(vip)).toBeGreaterThan(3000);
    expect(memberCount(empty)).toBe(0);
    for (const row of [vip, survey]) {
      expect(groupMemberRows(row).map((member) => member.displayName)).toContain(memberFixtures.formulaLink.displayName);
    }
  });

  it('is the same world at every seed', async () => {
    const before = JSON.stringify([members().slice(-3), db.memberGroups.all()]);
    await seedDatabase();
    expect(JSON.stringify([members().slice(-3), db.memberGroups.all()])).toBe(before);
  });
});
