/**
 * Seeded account world: learners (verified and unverified e-mail, with and without id and
 * password, a social-only account, linked KAKAO/NAVER, custom info fields of every value type, a
 * withdrawn account), managers/masters with authorities, the tenant's register fields, the mock
 * social providers' people (the SSO credentials are the SSO area's, `mocks/sso/seed.ts`), and the
 * QR authentication links (made on another device, which the learner site never does).
 *
 * Every way in is listed in `seededLogins` and `seededSocial`; docs/logins.md documents
 * them, keep the two in step.
 */
import type { Faker } from '@faker-js/faker';
import type { AuthenticationToken, InfoField } from '@app/shared/api/contract/account';
import type {
  AccountRecord,
  MasterAuthorityRecord,
  RegisterFieldRecord,
  SocialIdentityRecord,
} from './schemas';
import { db } from '@mocks/db/database';

/** E-mail or id + password logins. */
export const seededLogins = {
  /** Verified e-mail, login id `haneul01`, KAKAO linked, every custom info field filled. */
  learner: { identifier: 'learner@klass.test', password: 'klass_learner_1' },
  /** Unverified e-mail, no login id, nothing bought. */
  newLearner: { identifier: 'new@klass.test', password: 'klass_newbie_1' },
  /** Holds MASTER with two authorities (masterId 101 and 102) for add-role. */
  manager: { identifier: 'manager@klass.test', password: 'klass_manager_1' },
  /** Registered by login id (log in with the id); e-mail unverified. */
  idLearner: { identifier: 'jung02', password: 'klass_idonly_1' },
  /** A second master with two authorities (masterId 201 and 202). */
  teacher: { identifier: 'teacher@klass.test', password: 'klass_teacher_1' },
  /** Withdrawn: logging in answers `account.status.withdrawal`. */
  withdrawn: { identifier: 'withdrawn@klass.test', password: 'klass_gone_1' },
} as const;

/**
 * Social logins: `POST /rest/account/oauth/{kind}` with `accessToken`, or the consent step
 * `issueOAuthCode({kind, providerUserId, redirectPath})` then `/oauth/{kind}/code`.
 */
export const seededSocial = {
  /** The learner's linked KAKAO. */
  learnerKakao: { kind: 'KAKAO', providerUserId: 'kakao-1001', accessToken: 'kakao-token-learner' },
  /** The social-only account (no id, no password), linked to both providers. */
  socialKakao: { kind: 'KAKAO', providerUserId: 'kakao-1002', accessToken: 'kakao-token-social' },
  socialNaver: { kind: 'NAVER', providerUserId: 'naver-2001', accessToken: 'naver-token-social' },
  /** A NAVER person with no account yet: the first login creates a social-only account. */
  newcomerNaver: {
    kind: 'NAVER',
    providerUserId: 'naver-2999',
    accessToken: 'naver-token-newcomer',
  },
} as const satisfies Record<
  string,
  Pick<SocialIdentityRecord, 'kind' | 'providerUserId' | 'accessToken'>
>;

const AGREED = {
  termsOfService: true,
  privacyPolicy: true,
  marketing: false,
  agreedAt: '2025-01-10T01:00:00.000Z',
};

const base = {
  emailVerified: true,
  id: null,
  hasPassword: true,
  linkedSocial: [],
  phone: null,
  phoneVerified: false,
  birthday: null,
  info: [],
  status: 'ACTIVE',
  roles: ['LEARNER'],
  agreement: AGREED,
} satisfies Partial<AccountRecord>;

/**
 * An active account with a verified e-mail and nothing else filled in, for the areas that seed
 * accounts of their own (operators, members): they name only what differs.
 */
export function accountRecord(
  fields: Pick<AccountRecord, 'accountKey' | 'displayName' | 'email' | 'password'> & Partial<AccountRecord>,
): AccountRecord {
  return { ...base, ...fields };
}

const MASTER_ROLES = ['LEARNER', 'MASTER'];

