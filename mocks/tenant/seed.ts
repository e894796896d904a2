/**
 * Seeded tenants: one per documented preference case (themes, fonts, plugins, login methods,
 * statuses, a corporation with and without a support telephone). Scenarios pick one by id;
 * `DEFAULT_TENANT_ID` (a mock setting) serves the site unless a scenario says otherwise.
 *
 * Fixed records only: the tenant seed runs first, and drawing from the shared faker here would
 * shift every value the later areas generate.
 */
import type { Faker } from '@faker-js/faker';
import type { Preferences } from '@app/shared/api/contract/tenant';
import { DEFAULT_TENANT_ID } from '@mocks/engine/settings';
import { db } from '@mocks/db/database';
import { media } from '@mocks/inventory/media';
import type { TenantRecord } from './collections';

const noPlugins: Preferences['plugins'] = { tagManager: null, chat: null, chatbot: null };

const emailLoginOnly: Preferences['login'] = {
  kakaoEnabled: false,
  naverEnabled: false,
  sso: null,
  managerLoginUsed: false,
  basicLoginUsed: true,
  basicLoginIdentifier: 'EMAIL',
};

const active = { status: 'ACTIVE', statusTitle: null, statusMessage: null } as const;

export const tenantSeedRecords: readonly TenantRecord[] = [
  {
    tenantId: DEFAULT_TENANT_ID,
    name: '클래스 아카데미',
    ...active,
    theme: { primaryColor: '#2a5bd7', logoUrl: null },
    font: null,
    corporation: {
      serviceName: '클래스 아카데미',
      supportTel: '02-1234-5678',
      email: 'help@klass.test',
    },
    plugins: {
      tagManager: { key: 'GTM-KLASS01' },
      chat: { key: 'chat-klass-academy', showButton: true, sendMemberInfo: true },
      chatbot: null,
    },
    login: { ...emailLoginOnly, kakaoEnabled: true },
  },
  {
    tenantId: 'tenant-ocean',
    name: '오션 러닝',
    ...active,
    theme: { primaryColor: '#0b7285', logoUrl: media.oceanLogo },
    font: 'Noto Serif KR',
    corporation: { serviceName: '오션 러닝', supportTel: '1588-0000', email: 'cs@ocean.test' },
    plugins: {
      tagManager: { key: 'GTM-OCEAN01' },
      chat: { key: 'chat-ocean', showButton: true, sendMemberInfo: false },
      chatbot: { brandKey: 'ocean-brand', channelType: 'WEB', scenarioId: 'onboarding-01' },
    },
    login: {
      kakaoEnabled: true,
      naverEnabled: true,
      sso: {
        method: 'jwt',
        loginUrl: 'https://sso.ocean.test/login',
        buttonLabel: '오션 통합 로그인',
      },
      managerLoginUsed: true,
      basicLoginUsed: true,
      basicLoginIdentifier: 'ID',
    },
  },
  {
    tenantId: 'tenant-dusk',
    name: '더스크 캠퍼스',
    ...active,
    theme: { primaryColor: '#5f3dc4', logoUrl: null },
    font: 'Noto Sans KR',
    corporation: { serviceName: '더스크 캠퍼스', supportTel: null, email: 'contact@dusk.test' },
    plugins: {
      ...noPlugins,
      chatbot: { brandKey: 'dusk-brand', channelType: 'KAKAO', scenarioId: 'faq-02' },
    },
    login: {
      ...emailLoginOnly,
      naverEnabled: true,
      sso: {
        method: 'custom.cjenc',
        loginUrl: 'https://sso.dusk.test/',
        buttonLabel: '임직원 로그인',
      },
      basicLoginUsed: false,
    },
  },
  {
    tenantId: 'tenant-closed',
    name: '한빛 평생교육원',
    status: 'DROP_OUT',
    statusTitle: null,
    statusMessage: null,
    theme: { primaryColor: '#2f7d32', logoUrl: null },
    font: null,
    corporation: {
      serviceName: '한빛 평생교육원',
      supportTel: '031-987-6543',
      email: 'edu@hanbit.test',
    },
    plugins: noPlugins,
    login: emailLoginOnly,
  },
  {
    tenantId: 'tenant-closed-message',
    name: '새길 직무학교',
    status: 'DROP_OUT',
    statusTitle: '서비스 이용이 종료되었어요',
    statusMessage:
      '새길 직무학교는 2026년 3월 31일부로 운영을 마쳤습니다. 수강 기록 문의는 이메일로 보내 주세요.',
    theme: { primaryColor: '#c2255c', logoUrl: null },
    font: null,
    corporation: { serviceName: '새길 직무학교', supportTel: null, email: 'bye@saegil.test' },
    plugins: noPlugins,
    login: emailLoginOnly,
  },
  {
    tenantId: 'tenant-archived',
    name: '옛 배움터',
    status: 'ARCHIVED',
    statusTitle: '보관된 사이트입니다',
    statusMessage: '이 사이트의 강의는 보관 중이에요. 새 강의는 클래스 아카데미에서 만나 보세요.',
    theme: { primaryColor: '#495057', logoUrl: null },
    font: null,
    corporation: { serviceName: '옛 배움터', supportTel: '02-555-0101', email: 'archive@old.test' },
    plugins: noPlugins,
    login: emailLoginOnly,
  },
];

export async function seedTenantArea(_faker: Faker): Promise<void> {
  for (const tenant of tenantSeedRecords) await db.tenants.create(tenant);
}
