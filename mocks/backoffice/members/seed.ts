/**
 * The seeded members and groups (issues 15 and 16): 10,000 members with Korean names, e-mails,
 * 010 phones, joined dates spread over the three years before the seed's day, mixed marketing
 * consent (three in five of those who agreed also agreed to advertising at night) and verification states (e-mail verified or not, phone certified or not) and some of
 * the tenant's info-config fields filled (the member list's columns), as accounts of the account
 * area; members who already left (some by a manager) for the withdrawn list; a few members whose
 * names would run as spreadsheet formulas (the export's guard is tested on them); a member with a
 * password (journeys log in as them); a member an operator blocked; and ten groups, one of them with more than 3,000 members
 * and one empty. Deterministic: it draws from its own seeded faker (so it shifts no other area's
 * data), once per process; every later seed puts the same records back (seedBulk).
 *
 * Cheap to build, since every story's iframe builds it once: per member one name and a handful of
 * small draws, and the info fields are shared frozen objects (a value repeats across thousands).
 *
 * The named fixtures (`seededMemberGroups`, `memberFixtures`) are what tests refer to; the
 * generated members are `acc-member-00000`… in seed order, the withdrawn ones `acc-member-w000`….
 */
import { base, en, Faker, ko } from '@faker-js/faker';
import type { InfoField } from '@app/shared/api/contract/account';
import { seedBulk } from '@mocks/db/bulk';
import { db } from '@mocks/db/database';
import type { AccountRecord } from '@mocks/account/schemas';
import { accountRecord } from '@mocks/account/seed';
import type { MemberGroupRecord } from './collections';

/** How many members the seed generates. The browser keeps the world in localStorage: see seed.test.ts. */
export const GENERATED_MEMBER_COUNT = 10_000;
/** Generated members who have already left (not in any group); every third by a manager. */
export const WITHDRAWN_MEMBER_COUNT = 150;

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