/** One field of every value type (spec §3 Register setting). */
const registerFields: Omit<RegisterFieldRecord, 'order'>[] = [
  {
    name: 'certifiedPhone',
    label: '휴대폰 본인인증',
    valueType: 'CELLPHONE_OCCUPANCY',
    options: [],
    required: false,
  },
  {
    name: 'contactPhone',
    label: '연락처',
    valueType: 'CELLPHONE_NORMAL',
    options: [],
    required: false,
  },
  {
    name: 'gender',
    label: '성별',
    valueType: 'GENDER',
    options: [
      { label: '남성', value: 'MALE' },
      { label: '여성', value: 'FEMALE' },
    ],
    required: false,
  },
  {
    name: 'job',
    label: '직업',
    valueType: 'OPTION',
    options: [
      { label: '학생', value: 'STUDENT' },
      { label: '직장인', value: 'EMPLOYEE' },
      { label: '프리랜서', value: 'FREELANCER' },
      { label: '기타', value: 'OTHER' },
    ],
    required: false,
  },
  { name: 'birthday', label: '생년월일', valueType: 'BIRTHDAY', options: [], required: false },
  { name: 'company', label: '회사명', valueType: 'TEXT', options: [], required: false },
  { name: 'employeeNumber', label: '사번', valueType: 'NUMBER', options: [], required: false },
  {
    name: 'businessNumber',
    label: '사업자등록번호',
    valueType: 'KOR_BUSINESS_NUMBER',
    options: [],
    required: false,
  },
  { name: 'address', label: '주소', valueType: 'KOR_ADDRESS', options: [], required: false },
];

export const registerFieldSeed: RegisterFieldRecord[] = registerFields.map((field, order) => ({
  ...field,
  order,
}));

function info(fieldName: string, value: string, certificationAt: string | null = null): InfoField {
  const label = registerFieldSeed.find((field) => field.name === fieldName)?.label ?? fieldName;
  return {
    fieldName,
    label,
    value,
    conclusion: certificationAt ? 'CERTIFIED' : null,
    certificationAt,
  };
}

const learnerInfo: InfoField[] = [
  info('certifiedPhone', '010-1234-5678', '2025-03-02T01:00:00.000Z'),
  info('contactPhone', '010-9876-5432'),
  info('gender', 'FEMALE'),
  info('job', 'EMPLOYEE'),
  info('birthday', '1994-03-15'),
  info('company', '클래스 주식회사'),
  info('employeeNumber', '20240117'),
  info('businessNumber', '220-81-62517'),
  info('address', '06236|서울 강남구 테헤란로 123|4층'),
];

export function accountSeedRecords(faker: Faker): AccountRecord[] {
  const fixed: AccountRecord[] = [
    {
      ...base,
      accountKey: 'acc-learner',
      displayName: '김하늘',
      email: seededLogins.learner.identifier,
      password: seededLogins.learner.password,
      id: 'haneul01',
      phone: '010-1234-5678',
      phoneVerified: true,
      birthday: '1994-03-15',
      linkedSocial: ['KAKAO'],
      info: learnerInfo,
    },
    {
      ...base,
      accountKey: 'acc-new',
      displayName: '이새봄',
      email: seededLogins.newLearner.identifier,
      password: seededLogins.newLearner.password,
      emailVerified: false,
    },
    {
      ...base,
      accountKey: 'acc-manager',
      displayName: '박운영',
      email: seededLogins.manager.identifier,
      password: seededLogins.manager.password,
      roles: MASTER_ROLES,
    },
    {
      ...base,
      accountKey: 'acc-id',
      displayName: '정아이디',
      email: 'jung02@klass.test',
      emailVerified: false,
      id: seededLogins.idLearner.identifier,
      password: seededLogins.idLearner.password,
    },
    {
      ...base,
      accountKey: 'acc-teacher',
      displayName: '오선생',
      email: seededLogins.teacher.identifier,
      password: seededLogins.teacher.password,
      roles: MASTER_ROLES,
    },
    {
      // The same person as the learner (same verified phone), signed up through social login.
      ...base,
      accountKey: 'acc-social',
      displayName: '최소셜',
      email: 'social@klass.test',
      hasPassword: false,
      password: null,
      linkedSocial: ['KAKAO', 'NAVER'],
      phone: '010-1234-5678',
      phoneVerified: true,
      agreement: null,
    },
    {
      ...base,
      accountKey: 'acc-withdrawn',
      displayName: '한탈퇴',
      email: seededLogins.withdrawn.identifier,
      password: seededLogins.withdrawn.password,
      status: 'WITHDRAWN',
      info: [info('gender', 'MALE'), info('address', '48058|부산 해운대구 센텀중앙로 79|')],
    },
  ];
  const generated = Array.from({ length: 20 }, (_, index): AccountRecord => {
    const lastName = faker.person.lastName();
    const firstName = faker.person.firstName();
    return {
      ...base,
      accountKey: `acc-gen-${String(index + 1).padStart(3, '0')}`,
      displayName: `${lastName}${firstName}`,
      email: `learner${index + 1}@klass.test`,
      password: faker.internet.password({ length: 12, prefix: 'a1' }),
      emailVerified: faker.datatype.boolean(),
    };
  });
  return [...fixed, ...generated];
}

