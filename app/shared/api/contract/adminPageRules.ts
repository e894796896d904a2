/**
 * The page editor's rules without zod (issue 41), read by the contract (a publish is refused with
 * them), the mock (it says the same messages) and the editor's forms (each message at its field as
 * it is typed): how long a title or a label may be, how many slides and cards a module holds, which
 * links are allowed (the one safe-URL helper), and the area's error codes. A draft is kept as it
 * is typed, whole or not (nothing is lost to a rule); publishing asks every rule of every module.
 */
import { safeUrl } from '@app/shared/lib/url/safeUrl';
import { slotsOf, type MenuItem, type MenuLeaf, type PageContents, type PageModule } from './pageModules';

export const PAGE_TITLE_MIN = 2;
export const PAGE_TITLE_MAX = 30;
export const MODULE_TITLE_MAX = 30;
export const ALT_MAX = 100;
export const DESCRIPTION_MAX = 200;
export const SLIDES_MAX = 10;
export const CARDS_MAX = 20;
export const BOARD_COUNT_MAX = 10;
export const MODULES_MAX = 300;
export const MENU_LABEL_MAX = 20;
export const MENU_ITEMS_MAX = 12;
/**
 * How deep the header menu goes: an entry, its sub-entries, and theirs (§3 Menu item's children
 * set no limit; three levels is what a header's dropdown still shows on a phone).
 */
export const MENU_DEPTH_MAX = 3;
export const HEIGHT_MIN = 100;
export const HEIGHT_MAX = 1200;
export const SPEED_MIN = 1;
export const SPEED_MAX = 20;
/** An additional page's address: lower-case letters, digits and hyphens (`/pages/winter-sale`). */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
/** The candidates a card list's search answers at once. */
export const PAGE_ITEM_SEARCH_SIZE = 20;

export const pageRuleMessages = {
  pageTitle: `페이지 이름은 ${PAGE_TITLE_MIN}~${PAGE_TITLE_MAX}자로 입력해 주세요.`,
  slug: '주소는 영문 소문자, 숫자, 하이픈(-)으로 40자까지 입력해 주세요.',
  title: `제목은 1~${MODULE_TITLE_MAX}자로 입력해 주세요.`,
  imageUrl: '이미지를 올리거나 https:// 또는 /로 시작하는 주소를 입력해 주세요.',
  imageNotImage: 'PNG, JPEG, GIF, WEBP 이미지만 올릴 수 있어요.',
  alt: `이미지 설명은 1~${ALT_MAX}자로 입력해 주세요. 화면 낭독기가 읽어요.`,
  link: '링크는 https:// 또는 /로 시작하는 주소로 입력해 주세요.',
  height: `높이는 ${HEIGHT_MIN}~${HEIGHT_MAX}px 사이의 정수로 입력해 주세요.`,
  speed: `넘김 간격은 ${SPEED_MIN}~${SPEED_MAX}초 사이의 정수로 입력해 주세요.`,
  slides: `슬라이드는 1~${SLIDES_MAX}장 넣을 수 있어요.`,
  cards: `카드는 1~${CARDS_MAX}개 골라 주세요.`,
  boardKey: '게시판을 골라 주세요.',
  boardCount: `글 수는 1~${BOARD_COUNT_MAX}개로 입력해 주세요.`,
  videoUrl: '영상 주소를 https:// 또는 /로 시작하게 입력해 주세요.',
  description: `설명은 ${DESCRIPTION_MAX}자까지 입력할 수 있어요.`,
  layoutSlots: '레이아웃의 칸 수와 채운 칸 수가 달라요.',
  menuLabel: `메뉴 이름은 1~${MENU_LABEL_MAX}자로 입력해 주세요.`,
  menuItems: `메뉴는 한 단계에 ${MENU_ITEMS_MAX}개까지 둘 수 있어요.`,
  menuDepth: `메뉴는 ${MENU_DEPTH_MAX}단계까지 만들 수 있어요.`,
  modules: `모듈은 ${MODULES_MAX}개까지 둘 수 있어요.`,
} as const;

export const pageErrorCodes = {
  /** A save, publish or restore based on a manuscript version that is no longer current; `data.manuscriptVersion`. */
  pageManuscriptConflict: { code: 'page.manuscript.conflict', status: 409 },
  /** A publish of a manuscript a module of which breaks a rule; `data.issues` names each at its field. */
  pageManuscriptInvalid: { code: 'page.manuscript.invalid', status: 400 },
  /** The home page cannot be deleted (the learner site's `/` draws it). */
  pageHomeUndeletable: { code: 'page.home.undeletable', status: 409 },
  /** Another page has the address; `data.slug`. */
  pageSlugTaken: { code: 'page.slug.taken', status: 409 },
  /** An image to publish that is not a PNG, JPEG, GIF or WEBP image; `data.contentType`. */
  pageImageNotImage: { code: 'page.image.not_image', status: 400 },
} as const satisfies Record<string, { code: string; status: number }>;
export type PageErrorName = keyof typeof pageErrorCodes;

const SAFE_BASE = 'https://site.invalid/';

/** A link a learner may be sent to: a path on the site or an http(s) address (the one safe-URL helper decides). */
export function isAllowedLink(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('//')) return false;
  if (!trimmed.startsWith('/') && !/^https?:\/\//i.test(trimmed)) return false;
  return safeUrl(trimmed, { base: SAFE_BASE }) !== null;
}

const within = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
const textWithin = (value: string, min: number, max: number) => {
  const length = [...value.trim()].length;
  return length >= min && length <= max;
};

