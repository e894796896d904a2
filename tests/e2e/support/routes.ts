/**
 * The app's routes (the learner site's, and the back-office's entry), for the sweeps that visit every one of them (a11y-routes.spec.ts).
 *
 * The end-to-end tests do not import the app's route modules (they are React elements with lazy
 * page chunks), so this is a typed copy: one entry per `path:` of `app/routes/router.tsx` and
 * `app/learner/<area>/routes.tsx`, each saying where it comes from, which address opens it with
 * seeded data, and which heading shows that the page's real content has rendered.
 * `routePatternsInRouteFiles()` reads the route files as text, so a test can fail when a route
 * file gains a path this list lacks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededAccounts } from './session';

/** One visit of a route: the address (seeded ids) and the heading its loaded content shows. */
export interface RouteVisit {
  url: string;
  heading: string | RegExp;
}

/**
 * How a route looks to a visitor and to the seeded learner. Left out where the page is the same
 * for both (the sweep then visits it once); a string names what happens instead of a page.
 */
export interface AppRoute {
  /** The route pattern as its route file has it, with a leading slash; `/` is the index route. */
  pattern: string;
  /** The route file, relative to the repository root. */
  source: string;
  visitor?: RouteVisit | 'redirects-to-login';
  learner?: RouteVisit | 'redirects-home';
}

const ROUTER = 'app/routes/router.tsx';
const ACCOUNT = 'app/learner/account/routes.tsx';
const CLASSES = 'app/learner/classes/routes.tsx';
const COMMUNITY = 'app/learner/community/routes.tsx (paths.ts)';
const CERTIFICATES = 'app/learner/certificates/routes.tsx';
const PAGES = 'app/learner/pages/routes.tsx';

/** Seeded ids (`mocks/<area>/seed`) the parametrised routes are opened with. */
export const seeded = {
  klassId: 'klass-001',
  klassTitle: '실전 데이터 분석 입문',
  klassTicket: 'kt-active',
  courseTicketId: 'ct-001',
  courseTitle: '풀스택 개발자 코스',
  noticeId: 'nt-klass-001-01',
  noticeShareToken: 'share-nt-klass-001-01',
  noticeTitle: /수강 전 확인해 주세요$/,
  announcementWriter: '정민준',
} as const;

// A completed class's ticket: an incomplete one is refused (ticketMedia.ts).
const certificateUrl = '/app/user/klasses/certification?key=kt-stopped&type=KLASS';