const socialPeople: SocialIdentityRecord[] = [
  {
    ...seededSocial.learnerKakao,
    email: 'learner@klass.test',
    displayName: '김하늘',
    accountKey: 'acc-learner',
  },
  {
    ...seededSocial.socialKakao,
    email: 'social@klass.test',
    displayName: '최소셜',
    accountKey: 'acc-social',
  },
  {
    ...seededSocial.socialNaver,
    email: 'social@klass.test',
    displayName: '최소셜',
    accountKey: 'acc-social',
  },
  {
    ...seededSocial.newcomerNaver,
    email: 'newcomer@naver.test',
    displayName: '나신입',
    accountKey: null,
  },
];

const authorities: MasterAuthorityRecord[] = [
  {
    accountKey: 'acc-manager',
    masterId: '101',
    title: '클래스 운영 매니저',
    features: ['KLASS', 'NOTICE', 'QNA', 'REVIEW'],
    permissions: ['READ', 'WRITE', 'DELETE'],
    lastUsedAt: Date.UTC(2025, 9, 20),
  },
  {
    accountKey: 'acc-manager',
    masterId: '102',
    title: '라이브 강사',
    features: ['KLASS', 'LIVE'],
    permissions: ['READ', 'WRITE'],
    lastUsedAt: Date.UTC(2025, 8, 1),
  },
  {
    accountKey: 'acc-teacher',
    masterId: '201',
    title: '오선생의 수학 교실',
    features: ['KLASS', 'CURRICULUM', 'NOTICE'],
    permissions: ['READ', 'WRITE'],
    lastUsedAt: Date.UTC(2025, 10, 1),
  },
  // A second authority, so switching authority can be tried as the teacher too (review).
  {
    accountKey: 'acc-teacher',
    masterId: '202',
    title: '오선생의 주말 명상 교실',
    features: ['KLASS', 'CURRICULUM', 'NOTICE'],
    permissions: ['READ', 'WRITE'],
    lastUsedAt: Date.UTC(2025, 6, 12),
  },
];

/**
 * QR authentication links of the learner (`/app/auth/qr-token?tenantId=&token=`): one that works
 * (once per reseed: a token logs in once) and one past its `expiredAt`. Fixed dates, so a browser
 * mock whose data survives reloads keeps them as they are.
 */
export const seededQrTokens = {
  learner: { tenantId: 'tenant-klass', token: 'qr-learner', expiredAt: '2099-12-31T15:00:00.000Z' },
  expired: { tenantId: 'tenant-klass', token: 'qr-expired', expiredAt: '2020-01-01T00:00:00.000Z' },
} as const satisfies Record<string, AuthenticationToken>;

export async function seedAccountArea(faker: Faker): Promise<void> {
  for (const account of accountSeedRecords(faker)) await db.accounts.create(account);
  for (const field of registerFieldSeed) await db.registerFields.create(field);
  for (const person of socialPeople) await db.socialIdentities.create(person);
  for (const authority of authorities) await db.masterAuthorities.create(authority);
  for (const qr of Object.values(seededQrTokens)) {
    const { tenantId, token, expiredAt } = qr;
    await db.qrTokens.create({ tenantId, token, accountKey: 'acc-learner', expiresAt: Date.parse(expiredAt), usedAt: null });
  }
}
