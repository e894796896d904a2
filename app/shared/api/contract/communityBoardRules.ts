/**
 * The general boards' rules both sides read, without zod (backoffice.md §3 "Board item: …
 * permission", §5 "Long text max 10,000"; issue 42): who may write on a board, the item title's
 * bounds, the long-text rule and a board item's files (a learner attaches them too). Here, not in adminBoardRules.ts, because the learner's board pages
 * read them and a learner page never downloads an `admin*` module (the bench checks it); the
 * back-office's rules re-export them.
 */
import { countCharacters } from '@ds/lib/text/characters';

/** A long text (an item, an answer, a notice body): at most this many characters (§5, §9). */
export const LONG_TEXT_MAX = 10_000;

/** Says how long a text is when it is over the limit. */
export const longTextTooLong = (length: number): string =>
  `${LONG_TEXT_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있어요. 지금 ${length.toLocaleString('ko-KR')}자예요.`;

/** What is wrong with a long text that must say something, or null: blank (`empty` says so), or over 10,000 characters. */
export function longTextProblem(value: string, empty: string): string | null {
  if (value.trim() === '') return empty;
  const length = countCharacters(value);
  return length > LONG_TEXT_MAX ? longTextTooLong(length) : null;
}

/** A general board item's title (a contract decision: the spec gives board items no bounds). */
export const BOARD_ITEM_TITLE_MIN = 2;
export const BOARD_ITEM_TITLE_MAX = 50;

/** An item that must say something. */
export const itemBodyEmpty = '게시글 내용을 적어 주세요.';

/**
 * Who may write on a general board, set by the operator per board: operators only, learners
 * holding a class ticket (수강생), or every signed-in member. Operators may always write; a
 * visitor never (they are asked to sign in).
 */
export const boardWritePermissions = ['OPERATOR', 'ENROLLED', 'MEMBER'] as const;
export type BoardWritePermission = (typeof boardWritePermissions)[number];

/** Who is writing, as far as a board's permission goes. */
export interface BoardWriter {
  isOperator: boolean;
  /** Holds at least one class ticket. */
  enrolled: boolean;
}

/** Whether `writer` may write on a board with `permission`. */
export function mayWriteOnBoard(permission: BoardWritePermission, writer: BoardWriter): boolean {
  if (writer.isOperator) return true;
  if (permission === 'OPERATOR') return false;
  return permission === 'MEMBER' || writer.enrolled;
}

/** A learner writing where the board's permission does not let them (403). */
export const boardWriteForbidden = { code: 'community.board.write_forbidden', status: 403 } as const;

/** Why a write was refused, in the learner's words, by the board's permission. */
export const boardWriteRefusals: Record<Exclude<BoardWritePermission, 'MEMBER'>, string> = {
  OPERATOR: '이 게시판에는 운영자만 글을 쓸 수 있어요.',
  ENROLLED: '이 게시판에는 강의를 수강 중인 회원만 글을 쓸 수 있어요.',
};

/**
 * A board item's files (a contract decision; the spec names `attachments` and `image` only): at
 * most five attachments of up to 20 MB each, of the kinds a school shares (documents, sheets,
 * slides, Hangul files, archives, pictures) — never a page, a script or a program —, and one image
 * of up to 10 MB (the upload kit's image limit, fileUpload.ts), PNG, JPEG, GIF or WEBP (an SVG may carry script).
 */
export const BOARD_ATTACHMENT_MAX_COUNT = 5;
export const BOARD_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const BOARD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const boardAttachmentExtensions = ['pdf', 'hwp', 'hwpx', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'ppt', 'pptx', 'txt', 'zip', 'png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export const boardImageExtensions = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

const extensionOf = (fileName: string): string => /\.([^./\\]+)$/.exec(fileName.trim().toLowerCase())?.[1] ?? '';
const megabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))}MB`;

export const boardFileMessages = {
  attachmentType: (fileName: string) => `‘${fileName}’ 파일은 첨부할 수 없어요. PDF, 한글, 워드, 엑셀, 파워포인트, 텍스트, ZIP, 이미지 파일만 올릴 수 있어요.`,
  attachmentSize: (fileName: string) => `‘${fileName}’ 파일이 너무 커요. 첨부 파일은 ${megabytes(BOARD_ATTACHMENT_MAX_BYTES)}까지 올릴 수 있어요.`,
  attachmentCount: `첨부 파일은 ${BOARD_ATTACHMENT_MAX_COUNT}개까지 올릴 수 있어요.`,
  attachmentMissing: '올린 첨부 파일을 찾을 수 없어요. 다시 올려 주세요.',
  imageType: '대표 이미지는 PNG, JPG, GIF, WEBP 파일만 쓸 수 있어요.',
  imageSize: `대표 이미지는 ${megabytes(BOARD_IMAGE_MAX_BYTES)}까지 올릴 수 있어요.`,
  imageMissing: '올린 대표 이미지를 찾을 수 없어요. 다시 올려 주세요.',
} as const;

/** What is wrong with a file as a board item's attachment (its kind by name, its size), or null. */
export function attachmentProblem(file: { fileName: string; size: number }): string | null {
  if (!(boardAttachmentExtensions as readonly string[]).includes(extensionOf(file.fileName))) return boardFileMessages.attachmentType(file.fileName);
  return file.size > BOARD_ATTACHMENT_MAX_BYTES ? boardFileMessages.attachmentSize(file.fileName) : null;
}

/** What is wrong with a file as a board item's image (its stored type and name, its size), or null. */
export function boardImageProblem(file: { fileName: string; contentType: string; size: number }): string | null {
  const type = (file.contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (!/^image\/(png|jpeg|gif|webp)$/.test(type) || !(boardImageExtensions as readonly string[]).includes(extensionOf(file.fileName))) return boardFileMessages.imageType;
  return file.size > BOARD_IMAGE_MAX_BYTES ? boardFileMessages.imageSize : null;
}
