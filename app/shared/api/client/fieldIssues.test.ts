/**
 * The field messages of a refused save (errors.ts: 400 `request.invalid` with `data.issues`), read
 * once for every form that shows a server's rule at its field (member detail, catalogue, coupons).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import { fieldIssues } from './fieldIssues';

const refused = (data: Record<string, unknown> | null, code = 'request.invalid') =>
  new ApiError({ status: 400, code, message: '요청 형식이 올바르지 않아요.', data });

describe('a refused save shows its messages at the fields (issue 16: every §5 message at its field)', () => {
  it('reads the {path, message} issues of a 400 request.invalid', () => {
    const issues = [
      { path: 'phone', message: '현재 사용 중인 휴대폰 번호입니다. 다시 입력해 주세요.' },
      { path: 'info.1.value', message: '사업자등록번호를 다시 확인해 주세요.' },
    ];
    expect(fieldIssues(refused({ part: 'body', issues }))).toEqual(issues);
  });
  it('any other failure is not a field problem', () => {
    expect(fieldIssues(refused(null))).toEqual([]);
    expect(fieldIssues(refused({ issues: [{ path: 'phone', message: 'x' }] }, 'server.error'))).toEqual([]);
    expect(fieldIssues(new Error('network'))).toEqual([]);
  });
  it('ignores issues that name no field', () => {
    expect(fieldIssues(refused({ issues: [{ path: '', message: 'x' }, { message: 'y' }, 'z'] }))).toEqual([]);
  });
});
