/**
 * Seeded ownership: class tickets in every status and for every documented error, two package
 * purchases, two courses with course tickets in every status, and other learners' tickets.
 * The new learner ('acc-new') owns nothing.
 */
import type { Faker } from '@faker-js/faker';
import type { TicketStatus } from '@app/shared/api/contract/inventory';
import type {
  CourseRecord,
  CourseTicketRecord,
  KlassTicketRecord,
  PackageOrderRecord,
  PackageRecord,
} from '../collections';
import { coverUrl } from '../media';
import { DAY_MS, HOUR_MS, isoFromNow } from '../time';
import { seededSale } from './catalogue';
import { GENERATED_KLASS_COUNT, liveWindows } from './klasses';
import {
  seededChapters,
  seededCourseItems,
  seededCourseTickets,
  seededCourses,
  seededLessons,
  seededPackages,
  seededTickets,
} from './keys';

export const LEARNER = 'acc-learner';

const days = (count: number) => count * DAY_MS;

/** A running ticket; each case below overrides what makes it that case. */
function klassTicket(
  klassTicketKey: string,
  klassId: string,
  status: TicketStatus,
  overrides: Partial<KlassTicketRecord> = {},
): KlassTicketRecord {
  return {
    klassTicketKey,
    klassId,
    accountKey: LEARNER,
    status,
    availableAt: isoFromNow(-days(30)),
    expiredAt: isoFromNow(days(60)),
    periodDays: 90,
    stoppedAt: null,
    maxStopDays: 30,
    createdAt: isoFromNow(-days(30)),
    listStatus: 'SHOW',
    source: 'SINGLE',
    packageId: null,
    transactionKey: null,
    courseTicketId: null,
    courseItemId: null,
    lastAccessedAt: null,
    recentChapterKey: null,
    recentLessonKey: null,
    ...overrides,
  };
}

function fixedKlassTickets(): KlassTicketRecord[] {
  const t = seededTickets;
  return [
    klassTicket(t.active, 'klass-001', 'ACTIVE', {
      lastAccessedAt: isoFromNow(-HOUR_MS),
      recentChapterKey: seededChapters.mainFirst,
      recentLessonKey: seededLessons.mainResumeVideo,
    }),
    klassTicket(t.available, 'klass-002', 'AVAILABLE', {
      availableAt: isoFromNow(-days(3)),
      expiredAt: null,
      createdAt: isoFromNow(-days(3)),
    }),
    klassTicket(t.scheduled, 'klass-003', 'SCHEDULED', {
      availableAt: isoFromNow(days(5)),
      expiredAt: null,
      createdAt: isoFromNow(-days(2)),
    }),
    klassTicket(t.stopped, 'klass-004', 'STOPPED', {
      availableAt: isoFromNow(-days(20)),
      expiredAt: isoFromNow(days(70)),
      stoppedAt: isoFromNow(-days(3)),
      createdAt: isoFromNow(-days(20)),
    }),
    klassTicket(t.refund, 'klass-005', 'REFUND', { createdAt: isoFromNow(-days(40)) }),
    klassTicket(t.endOfTerm, 'klass-006', 'END_OF_TERM', {
      availableAt: isoFromNow(-days(120)),
      expiredAt: isoFromNow(-days(30)),
      createdAt: isoFromNow(-days(120)),
      lastAccessedAt: isoFromNow(-days(35)),
    }),
    klassTicket(t.liveOnly, 'klass-007', 'ACTIVE', { createdAt: isoFromNow(-days(10)) }),
    klassTicket(t.notPrepared, 'klass-008', 'ACTIVE', { createdAt: isoFromNow(-days(1)) }),
    klassTicket(t.legacy, 'klass-009', 'ACTIVE', {
      createdAt: isoFromNow(-days(200)),
      expiredAt: isoFromNow(days(165)),
    }),
    klassTicket(t.overStopped, 'klass-021', 'STOPPED', {
      stoppedAt: isoFromNow(-days(40)),
      createdAt: isoFromNow(-days(60)),
    }),
    klassTicket(t.expired, 'klass-019', 'ACTIVE', {
      listStatus: 'HIDE',
      availableAt: isoFromNow(-days(92)),
      expiredAt: isoFromNow(-days(2)),
      createdAt: isoFromNow(-days(92)),
    }),
    klassTicket(t.expiredAtNull, 'klass-020', 'ACTIVE', {
      listStatus: 'HIDE',
      expiredAt: null,
      createdAt: isoFromNow(-days(15)),
    }),
    klassTicket(t.otherLearner, 'klass-001', 'ACTIVE', { accountKey: 'acc-gen-001' }),
  ];
}

