/**
 * Korean copy of the BOARD area's general board screens (issue 42; backoffice.md §2 "Boards with
 * items and comments"): the item list with its filters, pinning and making private with undo, the
 * item form, and the comments' moderation (hide with undo, delete with a confirmation). A module
 * of its own so the other board screens do not carry these words. 해요체, as every back-office text.
 */
import { BOARD_ATTACHMENT_MAX_COUNT, type BoardItemPinState, type BoardItemPrivacyState, type BoardWritePermission, type CommentState } from '@app/shared/api/contract/adminBoardRules';
import { formatCount } from '@ds/lib/text/number';
import { withParticle } from '@app/shared/lib/korean/particle';

const pinLabels: Record<BoardItemPinState, string> = { PINNED: '고정', UNPINNED: '고정 안 함' };
const privacyLabels: Record<BoardItemPrivacyState, string> = { PRIVATE: '비밀글', PUBLIC: '공개 글' };
const commentStateLabels: Record<CommentState, string> = { SHOWN: '공개 중', HIDDEN: '숨김' };
const writePermissionLabels: Record<BoardWritePermission, string> = { OPERATOR: '운영자만', ENROLLED: '수강생만', MEMBER: '회원 모두' };
/** Who may write, as the subject of "글을 쓸 수 있어요". */
const writePermissionWho: Record<BoardWritePermission, string> = { OPERATOR: '운영자만', ENROLLED: '강의를 수강 중인 회원만', MEMBER: '로그인한 회원 누구나' };

