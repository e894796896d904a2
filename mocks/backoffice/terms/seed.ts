/**
 * The seeded terms pages (issue 31): the three every site has — 서비스 이용약관 and 개인정보
 * 처리방침 (required), 마케팅 정보 수신 동의 (optional) — and one the tenant added, 위치기반서비스
 * 이용약관, each with the versions a site of some years has, bodies written as terms are (articles
 * with their clauses). Every version came into force before the seeded learners agreed
 * (2025-01-10), so nobody is asked to agree again until an operator publishes a newer one. The
 * privacy policy has a draft waiting, for the editor's stories. Fixed text, no faker: the world is
 * the same at every run.
 */
import { db } from '@mocks/db/database';
import type { TermsPageRecord, TermsVersionRecord } from './collections';

const OPERATOR = { accountKey: 'acc-operator', displayName: '운영자' };

/** Keys tests and stories name. */
export const termsFixtures = { service: 'SERVICE', privacy: 'PRIVACY', marketing: 'MARKETING', location: 'terms-location' } as const;

interface Article {
  title: string;
  clauses: readonly string[];
}

const serviceArticles: readonly Article[] = [
  { title: '목적', clauses: ['이 약관은 회사가 제공하는 온라인 강의 서비스(이하 "서비스")를 이용하는 데 필요한 회사와 회원의 권리, 의무 및 책임 사항을 정합니다.'] },
  {
    title: '정의',
    clauses: [
      '"회원"이란 이 약관에 동의하고 회사와 이용 계약을 맺어 아이디를 받은 사람을 말합니다.',
      '"클래스"란 회사가 서비스에서 판매하거나 제공하는 강의와 그에 딸린 자료를 말합니다.',
      '"수강권"이란 회원이 정해진 기간 동안 클래스를 들을 수 있는 권리를 말합니다.',
    ],
  },
  { title: '약관의 게시와 개정', clauses: ['회사는 이 약관을 회원이 쉽게 볼 수 있도록 서비스 화면에 게시합니다.', '회사가 약관을 개정할 때에는 시행일과 개정 이유를 밝혀 시행일 7일 전부터 알립니다. 회원에게 불리한 개정은 30일 전부터 알립니다.'] },
  { title: '이용 계약의 성립', clauses: ['이용 계약은 가입하려는 사람이 약관에 동의하고 가입을 신청한 뒤 회사가 승낙하면 성립합니다.'] },
  { title: '수강권의 이용', clauses: ['회원은 수강권의 이용 기간 안에서 클래스를 횟수 제한 없이 들을 수 있습니다.', '수강권은 다른 사람에게 넘기거나 빌려줄 수 없습니다.'] },
  { title: '청약 철회와 환불', clauses: ['회원은 결제한 날부터 7일 안에, 클래스를 듣기 전이라면 청약을 철회할 수 있습니다.', '클래스를 일부 들은 뒤의 환불은 들은 만큼을 뺀 금액으로 합니다.'] },
  { title: '회원의 의무', clauses: ['회원은 클래스의 영상과 자료를 회사의 허락 없이 복제하거나 배포해서는 안 됩니다.'] },
  { title: '서비스의 중단', clauses: ['회사는 설비 점검, 교체, 고장이나 통신 두절이 있을 때 서비스를 잠시 멈출 수 있으며, 미리 알립니다.'] },
  { title: '분쟁의 해결', clauses: ['이 약관과 서비스 이용에 관한 분쟁은 대한민국 법을 따르며, 민사소송법에 따른 관할 법원에서 해결합니다.'] },
];

const privacyArticles: readonly Article[] = [
  { title: '수집하는 개인정보', clauses: ['회사는 가입할 때 이름, 이메일, 비밀번호를, 결제할 때 결제 수단 정보를 수집합니다.', '서비스를 이용하는 동안 접속 기록, 수강 기록, 기기 정보가 자동으로 만들어져 수집될 수 있습니다.'] },
  { title: '개인정보의 이용 목적', clauses: ['회원 관리, 수강권 제공과 결제, 고객 문의 응대, 서비스 개선에 씁니다.'] },
  { title: '보유 및 이용 기간', clauses: ['회원이 탈퇴하면 지체 없이 파기합니다. 다만 전자상거래법에 따라 계약과 결제 기록은 5년, 소비자 불만 기록은 3년 동안 보관합니다.'] },
  { title: '제3자 제공', clauses: ['회사는 회원의 동의 없이 개인정보를 제3자에게 제공하지 않습니다. 법령에 따른 요청은 예외로 합니다.'] },
  { title: '처리 위탁', clauses: ['결제 처리는 결제대행사에, 알림 메시지 발송은 메시지 발송 업체에 맡깁니다.'] },
  { title: '정보주체의 권리', clauses: ['회원은 언제든지 자신의 개인정보를 조회하고 고치거나 삭제를 요청할 수 있습니다.'] },
  { title: '개인정보 보호책임자', clauses: ['개인정보에 관한 문의는 고객센터 이메일로 보내 주세요. 영업일 기준 3일 안에 답합니다.'] },
];

