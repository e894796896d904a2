/**
 * Korean copy of the class community: announcements, notices, questions, reviews and the review
 * dialog (spec learner.md §2, §4, §5, §8).
 */
import { formatCount } from '@ds/lib/text/number';

export const communityCopy = {
  pageTitle: '강의 커뮤니티',
  tabsLabel: '커뮤니티 메뉴',
  /**
   * Announcements are the class's master's own posts (learner.md §3 Announcement: masterName);
   * notices are the class's 공지 that operators and masters write in the back office (boards'
   * 공지사항, a master's 클래스 공지), named alike on both sides (issue 42's hand review).
   */
  tabs: { announcements: '강사 소식', notices: '공지', questions: '질문', reviews: '후기' },
  /** learner.md §9: the mark of a post written in the last 7 days. */
  recent: '새 글',

  announcements: {
    title: '강사 소식',
    loading: '강사 소식을 불러오는 중이에요',
    empty: '아직 올라온 강사 소식이 없어요',
    loadFailed: '강사 소식을 불러오지 못했어요.',
    loadMore: '강사 소식 더 보기',
    visibility: { PUBLIC: '전체 공개', PRIVATE: '수강생 공개' },
  },

  notices: {
    title: '공지사항',
    loading: '공지사항을 불러오는 중이에요',
    empty: '아직 등록된 공지사항이 없어요',
    loadFailed: '공지사항을 불러오지 못했어요.',
    loadMore: '공지사항 더 보기',
    pinned: '고정',
    backToList: '목록으로',
    noticeLoading: '공지 내용을 불러오는 중이에요',
    noticeFailed: '공지를 불러오지 못했어요. 링크가 바르게 열렸는지 확인해 주세요.',
    writer: (name: string) => `작성자 ${name}`,
  },

  questions: {
    title: '질문',
    loading: '질문을 불러오는 중이에요',
    empty: '아직 등록된 질문이 없어요',
    emptyMine: '아직 작성한 질문이 없어요',
    loadFailed: '질문을 불러오지 못했어요.',
    info: (total: number, answered: number, mine: number) =>
      `전체 질문 ${formatCount(total)}개 · 답변 완료 ${formatCount(answered)}개 · 내 질문 ${formatCount(mine)}개`,
    filterLabel: '질문 보기',
    filterAll: '전체 질문',
    filterMine: '내 질문',
    ask: '질문하기',
    askTitle: '질문하기',
    editTitle: '질문 수정',
    valueLabel: '질문 내용',
    valueRequired: '질문 내용을 입력해 주세요.',
    imagesLabel: '이미지 첨부',
    imagesAccept: '이미지 파일(jpg, png, gif, webp)',
    imagesTooMany: (max: number) => `이미지는 최대 ${max}장까지 올릴 수 있어요.`,
    imageUploadFailed: '이미지를 올리지 못했어요. 다시 시도해 주세요.',
    /** Why the question waits (app/shared/upload/uploadHold.ts), said at the images field. */
    uploadHold: {
      UPLOADING: '이미지를 아직 올리는 중이에요. 다 올라가면 다시 눌러 주세요.',
      FAILED: '올리지 못한 이미지가 있어요. 목록에서 지운 뒤에 다시 눌러 주세요.',
    },
    imageTooLarge: (maxSize: string) => `이미지가 너무 커서 올리지 못했어요. ${maxSize} 이하의 이미지를 골라 주세요.`,
    imageAlt: (index: number) => `첨부 이미지 ${index}`,
    removeImage: (index: number) => `첨부 이미지 ${index} 삭제`,
    attachedImages: '첨부한 이미지',
    submitAsk: '등록',
    submitEdit: '수정',
    cancel: '취소',
    edit: '수정',
    delete: '삭제',
    deleteTitle: '질문을 삭제할까요?',
    deleteBody: '삭제한 질문은 되돌릴 수 없어요.',
    deleteSubmit: '삭제',
    created: '질문이 등록되었어요.',
    updated: '질문이 수정되었어요.',
    deleted: '질문이 삭제되었어요.',
    saveFailed: '앗, 질문을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
    deleteFailed: '앗, 질문을 삭제하지 못했어요. 잠시 후 다시 시도해 주세요.',
    answered: '답변 완료',
    waiting: '답변 대기',
    answerBy: (name: string) => `${name}님의 답변`,
    edited: '수정됨',
    pagination: '질문 페이지',
  },

  reviews: {
    title: '수강 후기',
    loading: '후기를 불러오는 중이에요',
    empty: '아직 등록된 후기가 없어요',
    emptyFiltered: '이 별점의 후기가 없어요',
    loadFailed: '후기를 불러오지 못했어요.',
    summaryTitle: '후기 요약',
    totalCount: (count: number) => `후기 ${formatCount(count)}개`,
    average: '평균 별점',
    satisfaction: '만족도',
    satisfactionValue: (percent: number) => `${percent}%`,
    distributionLabel: '별점 분포',
    ratingRow: (rating: number) => `${rating}점`,
    ratingCount: (rating: number, count: number) => `${rating}점 후기 ${formatCount(count)}개`,
    sortLabel: '정렬',
    sorts: {
      '-created': '최신순',
      created: '오래된순',
      '-rating': '별점 높은순',
      rating: '별점 낮은순',
      '-favoriteCount': '추천 많은순',
    },
    ratingFilterLabel: '별점',
    ratingFilterAll: '전체 별점',
    favorite: '추천',
    favoriteFailed: '앗, 추천하지 못했어요. 잠시 후 다시 시도해 주세요.',
    mine: '내 후기',
    edited: '수정됨',
    replyBy: (name: string) => `${name}님의 답글`,
    write: '후기 쓰기',
    pagination: '후기 페이지',
  },

  /** learner.md §4 and §5: the review dialog. */
  reviewDialog: {
    titleNew: '후기 쓰기',
    titleEdit: '후기 수정',
    loading: '후기를 불러오는 중이에요',
    ratingLabel: '별점',
    bodyLabel: '후기 내용',
    bodyPlaceholder: '강의를 들으며 좋았던 점, 아쉬웠던 점을 자유롭게 남겨 주세요.',
    /** §5: "You can enter up to 10,000 characters. (n/10,000)" */
    bodyTooLong: (max: number, length: number) =>
      `최대 ${formatCount(max)}자까지 입력할 수 있어요. (${formatCount(length)}/${formatCount(max)})`,
    ratingRequired: '별점을 선택해 주세요.',
    guidanceTitle: '후기 작성 안내',
    guidanceIntro: '다음과 같은 후기는 예고 없이 삭제되거나 숨김 처리될 수 있어요.',
    /** §5: review guidance. */
    guidance: [
      '강의 내용과 관계없는 내용',
      '명예훼손 또는 허위 사실을 담은 내용',
      '명백하게 악의적인 내용',
      '그 밖에 운영 정책에 어긋나는 내용',
    ],
    submitNew: '등록',
    submitEdit: '수정',
    cancel: '취소',
    /** §8: the review could not be loaded; the dialog closes. */
    loadFailed: '앗, 후기를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
    /** §5: server duplicate (`community.review.duplicate`). */
    duplicate: '이미 작성한 후기가 있어요.',
    /** §8: save failure; the typed text stays. */
    saveFailed: (mode: 'create' | 'update') =>
      `앗, 후기 ${mode === 'create' ? '등록' : '수정'}에 실패했어요. 잠시 후 다시 시도해 주세요.`,
    /** §8: success toast. */
    saved: (mode: 'create' | 'update') =>
      `후기가 ${mode === 'create' ? '등록' : '수정'}되었어요.`,
  },
} as const;