export const packageSeed: PackageRecord[] = [
  {
    packageId: seededPackages.marketing.packageId,
    title: '마케팅 올인원 패키지',
    coverImageUrl: coverUrl(5),
    klassIds: ['klass-010', 'klass-011', 'klass-012'],
    catalogue: seededSale('cat-klass-marketing', 239_000),
  },
  {
    packageId: seededPackages.designHidden.packageId,
    title: '디자인 스타터 패키지',
    coverImageUrl: coverUrl(6),
    klassIds: ['klass-013', 'klass-014'],
    catalogue: seededSale('cat-klass-design', 189_000),
  },
];

function packageOrders(): PackageOrderRecord[] {
  return [
    { ...seededPackages.marketing, accountKey: LEARNER, purchasedAt: isoFromNow(-days(25)) },
    { ...seededPackages.designHidden, accountKey: LEARNER, purchasedAt: isoFromNow(-days(50)) },
  ];
}

function packageTickets(): KlassTicketRecord[] {
  const fromPackage = (
    order: { packageId: string; transactionKey: string },
    klassId: string,
    status: TicketStatus,
    listStatus: 'SHOW' | 'HIDE',
    createdDaysAgo: number,
  ) =>
    klassTicket(`kt-pkg-${klassId.slice(-3)}`, klassId, status, {
      source: 'PACKAGE',
      packageId: order.packageId,
      transactionKey: order.transactionKey,
      listStatus,
      createdAt: isoFromNow(-days(createdDaysAgo)),
      ...(status === 'AVAILABLE' ? { expiredAt: null } : {}),
    });
  return [
    fromPackage(seededPackages.marketing, 'klass-010', 'ACTIVE', 'SHOW', 25),
    fromPackage(seededPackages.marketing, 'klass-011', 'ACTIVE', 'SHOW', 25),
    fromPackage(seededPackages.marketing, 'klass-012', 'AVAILABLE', 'SHOW', 25),
    fromPackage(seededPackages.designHidden, 'klass-013', 'ACTIVE', 'HIDE', 50),
    fromPackage(seededPackages.designHidden, 'klass-014', 'END_OF_TERM', 'HIDE', 50),
  ];
}

function courseSeed(): CourseRecord[] {
  const liveUrl = (room: string) => `https://live.klass.test/rooms/${room}`;
  return [
    {
      courseId: seededCourses.fullStack,
      title: '풀스택 개발자 코스',
      description: '프런트엔드부터 배포까지, 네 개의 클래스로 완성하는 코스입니다.',
      coverImageUrl: coverUrl(7),
      status: 'OPEN',
      catalogue: seededSale('cat-klass-dev', 390_000),
      items: [
        {
          itemId: seededCourseItems.issued,
          klassId: 'klass-015',
          liveStartAt: null,
          liveEndAt: null,
          liveUrl: null,
        },
        {
          itemId: seededCourseItems.notIssued,
          klassId: 'klass-016',
          liveStartAt: null,
          liveEndAt: null,
          liveUrl: null,
        },
        {
          itemId: seededCourseItems.liveNow,
          klassId: 'klass-017',
          liveStartAt: isoFromNow(liveWindows.now.start),
          liveEndAt: isoFromNow(liveWindows.now.end),
          liveUrl: liveUrl('code-review'),
        },
        {
          itemId: seededCourseItems.liveLater,
          klassId: 'klass-018',
          liveStartAt: isoFromNow(liveWindows.later.start),
          liveEndAt: isoFromNow(liveWindows.later.end),
          liveUrl: liveUrl('deploy'),
        },
      ],
    },
    {
      courseId: seededCourses.dataEngineering,
      title: '데이터 엔지니어링 코스',
      description: '데이터 분석과 자동화를 함께 배우는 코스입니다.',
      coverImageUrl: coverUrl(3),
      status: 'OPEN',
      catalogue: seededSale('cat-klass-dev', 590_000),
      items: [
        {
          itemId: 'item-101',
          klassId: 'klass-001',
          liveStartAt: null,
          liveEndAt: null,
          liveUrl: null,
        },
        {
          itemId: 'item-102',
          klassId: 'klass-006',
          liveStartAt: null,
          liveEndAt: null,
          liveUrl: null,
        },
      ],
    },
    {
      courseId: seededCourses.workSkills,
      title: '직장인 실무 역량 코스',
      description: '투자 기초와 업무 자동화를 함께 익히는 두 클래스 코스입니다.',
      coverImageUrl: coverUrl(4),
      status: 'OPEN',
      // Free (so no order gave its ticket: an operator's assignment did); the learner watched both
      // classes through (seed/content.ts): the course is complete.
      catalogue: seededSale('cat-klass-career', 0),
      items: [
        { itemId: 'item-201', klassId: 'klass-004', liveStartAt: null, liveEndAt: null, liveUrl: null },
        { itemId: 'item-202', klassId: 'klass-006', liveStartAt: null, liveEndAt: null, liveUrl: null },
      ],
    },
  ];
}

