/**
 * Korean copy of the learner's general board pages (issue 42): a board's items with its "글쓰기"
 * for those it lets write, one item with its image, attachments and comments, and writing an item
 * with the files it carries.
 * A module of its own so the class community's pages do not carry these words. 해요체.
 */
import { formatCount, formatPercent } from '@ds/lib/text/number';

const uploads = {
  list: '올리는 파일',
  progress: (name: string) => `${name} 올리는 중`,
  cancel: '취소',
  retry: '다시 시도',
  remove: '목록에서 지우기',
  preparing: '올릴 준비 중이에요',
  uploading: (fraction: number) => `올리는 중 ${formatPercent(fraction)}`,
  retryingPart: () => '잠깐 끊겨서 다시 올리고 있어요',
  failedPart: () => '파일을 다 올리지 못했어요. 다시 시도해 주세요.',
  failed: '파일을 올리지 못했어요. 다시 시도해 주세요.',
  cancelled: '올리기를 취소했어요.',
  done: '올렸어요.',
  refusedTooLarge: (maxSize: string) => `파일이 너무 커요. ${maxSize} 이하로 올려 주세요.`,
};

export const communityBoardsCopy = {
  loading: '게시판을 불러오는 중이에요',
  loadFailed: '게시판을 불러오지 못했어요.',
  retry: '다시 시도',
  itemsLabel: (board: string) => `${board} 글 목록`,
  empty: '아직 올라온 글이 없어요.',
  write: '글쓰기',
  pinned: '고정',
  privateItem: '비밀글',
  privateTitle: '비밀글이에요',
  attachmentCount: (count: number) => `첨부 ${formatCount(count)}개`,
  commentCount: (count: number) => `댓글 ${formatCount(count)}개`,
  pages: '게시판 페이지',
  // One item
  itemLoading: '글을 불러오는 중이에요',
  itemLoadFailed: '글을 불러오지 못했어요.',
  privateRefused: '비밀글은 작성자와 운영자만 볼 수 있어요.',
  backToList: '목록으로',
  imageAlt: (title: string) => `${title} 대표 이미지`,
  attachmentsTitle: '첨부 파일',
  download: (fileName: string) => `${fileName} 내려받기`,
  downloadFailed: (fileName: string) => `${fileName} 파일을 내려받지 못했어요. 다시 시도해 주세요.`,
  commentsTitle: '댓글',
  commentsEmpty: '아직 댓글이 없어요.',
  // Writing
  writeTitle: (board: string) => `${board}에 글쓰기`,
  categoryLabel: '분류',
  categoryPlaceholder: '분류를 골라 주세요',
  categoryRequired: '분류를 골라 주세요.',
  titleLabel: '제목',
  titleHint: '2~50자로 적어 주세요.',
  bodyLabel: '내용',
  bodyHint: '10,000자까지 쓸 수 있어요. 빈 줄로 문단을 나눠요.',
  privateLabel: '비밀글 (나와 운영자만 읽어요)',
  attachField: '첨부 파일',
  attachHint: 'PDF, 한글, 오피스 문서, 텍스트, ZIP, 이미지를 5개까지, 하나에 20MB까지 올릴 수 있어요.',
  attachedLabel: '첨부할 파일',
  removeAttached: (fileName: string) => `${fileName} 빼기`,
  removeAttachedShort: '빼기',
  /** The attachments' upload list (app/shared/upload/useUploads.ts). */
  uploads,
  imageField: '대표 이미지',
  imageHint: 'PNG, JPG, GIF, WEBP 파일 하나를 10MB까지 올릴 수 있어요.',
  /** How the picker names what it takes, in its refusal (…만 올릴 수 있어요). */
  imageAccept: 'PNG, JPG, GIF, WEBP 이미지',
  imagePreviewLabel: '올린 대표 이미지',
  imagePreviewAlt: '올린 대표 이미지 미리 보기',
  removeImage: '이미지 빼기',
  /** The image's own upload line, named apart from the attachments'. */
  imageUploads: { ...uploads, list: '올리는 이미지' },
  /** Why 올리기 waits (app/shared/upload/uploadHold.ts), said at the field that holds it. */
  uploadHold: {
    UPLOADING: '파일을 아직 올리는 중이에요. 다 올라가면 올리기를 다시 눌러 주세요.',
    FAILED: '올리지 못한 파일이 있어요. 다시 시도하거나 목록에서 지운 뒤에 올려 주세요.',
  },
  submit: '올리기',
  cancel: '취소',
  created: '글을 올렸어요.',
  saveFailed: '글을 올리지 못했어요. 쓴 내용은 그대로 있어요. 다시 시도해 주세요.',
  notAllowed: '이 게시판에는 글을 쓸 수 없어요.',
};