export const appRoutes: readonly AppRoute[] = [
  {
    pattern: '/',
    source: `${ROUTER} (index)`,
    visitor: { url: '/', heading: '배움을 이어 갈 준비가 되셨나요?' },
    learner: { url: '/', heading: `${seededAccounts.learner.name}님, 반가워요` },
  },
  {
    pattern: '/app/login',
    source: ACCOUNT,
    visitor: { url: '/app/login', heading: '로그인' },
    learner: 'redirects-home',
  },
  {
    pattern: '/app/login/manager',
    source: ACCOUNT,
    visitor: { url: '/app/login/manager', heading: '관리자 로그인' },
    learner: { url: '/app/login/manager', heading: '관리 권한이 없는 계정이에요.' },
  },
  {
    // The in-browser mock's consent step exists in mock mode only (npm start; the dev project
    // walks it): the built app has no such page, and the sweep proves it is the not-found page.
    pattern: '/app/oauth/:kind/consent',
    source: `${ROUTER} (mock mode only)`,
    visitor: { url: '/app/oauth/kakao/consent', heading: '페이지를 찾을 수 없어요' },
  },
  {
    // Without a provider code the callback shows its failure: the state a stale link lands in.
    pattern: '/app/oauth/:kind/callback',
    source: ACCOUNT,
    visitor: { url: '/app/oauth/kakao/callback', heading: '소셜 로그인에 실패했어요' },
  },
  {
    pattern: '/app/register',
    source: ACCOUNT,
    visitor: { url: '/app/register', heading: '회원가입' },
    learner: 'redirects-home',
  },
  {
    pattern: '/app/invite',
    source: ACCOUNT,
    visitor: { url: '/app/invite', heading: '초대 링크를 확인할 수 없어요.' },
  },
  {
    pattern: '/app/auth/qr-token',
    source: ACCOUNT,
    visitor: { url: '/app/auth/qr-token', heading: 'QR 로그인에 실패했어요' },
  },
  {
    pattern: '/app/sso/:method',
    source: ACCOUNT,
    visitor: { url: '/app/sso/jwt', heading: 'SSO 로그인에 실패했어요' },
  },
  {
    pattern: '/app/password/reset/request',
    source: ACCOUNT,
    visitor: { url: '/app/password/reset/request', heading: '비밀번호 찾기' },
  },
  {
    pattern: '/app/password/reset',
    source: ACCOUNT,
    visitor: { url: '/app/password/reset', heading: '재설정 링크를 확인할 수 없어요.' },
  },
  {
    pattern: '/app/user/account',
    source: ACCOUNT,
    visitor: 'redirects-to-login',
    learner: { url: '/app/user/account', heading: '연결된 소셜 계정' },
  },
  {
    pattern: '/app/user/account/withdrawal',
    source: ACCOUNT,
    visitor: 'redirects-to-login',
    learner: { url: '/app/user/account/withdrawal', heading: '회원 탈퇴' },
  },
  {
    pattern: '/app/user/klasses',
    source: CLASSES,
    visitor: 'redirects-to-login',
    learner: { url: '/app/user/klasses', heading: seeded.klassTitle },
  },
  {
    pattern: '/app/user/course-tickets/:courseTicketId',
    source: CLASSES,
    visitor: 'redirects-to-login',
    learner: { url: `/app/user/course-tickets/${seeded.courseTicketId}`, heading: seeded.courseTitle },
  },
  {
    // The seeded learner holds no pass (an assignment gives one): the page says so with the way back.
    pattern: '/app/user/passes/:passTicketKey',
    source: CLASSES,
    visitor: 'redirects-to-login',
    learner: { url: '/app/user/passes/pt-none', heading: '이용권을 찾을 수 없어요' },
  },
  {
    pattern: '/app/klass/:klassId',
    source: CLASSES,
    visitor: 'redirects-to-login',
    learner: { url: `/app/klass/${seeded.klassId}?ticket=${seeded.klassTicket}`, heading: seeded.klassTitle },
  },
  {
    pattern: '/app/klass/:klassId/community',
    source: COMMUNITY,
    visitor: { url: `/app/klass/${seeded.klassId}/community`, heading: seeded.announcementWriter },
    learner: { url: `/app/klass/${seeded.klassId}/community`, heading: seeded.announcementWriter },
  },
  {
    // A visitor reads a notice through its share link (`?token=`); a learner needs none.
    pattern: '/app/klass/:klassId/notice/:noticeId',
    source: COMMUNITY,
    visitor: {
      url: `/app/klass/${seeded.klassId}/notice/${seeded.noticeId}?token=${seeded.noticeShareToken}`,
      heading: seeded.noticeTitle,
    },
    learner: { url: `/app/klass/${seeded.klassId}/notice/${seeded.noticeId}`, heading: seeded.noticeTitle },
  },
  {
    // A general board (issue 42): the free board, every member may write on it.
    pattern: '/app/boards/:boardKey',
    source: COMMUNITY,
    visitor: { url: '/app/boards/board-free', heading: '자유게시판' },
    learner: { url: '/app/boards/board-free', heading: '자유게시판' },
  },
  {
    pattern: '/app/boards/:boardKey/items/:itemKey',
    source: COMMUNITY,
    visitor: { url: '/app/boards/board-free/items/bi-pinned-operator', heading: '게시판 이용 안내' },
    learner: { url: '/app/boards/board-free/items/bi-pinned-operator', heading: '게시판 이용 안내' },
  },
  {
    // Writing needs a learner: a visitor gets the error page's login-required variant.
    pattern: '/app/boards/:boardKey/write',
    source: COMMUNITY,
    visitor: { url: '/app/boards/board-free/write', heading: '로그인 후 이용할 수 있어요' },
    learner: { url: '/app/boards/board-free/write', heading: '자유게시판에 글쓰기' },
  },
  {
    // For a visitor, the print page shows the error page's login-required variant.
    pattern: '/app/user/klasses/certification',
    source: CERTIFICATES,
    visitor: { url: certificateUrl, heading: '로그인 후 이용할 수 있어요' },
    learner: { url: certificateUrl, heading: '수료증 인쇄' },
  },
  {
    // An additional page the operator published (issue 41).
    pattern: '/pages/:slug',
    source: PAGES,
    visitor: { url: '/pages/winter-special', heading: '겨울 방학 특강' },
  },
  {
    // What a card opens: a visitor is offered the login, a learner who owns the class its room.
    pattern: '/items/:type/:itemKey',
    source: PAGES,
    visitor: { url: `/items/KLASS/${seeded.klassId}`, heading: seeded.klassTitle },
    learner: { url: `/items/KLASS/${seeded.klassId}`, heading: seeded.klassTitle },
  },
  {
    // The back-office's one lazy chunk; its own screens have their journeys in backoffice-*.spec.ts.
    pattern: '/admin/*',
    source: ROUTER,
    visitor: { url: '/admin/login', heading: '관리자 로그인' },
    learner: { url: '/admin', heading: '관리자 계정이 아니에요' },
  },
  {
    pattern: '*',
    source: `${ROUTER} (not found)`,
    visitor: { url: '/no/such/page', heading: '페이지를 찾을 수 없어요' },
  },
];

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** `path: 'x'`, `path: "x"`, `` path: `x` `` or `path: SOME_CONSTANT`. */
const PATH_PROPERTY = /\bpath:\s*(?:'([^']*)'|"([^"]*)"|`([^`$]*)`|([A-Za-z_$][\w$]*))/g;

/** A constant a route file uses as its path, defined in a module beside it (e.g. paths.ts). */
function resolveConstant(folder: string, name: string): string {
  const definition = new RegExp(`export const ${name}\\s*=\\s*['"\`]([^'"\`]*)['"\`]`);
  for (const file of readdirSync(folder).filter((entry) => /\.tsx?$/.test(entry))) {
    const match = definition.exec(readFileSync(join(folder, file), 'utf8'));
    if (match?.[1] !== undefined) return match[1];
  }
  throw new Error(`route path constant ${name} is not defined in ${folder}`);
}

function normalise(path: string): string {
  return path === '*' || path.startsWith('/') ? path : `/${path}`;
}

function patternsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const patterns = [...text.matchAll(PATH_PROPERTY)].map(([, single, double, template, constant]) =>
    normalise(single ?? double ?? template ?? resolveConstant(dirname(file), constant ?? '')),
  );
  return /\bindex:\s*true\b/.test(text) ? ['/', ...patterns] : patterns;
}

/** Every route pattern the route files declare, read from their text. */
export function routePatternsInRouteFiles(): string[] {
  const featuresDir = join(repoRoot, 'app/learner');
  const featureRouteFiles = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(featuresDir, entry.name, 'routes.tsx'))
    .filter((file) => existsSync(file));
  return [join(repoRoot, ROUTER), ...featureRouteFiles].flatMap(patternsIn);
}
