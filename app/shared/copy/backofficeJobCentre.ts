/**
 * Korean copy of the job centre's part of the back-office shell (issue 15 "Job centre"): the
 * top-bar button, the finished-job announcement, a refused action, each job's status and kind.
 * Apart from the drawer's and the jobs page's words (backofficeJobs.ts, which includes these), so
 * every back-office first visit carries only what the shell says (issue 37's member-list budget).
 */
import { formatCount } from '@ds/lib/text/number';
import type { JobStatus } from '@app/shared/api/contract/adminJobRules';

/**
 * A job's title inside a sentence: quoted as a name (‘…’), unless it quotes a name itself
 * ("‘겨울 특강’ 클래스 수강권 지급"): quotes are never nested.
 */
export const quotedTitle = (title: string) => (/[‘’“”'"]/.test(title) ? title : `‘${title}’`);

export const backofficeJobCentreCopy = {
  centre: '작업 센터',
  /** The top-bar button's name, with how many jobs run (the badge says the number too). */
  button: (active: number) => (active > 0 ? `작업 센터, 진행 중 ${formatCount(active)}건` : '작업 센터'),
  /** What the badge counts; the badge adds the number. */
  badgeLabel: '진행 중인 작업',
  drawerFailed: '작업 센터를 열지 못했어요. 연결을 확인하고 다시 시도해 주세요.',
  status: {
    QUEUED: '대기 중',
    RUNNING: '진행 중',
    STOPPED: '일시 정지',
    DONE: '완료',
    FAILED: '실패',
    CANCELLED: '취소됨',
  } satisfies Record<JobStatus, string>,
  /** The job centre's own kinds (kit/jobs/kinds.ts); an area's kinds are named in its own copy. */
  kind: {
    EXPORT: '내보내기',
    VIDEO_TRANSCODE: '동영상 변환',
    UPLOAD: '업로드',
    IMPORT: '가져오기',
  },
  actionFailed: '작업을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.',
  notAllowed: '작업 상태가 바뀌어 할 수 없어요. 목록을 새로 고쳤어요.',
  /** A cancel (or another action) that reached a job which had ended meanwhile. */
  alreadyEnded: (title: string) => `${quotedTitle(title)} 작업은 이미 끝나서 바꿀 수 없어요.`,
  finished: {
    DONE: (title: string) => `${quotedTitle(title)} 작업이 끝났어요.`,
    FAILED: (title: string) => `${quotedTitle(title)} 작업이 실패했어요.`,
    CANCELLED: (title: string) => `${quotedTitle(title)} 작업이 취소되었어요.`,
  },
  openCentre: '작업 센터에서 보기',
};
