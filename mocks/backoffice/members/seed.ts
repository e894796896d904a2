/**
 * The seeded members and groups (issue 15): thousands of members with Korean names, e-mails,
 * 010 phones, joined dates spread over the three years before the seed's day and mixed marketing
 * consent, as accounts of the account area; a few members whose names would run as spreadsheet
 * formulas (the export's guard is tested on them); and ten groups, one of them with more than
 * 3,000 members and one empty. Deterministic: it draws from its own seeded faker (so it shifts no
 * other area's data), once per process; every later seed puts the same records back (seedBulk).
 *
 * The named fixtures (`seededMemberGroups`, `memberFixtures`) are what tests refer to; the
 * generated members are `acc-member-00000`… in seed order.
 */
import { base, en, Faker, ko } from '@faker-js/faker';
import { seedBulk } from '@mocks/db/bulk';
import { db } from '@mocks/db/database';
import type { AccountRecord } from '@mocks/account/schemas';
import { accountRecord } from '@mocks/account/seed';
import type { MemberGroupRecord } from './collections';

/** How many members the seed generates. The browser keeps the world in localStorage: see seed.test.ts. */
export const GENERATED_MEMBER_COUNT = 5000;

/** The seed's "today": joined dates run over the three years before it. */
const SEED_DAY_MS = Date.parse('2026-11-20T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;
const JOINED_SINCE_MS = SEED_DAY_MS - 3 * YEAR_MS;
/** When the people the other areas seeded joined (their records keep no date). */
export const EARLY_JOINED_AT = '2023-12-01T01:00:00.000Z';

export const seededMemberGroups = {
  vip: { groupKey: 'grp-vip', name: 'VIP 회원' },
  marketing: { groupKey: 'grp-marketing', name: '마케팅 수신 동의 회원' },
  newcomers: { groupKey: 'grp-new-2026', name: '2026 신규 가입' },
  workshop: { groupKey: 'grp-workshop', name: '오프라인 워크숍 참가자' },
  corporate: { groupKey: 'grp-corp-hanbit', name: '기업 교육 - 한빛전자' },
  beta: { groupKey: 'grp-beta', name: '베타 테스터' },
  survey: { groupKey: 'grp-survey', name: '설문 응답자' },
  applicants: { groupKey: 'grp-instructor-applicants', name: '강사 지원자' },
  dormant: { groupKey: 'grp-dormant-soon', name: '휴면 예정 회원' },
  empty: { groupKey: 'grp-winners', name: '이벤트 당첨자' },
} as const;

type Fixture = Pick<AccountRecord, 'accountKey' | 'displayName' | 'email' | 'phone'> & { marketing: boolean };

/**
 * Members tests name. The formula ones start with `=`, `+`, `-` and `@` (OWASP's CSV injection
 * list) and sit in the VIP and survey groups; the outsider is in no group (an import's "new").
 */
export const memberFixtures = {
  formulaLink: {
    accountKey: 'acc-member-formula-1',
    displayName: '=HYPERLINK("http://evil.test")',
    email: 'formula1@klass.test',
    phone: '010-9000-0001',
    marketing: false,
  },
  formulaPlus: {
    accountKey: 'acc-member-formula-2',
    displayName: '+82 본인확인',
    email: 'formula2@klass.test',
    phone: '010-9000-0002',
    marketing: true,
  },
  formulaMinus: {
    accountKey: 'acc-member-formula-3',
    displayName: '-1+1 테스트',
    email: 'formula3@klass.test',
    phone: '010-9000-0003',
    marketing: false,
  },
  formulaAt: {
    accountKey: 'acc-member-formula-4',
    displayName: '@SUM(1,1)',
    email: 'formula4@klass.test',
    phone: '010-9000-0004',
    marketing: true,
  },
  outsider: {
    accountKey: 'acc-member-outsider',
    displayName: '정바깥',
    email: 'outsider@klass.test',
    phone: '010-9000-0100',
    marketing: true,
  },
} as const satisfies Record<string, Fixture>;

const formulaKeys = [
  memberFixtures.formulaLink,
  memberFixtures.formulaPlus,
  memberFixtures.formulaMinus,
  memberFixtures.formulaAt,
].map((member) => member.accountKey);

/** Romanised given names and surnames for e-mail addresses that read like real ones. */
const GIVEN = ['minjun', 'seoyeon', 'jiho', 'haeun', 'doyun', 'jiwoo', 'siwoo', 'seoah', 'hajun', 'yuna', 'eunwoo', 'chaewon', 'junseo', 'sua', 'yejun', 'jimin', 'hyunwoo', 'dahye', 'taeyang', 'soyeon'];
const SURNAMES = ['kim', 'lee', 'park', 'choi', 'jung', 'kang', 'cho', 'yoon', 'jang', 'lim', 'han', 'oh', 'seo', 'shin', 'kwon'];
const DOMAINS = ['naver.com', 'gmail.com', 'daum.net', 'kakao.com', 'hanmail.net', 'nate.com'];

export function generatedMemberKey(index: number): string {
  return `acc-member-${String(index).padStart(5, '0')}`;
}

/** A member's account; they agreed to the terms (and chose marketing) when they joined. */
function memberAccount(fixture: Fixture, joinedAt = EARLY_JOINED_AT): AccountRecord {
  return accountRecord({
    accountKey: fixture.accountKey,
    displayName: fixture.displayName,
    email: fixture.email,
    phone: fixture.phone,
    phoneVerified: true,
    // Members cannot log in with a password the tests would need; nobody logs in as them.
    password: null,
    agreement: { termsOfService: true, privacyPolicy: true, marketing: fixture.marketing, agreedAt: joinedAt },
    joinedAt,
  });
}

/** The member area's own faker and seed, so its thousands of draws never shift another area's data. */
const MEMBER_FAKER_SEED = 20261501;

interface MemberWorld {
  accounts: AccountRecord[];
  groups: MemberGroupRecord[];
}

function generateMembers(faker: Faker): AccountRecord[] {
  const phones = new Set<string>(Object.values(memberFixtures).map((member) => member.phone));
  const members: AccountRecord[] = [];
  for (let index = 0; index < GENERATED_MEMBER_COUNT; index += 1) {
    let phone: string;
    do {
      phone = `010-${faker.string.numeric(4)}-${faker.string.numeric(4)}`;
    } while (phones.has(phone));
    phones.add(phone);
    const joinedAt = new Date(faker.number.int({ min: JOINED_SINCE_MS, max: SEED_DAY_MS })).toISOString();
    members.push(
      memberAccount(
        {
          accountKey: generatedMemberKey(index),
          // Korean names are family name then given name, written together.
          displayName: `${faker.person.lastName()}${faker.person.firstName()}`,
          email: `${faker.helpers.arrayElement(GIVEN)}.${faker.helpers.arrayElement(SURNAMES)}${index}@${faker.helpers.arrayElement(DOMAINS)}`,
          phone,
          marketing: faker.datatype.boolean({ probability: 0.4 }),
        },
        joinedAt,
      ),
    );
  }
  return members;
}

function buildMemberWorld(): MemberWorld {
  const faker = new Faker({ locale: [ko, en, base], seed: MEMBER_FAKER_SEED });
  const generated = generateMembers(faker);
  const keys = generated.map((account) => account.accountKey);
  const pick = (count: number, from: readonly string[] = keys) => faker.helpers.arrayElements(from, count);
  const joinedFrom = (since: string) => generated.filter((account) => (account.joinedAt ?? '') >= since).map((account) => account.accountKey);
  const oldest = [...generated]
    .sort((a, b) => (a.joinedAt ?? '').localeCompare(b.joinedAt ?? ''))
    .slice(0, 600)
    .map((account) => account.accountKey);
  const agreed = generated.filter((account) => account.agreement?.marketing).map((account) => account.accountKey);

  const { vip, marketing, newcomers, workshop, corporate, beta, survey, applicants, dormant, empty } = seededMemberGroups;
  const membersOf: Record<string, readonly string[]> = {
    [vip.groupKey]: [...keys.slice(0, 3200), ...formulaKeys],
    [marketing.groupKey]: agreed.slice(0, 900),
    // 2026 in Seoul began at 2025-12-31T15:00Z.
    [newcomers.groupKey]: joinedFrom('2025-12-31T15:00:00.000Z').slice(0, 700),
    [workshop.groupKey]: pick(120),
    [corporate.groupKey]: pick(240),
    [beta.groupKey]: ['acc-learner', ...pick(40)],
    [survey.groupKey]: [...formulaKeys, ...pick(60)],
    [applicants.groupKey]: pick(25),
    [dormant.groupKey]: pick(300, oldest),
    [empty.groupKey]: [],
  };

  const groups = Object.values(seededMemberGroups).map((group, order): MemberGroupRecord => {
    const createdAt = new Date(JOINED_SINCE_MS + (order + 1) * 30 * DAY_MS).toISOString();
    const members = (membersOf[group.groupKey] ?? []).map((accountKey) => ({
      accountKey,
      addedAt: new Date(faker.number.int({ min: Date.parse(createdAt), max: SEED_DAY_MS })).toISOString(),
    }));
    return { groupKey: group.groupKey, name: group.name, createdAt, updatedAt: createdAt, members };
  });
  return { accounts: [...Object.values(memberFixtures).map((fixture) => memberAccount(fixture)), ...generated], groups };
}

/** Built once per process; its records are bulk records (mocks/db/bulk.ts), put back at every seed. */
let memberWorld: MemberWorld | null = null;
const world = () => (memberWorld ??= buildMemberWorld());

export async function seedMemberArea(): Promise<void> {
  await seedBulk(db.accounts, () => world().accounts);
  await seedBulk(db.memberGroups, () => world().groups);
}
