/**
 * The development check of answers (DESIGN.md "One contract, two sides"): an answer that does
 * not match its endpoint's schema is reported with the schema's issues, a matching one is not.
 */
import { describe, expect, it, vi } from 'vitest';
import { checkAnswerAgainstContract } from './contractCheck';

const preferencesId = 'tenant.preferences';

describe('checkAnswerAgainstContract', () => {
  it('reports a drifted answer with the issues', () => {
    const report = vi.fn();
    expect(checkAnswerAgainstContract(preferencesId, { status: 'OPEN' }, report)).toBe(false);
    expect(report).toHaveBeenCalledExactlyOnceWith(preferencesId, expect.any(Array));
    const [, issues] = report.mock.calls[0] as [string, Array<{ path: unknown[] }>];
    expect(issues.length).toBeGreaterThan(0);
  });

  it('stays quiet for an answer in the schema', () => {
    const report = vi.fn();
    const answer = { accessToken: 'a', refreshToken: 'r' };
    expect(checkAnswerAgainstContract('account.refresh', answer, report)).toBe(true);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports an endpoint id the contract does not know', () => {
    const report = vi.fn();
    expect(checkAnswerAgainstContract('nowhere.unknown', {}, report)).toBe(false);
    expect(report).toHaveBeenCalledOnce();
  });
});