type Fixture = Pick<AccountRecord, 'accountKey' | 'displayName' | 'email' | 'phone'> & {
  marketing: boolean;
  /** Only members a journey logs in as have one. */
  password?: string;
  /** ACTIVE unless said. */
  status?: AccountRecord['status'];
};

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
  /** Logs in on the learner site (until a manager withdraws them: the withdrawal journey). */
  leaving: {
    accountKey: 'acc-member-leaving',
    displayName: '서떠남',
    email: 'leaving@klass.test',
    phone: '010-9000-0200',
    marketing: false,
    password: 'klass_leaving_1',
  },
  /** Blocked by an operator: can neither log in nor refresh; the detail still edits them (issue 16). */
  blocked: {
    accountKey: 'acc-member-blocked',
    displayName: '하정지',
    email: 'blocked@klass.test',
    phone: '010-9000-0300',
    marketing: false,
    status: 'BLOCKED',
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

/** What a generated member has beyond the fixture's fields. */
type Extra = Partial<Pick<AccountRecord, 'emailVerified' | 'info' | 'status' | 'withdrawal' | 'nightMarketing'>>;

/** A member's account; they agreed to the terms (and chose marketing) when they joined. */
function memberAccount(fixture: Fixture, joinedAt = EARLY_JOINED_AT, extra: Extra = {}): AccountRecord {
  return accountRecord({
    accountKey: fixture.accountKey,
    displayName: fixture.displayName,
    email: fixture.email,
    phone: fixture.phone,
    phoneVerified: true,
    // Generated members have no password: nobody logs in as them.
    password: fixture.password ?? null,
    hasPassword: fixture.password !== undefined,
    agreement: { termsOfService: true, privacyPolicy: true, marketing: fixture.marketing, agreedAt: joinedAt },
    joinedAt,
    ...(fixture.status ? { status: fixture.status } : {}),
    ...extra,
  });
}

/** Info fields of the tenant's info-config (mocks/account/seed.ts) that members fill, one frozen object per value. */
const sharedInfo = (fieldName: string, label: string, value: string): InfoField => ({ fieldName, label, value, conclusion: null, certificationAt: null });
const GENDERS = [sharedInfo('gender', '성별', 'MALE'), sharedInfo('gender', '성별', 'FEMALE')];
const JOBS = ['STUDENT', 'EMPLOYEE', 'FREELANCER', 'OTHER'].map((value) => sharedInfo('job', '직업', value));
const COMPANIES = ['한빛전자', '클래스 주식회사', '바다물산', '새벽소프트'].map((value) => sharedInfo('company', '회사명', value));

/**
 * The member's info values and e-mail verification from one random number: about 85% verified
 * e-mails, half with a certified phone (certificationAt a day after joining), most with a gender
 * and a job, some with a company.
 */
function memberExtra(traits: number, phone: string, joinedAt: string): Extra {
  const info: InfoField[] = [];
  if (traits % 2 === 0) {
    const certifiedAt = new Date(Date.parse(joinedAt) + DAY_MS).toISOString();
    info.push({ fieldName: 'certifiedPhone', label: '휴대폰 본인인증', value: phone, conclusion: 'CERTIFIED', certificationAt: certifiedAt });
  }
  const gender = GENDERS[(traits >> 1) % 3];
  if (gender) info.push(gender);
  const job = JOBS[(traits >> 3) % 5];
  if (job) info.push(job);
  const company = COMPANIES[(traits >> 6) % 8];
  if (company) info.push(company);
  return { emailVerified: (traits >> 9) % 20 < 17, info };
}

/**
 * Info of named members. The outsider's business number was stored before the checksum applied
 * (its last digit fails it; §5 makes the checksum optional): the detail must still save their
 * other fields, checking only what the operator changed.
 */
export const OUTSIDER_STORED_BUSINESS_NUMBER = '123-45-67890';
const fixtureExtras: Partial<Record<string, Extra>> = {
  [memberFixtures.outsider.accountKey]: {
    info: [sharedInfo('businessNumber', '사업자등록번호', OUTSIDER_STORED_BUSINESS_NUMBER), sharedInfo('company', '회사명', '바깥상사')],
  },
};

/** The member area's own faker and seed, so its thousands of draws never shift another area's data. */
const MEMBER_FAKER_SEED = 20261501;

interface MemberWorld {
  accounts: AccountRecord[];
  groups: MemberGroupRecord[];
}

export function withdrawnMemberKey(index: number): string {
  return `acc-member-w${String(index).padStart(3, '0')}`;
}

function generateMembers(faker: Faker): { active: AccountRecord[]; withdrawn: AccountRecord[] } {
  const phones = new Set<string>(Object.values(memberFixtures).map((member) => member.phone));
  const member = (accountKey: string, index: number) => {
    let phone: string;
    do {
      phone = `010-${faker.string.numeric(4)}-${faker.string.numeric(4)}`;
    } while (phones.has(phone));
    phones.add(phone);
    const joinedAt = new Date(faker.number.int({ min: JOINED_SINCE_MS, max: SEED_DAY_MS })).toISOString();
    const fixture: Fixture = {
      accountKey,
      // Korean names are family name then given name, written together.
      displayName: `${faker.person.lastName()}${faker.person.firstName()}`,
      email: `${faker.helpers.arrayElement(GIVEN)}.${faker.helpers.arrayElement(SURNAMES)}${index}@${faker.helpers.arrayElement(DOMAINS)}`,
      phone,
      marketing: faker.datatype.boolean({ probability: 0.4 }),
    };
    const extra = memberExtra(faker.number.int(0xffff), phone, joinedAt);
    // Three in five who chose marketing also chose advertising at night (no draw: the world stays as it was).
    const night = fixture.marketing && index % 5 < 3 ? { nightMarketing: { agreed: true, changedAt: joinedAt } } : {};
    return { fixture, joinedAt, extra: { ...extra, ...night } };
  };
  const active: AccountRecord[] = [];
  for (let index = 0; index < GENERATED_MEMBER_COUNT; index += 1) {
    const { fixture, joinedAt, extra } = member(generatedMemberKey(index), index);
    active.push(memberAccount(fixture, joinedAt, extra));
  }
  const withdrawn: AccountRecord[] = [];
  for (let index = 0; index < WITHDRAWN_MEMBER_COUNT; index += 1) {
    const { fixture, joinedAt, extra } = member(withdrawnMemberKey(index), GENERATED_MEMBER_COUNT + index);
    const at = new Date(faker.number.int({ min: Date.parse(joinedAt), max: SEED_DAY_MS })).toISOString();
    withdrawn.push(memberAccount(fixture, joinedAt, { ...extra, status: 'WITHDRAWN', withdrawal: { at, by: index % 3 === 0 ? 'MANAGER' : 'SELF' } }));
  }
  return { active, withdrawn };
}

function buildMemberWorld(): MemberWorld {
  const faker = new Faker({ locale: [ko, en, base], seed: MEMBER_FAKER_SEED });
  const { active: generated, withdrawn } = generateMembers(faker);
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
  return {
    accounts: [...Object.values(memberFixtures).map((fixture: Fixture) => memberAccount(fixture, EARLY_JOINED_AT, fixtureExtras[fixture.accountKey])), ...generated, ...withdrawn],
    groups,
  };
}

/** Built once per process; its records are bulk records (mocks/db/bulk.ts), put back at every seed. */
let memberWorld: MemberWorld | null = null;
const world = () => (memberWorld ??= buildMemberWorld());

export async function seedMemberArea(): Promise<void> {
  await seedBulk(db.accounts, () => world().accounts);
  await seedBulk(db.memberGroups, () => world().groups);
}
