/**
 * Names inside the back-office's sentences (issue 38): a job title that quotes a name itself is not
 * quoted again ('‘…’ 클래스 수강권 지급' read as nested quotes), and a master's title that already
 * ends in 매니저 is not followed by another ("…매니저 매니저로 로그인했어요").
 */
import { describe, expect, it } from 'vitest';
import { copy } from './index';

describe('names in sentences', () => {
  it('quotes a job title once, never inside another pair of quotes', () => {
    expect(copy.backofficeJobs.finished.DONE('‘겨울 특강’ 클래스 수강권 지급')).toBe('‘겨울 특강’ 클래스 수강권 지급 작업이 끝났어요.');
    expect(copy.backofficeJobs.finished.DONE('회원 목록 내보내기')).toBe('‘회원 목록 내보내기’ 작업이 끝났어요.');
  });

  it('says 매니저 once in the master greeting', () => {
    expect(copy.backoffice.homeMasterIntro('클래스 운영 매니저')).toBe('클래스 운영 매니저로 로그인했어요.');
    expect(copy.backoffice.homeMasterIntro('드로잉 클래스')).toBe('드로잉 클래스 매니저로 로그인했어요.');
  });
});