const marketingArticles: readonly Article[] = [
  { title: '수신 동의 내용', clauses: ['새 클래스, 할인 쿠폰, 이벤트 소식을 이메일과 문자 메시지로 받아 보는 데 동의합니다.'] },
  { title: '동의 철회', clauses: ['동의는 언제든지 계정 설정에서 철회할 수 있으며, 철회해도 서비스 이용에는 아무런 제한이 없습니다.'] },
];

const locationArticles: readonly Article[] = [
  { title: '목적', clauses: ['이 약관은 회사가 제공하는 위치기반서비스(오프라인 클래스 장소 안내)의 이용 조건을 정합니다.'] },
  { title: '위치정보의 이용', clauses: ['회원이 허락한 경우에만 가까운 오프라인 클래스 장소를 찾는 데 위치정보를 씁니다.', '위치정보는 찾기가 끝나면 바로 파기하며 따로 보관하지 않습니다.'] },
];

/** A body as terms are written: "제1조 (목적)" then its clauses, ① ② … when there are several. */
function termsBody(articles: readonly Article[], note: string): string {
  const marks = ['①', '②', '③', '④', '⑤'];
  const parts = articles.map((article, index) => {
    const clauses = article.clauses.length === 1 ? article.clauses : article.clauses.map((clause, at) => `${marks[at] ?? ''} ${clause}`);
    return [`제${index + 1}조 (${article.title})`, ...clauses].join('\n');
  });
  return [...parts, `부칙\n${note}`].join('\n\n');
}

/** `2024-09-01` → `2024년 9월 1일`. */
function koreanDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${year}년 ${Number(month)}월 ${Number(date)}일`;
}

function version(no: number, effectiveDay: string, articles: readonly Article[], publishedDaysBefore = 14): TermsVersionRecord {
  const effectiveAt = new Date(Date.parse(`${effectiveDay}T00:00:00+09:00`)).toISOString();
  return {
    version: no,
    effectiveAt,
    publishedAt: new Date(Date.parse(effectiveAt) - publishedDaysBefore * 24 * 60 * 60 * 1000 + 10 * 60 * 60 * 1000).toISOString(),
    publishedBy: OPERATOR,
    body: termsBody(articles, `이 약관은 ${koreanDay(effectiveDay)}부터 시행합니다.`),
  };
}

export function termsSeed(): TermsPageRecord[] {
  return [
    {
      termsKey: termsFixtures.service,
      title: '서비스 이용약관',
      required: true,
      place: 1,
      draft: null,
      lastRevision: 3,
      versions: [
        version(1, '2023-06-01', serviceArticles.slice(0, 7)),
        version(2, '2024-03-01', serviceArticles.slice(0, 8)),
        version(3, '2024-09-01', serviceArticles),
      ],
    },
    {
      termsKey: termsFixtures.privacy,
      title: '개인정보 처리방침',
      required: true,
      place: 2,
      draft: {
        body: termsBody(privacyArticles, '이 방침은 공고한 날부터 시행합니다.'),
        revision: 3,
        updatedAt: '2026-11-18T02:30:00.000Z',
        updatedBy: OPERATOR,
      },
      lastRevision: 3,
      versions: [version(1, '2023-06-01', privacyArticles.slice(0, 5)), version(2, '2024-12-01', privacyArticles.slice(0, 6))],
    },
    {
      termsKey: termsFixtures.marketing,
      title: '마케팅 정보 수신 동의',
      required: false,
      place: 3,
      draft: null,
      lastRevision: 1,
      versions: [version(1, '2023-06-01', marketingArticles)],
    },
    {
      termsKey: termsFixtures.location,
      title: '위치기반서비스 이용약관',
      required: false,
      place: 4,
      draft: null,
      lastRevision: 1,
      versions: [version(1, '2024-05-01', locationArticles, 30)],
    },
  ];
}

export async function seedTermsArea(): Promise<void> {
  for (const page of termsSeed()) await db.termsPages.create(page);
}