export const backofficeBoardItemsCopy = {
  /** An item's and a comment's change history (app/backoffice/boards/kinds.ts). */
  history: {
    item: { name: '게시글', fields: { title: '제목', category: '분류', pinned: '고정', private: '비밀글', content: '내용', image: '대표 이미지', attachments: '첨부 파일' } },
    board: { name: '게시판', fields: { writePermission: '글쓰기 권한' } },
    comment: { name: '댓글', fields: { hidden: '공개 상태', content: '내용' } },
    yes: '예',
    no: '아니요',
    hidden: '숨김',
    shown: '공개 중',
  },
  pinLabels,
  privacyLabels,
  writePermissionLabels,
  writePermissionWho,
  commentStateLabels,
  // The list
  title: '게시판',
  intro: '자유게시판과 꿀팁, 이벤트 게시판의 글이에요. 비밀글은 작성자와 운영자만 읽을 수 있어요.',
  caption: '게시글 목록',
  noun: '게시글',
  unit: '건',
  searchFilter: '제목',
  searchPlaceholder: '제목 (초성도 돼요)',
  authorFilter: '작성자',
  boardFilter: '게시판',
  categoryFilter: '분류',
  pinnedFilter: '고정',
  privateFilter: '공개 범위',
  periodFilter: '작성일',
  columnTitle: '제목',
  columnBoard: '게시판',
  columnCategory: '분류',
  columnAuthor: '작성자',
  columnFlags: '표시',
  columnComments: '댓글',
  columnCreated: '작성 일시',
  comments: (count: number) => `${formatCount(count)}개`,
  newItem: '글쓰기',
  pin: '고정',
  unpin: '고정 해제',
  makePrivate: '비밀글로',
  makePublic: '공개 글로',
  pinOne: (title: string) => `${title} 고정`,
  unpinOne: (title: string) => `${title} 고정 해제`,
  oneItem: (title: string) => `‘${title}’`,
  /** A bulk change's toast names how many: "게시글 3개를 비밀글로 바꿨어요" (issue 38). */
  manyItems: (count: number) => `게시글 ${formatCount(count)}개`,
  pinned: (what: string) => `${withParticle(what, '을/를')} 맨 위에 고정했어요.`,
  unpinned: (what: string) => `${what}의 고정을 풀었어요.`,
  madePrivate: (what: string) => `${withParticle(what, '을/를')} 비밀글로 바꿨어요. 작성자와 운영자만 읽어요.`,
  madePublic: (what: string) => `${withParticle(what, '을/를')} 공개 글로 바꿨어요.`,
  changeFailed: '바꾸지 못했어요. 다시 시도해 주세요.',
  selectionChanged: '그사이 조건에 맞는 게시글 수가 바뀌었어요. 목록을 새로 고친 뒤 다시 골라 주세요.',
  boardsLoadFailed: '게시판 목록을 불러오지 못했어요.',
  retry: '다시 시도',
  // The form
  newItemTitle: '게시글 쓰기',
  editItemTitle: '게시글 고치기',
  formIntro: '운영자 이름으로 올라가요. 비밀글은 작성자와 운영자만 읽을 수 있어요.',
  /** An item being edited keeps its author: said, so an operator does not think it becomes theirs. */
  editIntro: (author: string) => `${author}님이 쓴 글이에요. 고쳐도 작성자는 그대로예요. 비밀글은 작성자와 운영자만 읽을 수 있어요.`,
  boardField: '게시판',
  boardPlaceholder: '게시판을 골라 주세요',
  boardRequired: '글을 올릴 게시판을 골라 주세요.',
  categoryField: '분류',
  categoryPlaceholder: '분류를 골라 주세요',
  categoryRequired: '분류를 골라 주세요.',
  titleField: '제목',
  titleHint: '2~50자로 적어 주세요.',
  bodyField: '내용',
  pinField: '게시판 맨 위에 고정',
  privateField: '비밀글 (작성자와 운영자만 읽어요)',
  imageField: '대표 이미지',
  imageHint: 'PNG, JPG, GIF, WEBP 파일을 10MB까지 올릴 수 있어요. 게시글 맨 위에 보여요.',
  imagePreviewAlt: '대표 이미지 미리 보기',
  imagePreviewFailed: '이미지를 미리 보지 못했어요. 다시 올려 주세요.',
  removeImage: '대표 이미지 빼기',
  attachmentsField: '첨부 파일',
  attachmentsHint: `PDF, 한글, 워드, 엑셀, 파워포인트, 텍스트, ZIP, 이미지 파일을 ${BOARD_ATTACHMENT_MAX_COUNT}개까지, 하나에 20MB까지 올릴 수 있어요.`,
  attachedListLabel: '첨부한 파일',
  removeAttachment: (fileName: string) => `${fileName} 빼기`,
  removeAttachmentShort: '빼기',
  publish: '글 올리기',
  save: '저장',
  published: '게시글을 올렸어요.',
  saved: '게시글을 저장했어요.',
  stale: '다른 사람이 그사이 이 게시글을 저장했어요. 적은 내용은 그대로 있어요. 최신 내용을 확인한 뒤 다시 저장하면 그 내용을 바꿔요.',
  loadFailed: '게시글을 불러오지 못했어요.',
  // The boards' settings
  settingsTitle: '게시판 설정',
  settingsIntro: '게시판마다 누가 글을 쓸 수 있는지 정해요. 바꾸면 학습자 화면의 글쓰기 버튼도 바로 바뀌어요.',
  settingsCaption: '게시판 목록',
  boardNoun: '게시판',
  boardUnit: '개',
  columnBoardName: '게시판',
  columnCategories: '분류',
  columnWritePermission: '글쓰기 권한',
  writePermissionField: (board: string) => `${board} 글쓰기 권한`,
  permissionChanged: (board: string, permission: string) => `${board} 글쓰기 권한을 바꿨어요. 이제 ${permission} 글을 쓸 수 있어요.`,
  // The comments
  commentsHeading: '댓글',
  commentsEmpty: '아직 댓글이 없어요.',
  commentsLoadFailed: '댓글을 불러오지 못했어요.',
  commentBy: (name: string, at: string) => `${name} · ${at}`,
  hideComment: '숨기기',
  showComment: '다시 공개',
  hideCommentLabel: (name: string) => `${name} 님의 댓글 숨기기`,
  showCommentLabel: (name: string) => `${name} 님의 댓글 다시 공개`,
  deleteComment: '삭제',
  deleteCommentLabel: (name: string) => `${name} 님의 댓글 삭제`,
  commentHidden: (name: string) => `${name} 님의 댓글을 숨겼어요. 학습자에게 보이지 않아요.`,
  commentShown: (name: string) => `${name} 님의 댓글을 다시 공개했어요.`,
  commentChangeFailed: '댓글을 바꾸지 못했어요. 다시 시도해 주세요.',
  deleteCommentTitle: '댓글을 삭제할까요?',
  deleteCommentBody: (name: string) => `${name} 님의 댓글을 지우면 되돌릴 수 없어요. 잠시 가리려면 숨기기를 써 주세요.`,
  commentDeleted: '댓글을 삭제했어요.',
};