function courseTickets(): CourseTicketRecord[] {
  const c = seededCourseTickets;
  const base = (
    ticket: { id: string; key: string },
    courseId: string,
    status: TicketStatus,
    overrides: Partial<CourseTicketRecord> = {},
  ): CourseTicketRecord => ({
    courseTicketId: ticket.id,
    courseTicketKey: ticket.key,
    courseId,
    accountKey: LEARNER,
    status,
    availableAt: isoFromNow(-days(14)),
    expiredAt: isoFromNow(days(166)),
    periodDays: 180,
    stoppedAt: null,
    maxStopDays: 30,
    createdAt: isoFromNow(-days(14)),
    ...overrides,
  });
  const data = seededCourses.dataEngineering;
  return [
    base(c.active, seededCourses.fullStack, 'ACTIVE'),
    base(c.available, data, 'AVAILABLE', { expiredAt: null, createdAt: isoFromNow(-days(1)) }),
    base(c.scheduled, data, 'SCHEDULED', { availableAt: isoFromNow(days(7)), expiredAt: null }),
    base(c.stopped, data, 'STOPPED', { stoppedAt: isoFromNow(-days(2)) }),
    base(c.refund, data, 'REFUND'),
    base(c.endOfTerm, seededCourses.fullStack, 'END_OF_TERM', {
      availableAt: isoFromNow(-days(400)),
      expiredAt: isoFromNow(-days(220)),
      createdAt: isoFromNow(-days(400)),
    }),
    base(c.completed, seededCourses.workSkills, 'ACTIVE', {
      availableAt: isoFromNow(-days(150)),
      expiredAt: isoFromNow(days(30)),
      createdAt: isoFromNow(-days(150)),
    }),
  ];
}

/** The issued item of the active course ticket. */
function courseIssuedTickets(): KlassTicketRecord[] {
  return [
    klassTicket('kt-course-015', 'klass-015', 'ACTIVE', {
      source: 'COURSE',
      courseTicketId: seededCourseTickets.active.id,
      courseItemId: seededCourseItems.issued,
      expiredAt: isoFromNow(days(166)),
      createdAt: isoFromNow(-days(13)),
    }),
  ];
}

/** The learner's generated single classes (so the list pages), one of them hidden. */
function generatedLearnerTickets(faker: Faker): KlassTicketRecord[] {
  return Array.from({ length: GENERATED_KLASS_COUNT }, (_, index) => {
    const status = faker.helpers.arrayElement<TicketStatus>([
      'ACTIVE',
      'ACTIVE',
      'END_OF_TERM',
      'AVAILABLE',
    ]);
    const ago = 40 + index * 9;
    return klassTicket(`kt-gen-${101 + index}`, `klass-${101 + index}`, status, {
      createdAt: isoFromNow(-days(ago)),
      availableAt: isoFromNow(-days(ago)),
      expiredAt:
        status === 'AVAILABLE'
          ? null
          : isoFromNow(
              status === 'ACTIVE' ? days(faker.number.int({ min: 3, max: 80 })) : -days(5),
            ),
      listStatus: index === GENERATED_KLASS_COUNT - 1 ? 'HIDE' : 'SHOW',
    });
  });
}

/** Tickets of other learners, for the back-office and for ownership checks. */
function otherLearnerTickets(faker: Faker): KlassTicketRecord[] {
  const statuses: TicketStatus[] = [
    'AVAILABLE',
    'SCHEDULED',
    'ACTIVE',
    'STOPPED',
    'REFUND',
    'END_OF_TERM',
  ];
  return Array.from({ length: 10 }, (_, accountIndex) =>
    Array.from({ length: 2 }, (__, n) => {
      const accountKey = `acc-gen-${String(accountIndex + 1).padStart(3, '0')}`;
      const klassId = `klass-${String(faker.number.int({ min: 1, max: 21 })).padStart(3, '0')}`;
      return klassTicket(
        `kt-${accountKey}-${n + 1}`,
        klassId,
        faker.helpers.arrayElement(statuses),
        { accountKey },
      );
    }),
  ).flat();
}

export function ticketSeed(faker: Faker) {
  return {
    klassTickets: [
      ...fixedKlassTickets(),
      ...packageTickets(),
      ...courseIssuedTickets(),
      ...generatedLearnerTickets(faker),
      ...otherLearnerTickets(faker),
    ],
    packages: packageSeed,
    packageOrders: packageOrders(),
    courses: courseSeed(),
    courseTickets: courseTickets(),
  };
}
