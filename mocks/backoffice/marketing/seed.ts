/**
 * The seeded popups and top banners (issue 31): a year of a site's campaigns — ended ones, and
 * upcoming ones for next summer — with Korean titles, in both kinds and every target. None is
 * live at the seed or in the months after it: a live popup would stand over every learner page
 * of every other test and story. Tests and stories that need one live make it (or use
 * `liveFixtures`, which a story's own handlers answer).
 */
import type { PlacementKind, PlacementTarget } from '@app/shared/api/contract/adminMarketingRules';
import { db } from '@mocks/db/database';
import type { PlacementRecord } from './collections';

const OPERATOR = { accountKey: 'acc-operator', displayName: '운영자' };

/** Keys tests and stories name (the seed is fixed). */
export const placementFixtures = { endedPopup: 'mkt-popup-01', upcomingPopup: 'mkt-popup-07', endedBanner: 'mkt-banner-01', upcomingBanner: 'mkt-banner-05' } as const;

interface Campaign {
  title: string;
  message: string;
  /** Seoul times. */
  start: string;
  end: string | null;
  target: PlacementTarget;
  link: string | null;
  enabled?: boolean;
}

const popups: readonly Campaign[] = [
  { title: '새해 맞이 전 클래스 20% 할인', message: '1월 한 달 동안 모든 클래스를 20% 할인된 가격으로 만나 보세요.', start: '2026-01-01T00:00', end: '2026-02-01T00:00', target: 'ALL', link: 'https://klass.example.com/events/new-year' },
  { title: '설 연휴 고객센터 휴무 안내', message: '2월 16일부터 18일까지 고객센터가 쉬어요. 문의는 게시판에 남겨 주세요.', start: '2026-02-12T09:00', end: '2026-02-19T09:00', target: 'MEMBERS', link: null },
  { title: '봄 신규 클래스 오픈', message: '드로잉, 코딩, 요리 클래스 30개가 새로 열렸어요.', start: '2026-03-02T10:00', end: '2026-03-31T00:00', target: 'ALL', link: 'https://klass.example.com/new' },
  { title: '첫 구매 3,000원 쿠폰', message: '처음 오셨나요? 가입하면 바로 쓸 수 있는 쿠폰을 드려요.', start: '2026-04-01T00:00', end: '2026-07-01T00:00', target: 'VISITORS', link: 'https://klass.example.com/signup' },
  { title: '여름 방학 특강 사전 신청', message: '방학 특강은 인원이 정해져 있어요. 미리 신청해 두세요.', start: '2026-06-15T10:00', end: '2026-07-20T00:00', target: 'MEMBERS', link: 'https://klass.example.com/summer' },
  { title: '추석 연휴 배송 안내', message: '9월 23일부터 28일까지 주문한 교재는 연휴가 끝난 뒤 보내 드려요.', start: '2026-09-18T09:00', end: '2026-09-29T09:00', target: 'ALL', link: null, enabled: false },
  { title: '2027 여름 방학 특강 예고', message: '내년 여름 방학 특강 일정을 곧 알려 드릴게요.', start: '2027-06-01T10:00', end: '2027-07-01T00:00', target: 'ALL', link: 'https://klass.example.com/summer' },
  { title: '2027 여름 회원 감사 이벤트', message: '수강생만을 위한 감사 이벤트가 열려요.', start: '2027-07-01T10:00', end: null, target: 'MEMBERS', link: null },
];

const banners: readonly Campaign[] = [
  { title: '겨울 방학 얼리버드', message: '겨울 방학 클래스 얼리버드 할인이 이번 주에 끝나요.', start: '2026-01-05T00:00', end: '2026-01-12T00:00', target: 'ALL', link: 'https://klass.example.com/winter' },
  { title: '앱 설치하고 오프라인 수강', message: '앱에서 강의를 내려받아 지하철에서도 들어 보세요.', start: '2026-03-10T00:00', end: '2026-05-01T00:00', target: 'MEMBERS', link: 'https://klass.example.com/app' },
  { title: '후기 쓰면 적립금', message: '수강 후기를 남기면 1,000원을 적립해 드려요.', start: '2026-05-01T00:00', end: '2026-08-01T00:00', target: 'MEMBERS', link: null },
  { title: '가을맞이 클래스 기획전', message: '가을에 시작하기 좋은 클래스를 모았어요.', start: '2026-09-01T00:00', end: '2026-10-15T00:00', target: 'ALL', link: 'https://klass.example.com/autumn' },
  { title: '2027 봄 학기 미리 보기', message: '2027년 봄 학기 클래스를 가장 먼저 만나 보세요.', start: '2027-03-01T00:00', end: '2027-04-01T00:00', target: 'ALL', link: 'https://klass.example.com/spring' },
];

function record(kind: PlacementKind, campaign: Campaign, index: number): PlacementRecord {
  const startAt = new Date(`${campaign.start}:00+09:00`).toISOString();
  return {
    placementKey: `mkt-${kind.toLowerCase()}-${String(index + 1).padStart(2, '0')}`,
    kind,
    title: campaign.title,
    message: campaign.message,
    imageFileId: null,
    linkUrl: campaign.link,
    startAt,
    endAt: campaign.end === null ? null : new Date(`${campaign.end}:00+09:00`).toISOString(),
    target: campaign.target,
    order: (index % 3) + 1,
    enabled: campaign.enabled ?? true,
    version: 1,
    updatedAt: new Date(Date.parse(startAt) - 3 * 24 * 60 * 60 * 1000).toISOString(),
    updatedBy: OPERATOR,
  };
}

export function placementSeed(): PlacementRecord[] {
  return [...popups.map((campaign, index) => record('POPUP', campaign, index)), ...banners.map((campaign, index) => record('BANNER', campaign, index))];
}

export async function seedMarketingArea(): Promise<void> {
  for (const placement of placementSeed()) await db.marketingPlacements.create(placement);
}