/** A module's problems as `{ field: message }` (fields as the forms name them: `slides.0.imageUrl`); empty when it may be published. */
export function moduleProblems(module: PageModule): Record<string, string> {
  const problems: Record<string, string> = {};
  const at = (field: string, ok: boolean, message: string) => {
    if (!ok) problems[field] = message;
  };
  const slide = (prefix: string, value: { imageUrl: string; mobileImageUrl: string | null; alt: string; linkUrl: string | null }) => {
    at(`${prefix}imageUrl`, isAllowedLink(value.imageUrl), pageRuleMessages.imageUrl);
    if (value.mobileImageUrl !== null) at(`${prefix}mobileImageUrl`, isAllowedLink(value.mobileImageUrl), pageRuleMessages.imageUrl);
    at(`${prefix}alt`, textWithin(value.alt, 1, ALT_MAX), pageRuleMessages.alt);
    if (value.linkUrl !== null) at(`${prefix}linkUrl`, isAllowedLink(value.linkUrl), pageRuleMessages.link);
  };
  switch (module.kind) {
    case 'SingleBanner':
      slide('slide.', module.slide);
      at('height', within(module.height, HEIGHT_MIN, HEIGHT_MAX), pageRuleMessages.height);
      break;
    case 'MultiBanner':
      at('slides', module.slides.length >= 1 && module.slides.length <= SLIDES_MAX, pageRuleMessages.slides);
      module.slides.forEach((each, index) => slide(`slides.${index}.`, each));
      at('pcMaxHeight', within(module.pcMaxHeight, HEIGHT_MIN, HEIGHT_MAX), pageRuleMessages.height);
      at('mobileMaxHeight', within(module.mobileMaxHeight, HEIGHT_MIN, HEIGHT_MAX), pageRuleMessages.height);
      at('transitionSpeed', within(module.transitionSpeed, SPEED_MIN, SPEED_MAX), pageRuleMessages.speed);
      break;
    case 'BoardList':
      at('title', textWithin(module.title, 1, MODULE_TITLE_MAX), pageRuleMessages.title);
      at('boardKey', module.boardKey !== '', pageRuleMessages.boardKey);
      at('count', within(module.count, 1, BOARD_COUNT_MAX), pageRuleMessages.boardCount);
      break;
    case 'VideoCard':
      at('title', textWithin(module.title, 1, MODULE_TITLE_MAX), pageRuleMessages.title);
      at('videoUrl', isAllowedLink(module.videoUrl), pageRuleMessages.videoUrl);
      at('description', [...module.description].length <= DESCRIPTION_MAX, pageRuleMessages.description);
      break;
    case 'PageSection':
      at('title', textWithin(module.title, 1, MODULE_TITLE_MAX), pageRuleMessages.title);
      at('layout', module.slots.length === slotsOf[module.layout].length, pageRuleMessages.layoutSlots);
      module.slots.forEach((each, index) => {
        const prefix = `slots.${index}.`;
        if (each.slot === 'image') slide(prefix, { ...each, mobileImageUrl: null });
        else if (each.slot === 'video') {
          at(`${prefix}videoUrl`, isAllowedLink(each.videoUrl), pageRuleMessages.videoUrl);
          at(`${prefix}title`, textWithin(each.title, 1, MODULE_TITLE_MAX), pageRuleMessages.title);
        } else {
          at(`${prefix}boardKey`, each.boardKey !== '', pageRuleMessages.boardKey);
          at(`${prefix}count`, within(each.count, 1, BOARD_COUNT_MAX), pageRuleMessages.boardCount);
        }
      });
      break;
    case 'RecentInventory':
      at('title', textWithin(module.title, 1, MODULE_TITLE_MAX), pageRuleMessages.title);
      break;
    default:
      // The card lists.
      at('title', textWithin(module.title, 1, MODULE_TITLE_MAX), pageRuleMessages.title);
      at('items', module.items.length >= 1 && module.items.length <= CARDS_MAX, pageRuleMessages.cards);
  }
  return problems;
}

function leafProblems(prefix: string, leaf: MenuLeaf, problems: Record<string, string>) {
  if (!textWithin(leaf.label, 1, MENU_LABEL_MAX)) problems[`${prefix}label`] = pageRuleMessages.menuLabel;
  if (!isAllowedLink(leaf.link)) problems[`${prefix}link`] = pageRuleMessages.link;
}

/** The problems of one level's entries (`prefix`: `menu.` or `menu.0.children.`), at `depth` (1: the top), and below them. */
function levelProblems(prefix: string, entries: readonly MenuItem[], depth: number, problems: Record<string, string>) {
  entries.forEach((entry, index) => {
    const at = `${prefix}${index}.`;
    leafProblems(at, entry, problems);
    if (entry.children.length === 0) return;
    if (depth >= MENU_DEPTH_MAX) problems[`${at}children`] = pageRuleMessages.menuDepth;
    else if (entry.children.length > MENU_ITEMS_MAX) problems[`${at}children`] = pageRuleMessages.menuItems;
    levelProblems(`${at}children.`, entry.children, depth + 1, problems);
  });
}

/** The menu's problems, fields as `menu.0.children.1.label` (and `menu.0.children.1.children` for too many or too deep). */
export function menuProblems(menu: readonly MenuItem[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (menu.length > MENU_ITEMS_MAX) problems.menu = pageRuleMessages.menuItems;
  levelProblems('menu.', menu, 1, problems);
  return problems;
}

/** Every problem of a manuscript, fields as `modules.3.title` and `menu.0.link`: what a publish refuses. */
export function contentsProblems(contents: PageContents): Record<string, string> {
  const problems: Record<string, string> = { ...menuProblems(contents.menu) };
  if (contents.modules.length > MODULES_MAX) problems.modules = pageRuleMessages.modules;
  contents.modules.forEach((module, index) => {
    for (const [field, message] of Object.entries(moduleProblems(module))) problems[`modules.${index}.${field}`] = message;
  });
  return problems;
}
