/**
 * The master workspace's limits and the one message the schema says (backoffice.md §5; issue 44),
 * with no imports: the contract's schemas (adminMaster.ts) and the command rules
 * (adminMasterCurriculumRules.ts, which reads the contract's types) both read them here, so
 * neither imports the other in a cycle.
 */
export const CURRICULUM_TITLE_MAX = 30;
export const CURRICULUM_DESCRIPTION_MAX = 10_000;
/** How much of a video a visitor may watch before buying: up to ten minutes. */
export const PREVIEW_SECONDS_MAX = 600;
export const QUIZ_QUESTIONS_MAX = 50;
export const CURRICULUM_CHAPTERS_MAX = 100;
/** A class notice's title (backoffice.md §5 "Notice title 3-30"); its body is a long text (adminBoardRules.ts). */
export const NOTICE_TITLE_MIN = 3;
export const NOTICE_TITLE_MAX = 30;
export const masterNoticeMessages = { bodyEmpty: '공지 내용을 적어 주세요.' } as const;
export const CURRICULUM_LESSONS_MAX = 1_000;

