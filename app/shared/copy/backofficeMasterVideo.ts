/**
 * Korean copy of a lesson's video in the curriculum editor (issue 44; backoffice.md §4 video
 * transcoding, §7 Hub resource and File): the upload in parts — each part's state, paused,
 * cancelled, a failed part retried, resumed after a reload from the first missing part — and the
 * transcode's states as the job centre has them (대기 중, 변환 중 42%, 완료, 실패).
 */
import { formatPercent } from '@ds/lib/text/number';
import { VIDEO_EXTENSIONS, type VideoExtension } from '@app/shared/api/contract/adminMasterVideoRules';

/** How each extension a video is known by is written (the picker and the server take the same). */
const videoTypeNames: Record<VideoExtension, string> = { mp4: 'MP4', m4v: 'M4V', mov: 'MOV', webm: 'WebM', mkv: 'MKV' };
const videoTypes = VIDEO_EXTENSIONS.map((extension) => videoTypeNames[extension]).join(', ');

export const backofficeMasterVideoCopy = {
  title: '영상',
  choose: '영상 파일',
  chooseAgain: '올리던 영상 파일 다시 고르기',
  hint: (maxSize: string) => `${videoTypes} 같은 영상 파일을 ${maxSize}까지 올릴 수 있어요. 조각으로 나눠 올려서, 끊겨도 이어서 올릴 수 있어요.`,
  none: '아직 올린 영상이 없어요.',
  loadFailed: '영상 정보를 불러오지 못했어요.',
  notVideo: (fileName: string) => `${fileName} 파일은 영상이 아니에요. ${videoTypes} 같은 영상 파일을 골라 주세요.`,
  tooLarge: (fileName: string, maxSize: string) => `${fileName} 파일은 너무 커요. 영상은 ${maxSize}까지 올릴 수 있어요.`,
  notSameFile: (fileName: string, size: string) => `올리던 파일과 다른 파일이에요. ${fileName} (${size}) 파일을 골라 주세요.`,
  preparing: '올릴 준비 중이에요.',
  uploading: (fraction: number, done: number, parts: number) => `올리는 중 ${formatPercent(fraction)} · 조각 ${done}/${parts}`,
  resumedFrom: (partNumber: number) => `${partNumber}번째 조각부터 이어서 올리고 있어요.`,
  restarted: '올리던 업로드가 만료되어서 처음부터 다시 올려요.',
  paused: (done: number, parts: number) => `일시 정지했어요. 조각 ${done}/${parts}개는 서버에 올라가 있어요.`,
  interrupted: (fileName: string, done: number, parts: number, next: number) =>
    done >= parts
      ? `${fileName} 파일의 조각 ${parts}개가 모두 올라가 있어요. 같은 파일을 다시 고르면 올리기를 마무리해요.`
      : `${fileName} 파일을 올리다 멈췄어요. 조각 ${done}/${parts}개가 올라가 있어요. 같은 파일을 다시 고르면 ${next}번째 조각부터 이어서 올려요.`,
  failedPart: (partNumber: number) => `${partNumber}번째 조각을 올리지 못했어요. 그 조각부터 다시 올릴 수 있어요.`,
  failed: '영상을 올리지 못했어요. 다시 시도해 주세요.',
  cancelled: '업로드를 취소했어요.',
  parts: '조각별 진행',
  part: (partNumber: number) => `${partNumber}번째 조각`,
  /** Each part's state (the upload kit's PartStatus). */
  partStates: { waiting: '대기 중', uploading: '올리는 중', done: '완료', failed: '실패' },
  partRetrying: (attempt: number) => `다시 올리는 중 (${attempt}번째 시도)`,
  /** A part that was on its way when the upload was paused. */
  partPaused: '일시 정지됨',
  pause: '일시 정지',
  resume: '이어 올리기',
  retryPart: '실패한 조각부터 다시 올리기',
  cancel: '업로드 취소',
  replace: '다른 영상 올리기',
  confirmCancelTitle: '업로드를 취소할까요?',
  confirmCancelBody: (done: number) =>
    done > 0 ? `지금까지 올린 조각 ${done}개가 지워져요. 다시 올리려면 처음부터 올려야 해요.` : '다시 올리려면 처음부터 올려야 해요.',
  confirmCancel: '업로드 취소',
  keepUploading: '계속하기',
  transcodeTitle: '변환',
  transcode: {
    QUEUED: '대기 중',
    RUNNING: (percent: number) => `변환 중 ${percent}%`,
    DONE: '완료',
    FAILED: '실패',
    CANCELLED: '취소됨',
  },
  transcodeFailed: (reason: string | null) => (reason ? `변환하지 못했어요. ${reason}` : '변환하지 못했어요. 다시 변환해 주세요.'),
  transcodeCancelled: '변환을 취소했어요. 영상을 다시 올리면 새로 변환해요.',
  cancelTranscode: '변환 취소',
  retryTranscode: '다시 변환하기',
  thumbnail: {
    title: '썸네일',
    none: '아직 썸네일이 없어요. 영상에서 장면을 고르거나 이미지를 올려 주세요.',
    frames: '영상에서 장면 고르기',
    framesHint: '변환한 영상에서 뽑은 장면이에요. 고르면 바로 썸네일이 돼요.',
    framesLoading: '장면을 불러오는 중이에요.',
    framesFailed: '장면을 불러오지 못했어요.',
    frameAt: (time: string) => `${time} 장면`,
    // Begins with what the button shows (frameAt), so the name a voice user says is in it.
    useFrame: (time: string) => `${time} 장면, 썸네일로 쓰기`,
    frameSet: (time: string) => `${time} 장면을 썸네일로 정했어요.`,
    publishLater: '새 썸네일은 커리큘럼을 게시하면 학습자에게 보여요.',
    image: (lessonTitle: string) => `${lessonTitle} 썸네일`,
    file: '썸네일 이미지',
    hint: (maxSize: string) => `PNG, JPEG, WebP 이미지를 ${maxSize}까지 올릴 수 있어요.`,
    set: (fileName: string) => `${fileName} 이미지를 썸네일로 정했어요.`,
    failed: '썸네일을 정하지 못했어요. 다시 올려 주세요.',
  },
  subtitles: {
    title: '자막',
    listLabel: '올린 자막',
    none: '아직 올린 자막이 없어요.',
    loadFailed: '자막 목록을 불러오지 못했어요.',
    language: '자막 언어',
    file: '자막 파일',
    hint: (maxSize: string) => `WebVTT(.vtt)나 SRT(.srt) 자막 파일을 ${maxSize}까지 올릴 수 있어요. 언어마다 하나씩 올려요. 올리거나 지운 자막은 커리큘럼을 게시하면 학습자에게 반영돼요.`,
    languages: { ko: '한국어', en: '영어', ja: '일본어', zh: '중국어' },
    item: (language: string, fileName: string, cueCount: number) => `${language} · ${fileName} · 자막 ${cueCount}개`,
    tooLarge: (fileName: string, maxSize: string) => `${fileName} 파일은 너무 커요. 자막 파일은 ${maxSize}까지 올릴 수 있어요.`,
    unreadable: (fileName: string) => `${fileName} 파일을 읽지 못했어요. 다시 골라 주세요.`,
    malformed: (fileName: string, problem: string) => `${fileName} 파일을 올리지 않았어요. ${problem}`,
    sending: '자막을 올리는 중이에요.',
    added: (language: string) => `${language} 자막을 올렸어요.`,
    failed: '자막을 올리지 못했어요. 다시 시도해 주세요.',
    remove: (language: string) => `${language} 자막 지우기`,
    confirmRemoveTitle: (language: string) => `${language} 자막을 지울까요?`,
    confirmRemoveBody: '지운 자막은 되돌릴 수 없어요. 다시 쓰려면 파일을 다시 올려야 해요.',
    confirmRemove: '지우기',
    keep: '그대로 두기',
    removed: (language: string) => `${language} 자막을 지웠어요.`,
    removeFailed: '자막을 지우지 못했어요. 다시 시도해 주세요.',
  },
  source: (fileName: string, size: string) => `${fileName} · ${size}`,
  ready: '영상이 준비됐어요.',
  /** The class room plays what the last publish took (adminMasterVideo.ts `published`). */
  publishedOther: (fileName: string) => `학습자는 지금 게시된 ${fileName} 영상을 보고 있어요. 새 영상은 커리큘럼을 게시하면 바뀌어요.`,
  unpublished: '커리큘럼을 게시하면 학습자에게 이 영상이 보여요.',
  preview: {
    title: '미리 보기',
    hint: '학습자가 강의실에서 보게 될 모습 그대로예요. 썸네일과 자막도 함께 보여요.',
  },
};
