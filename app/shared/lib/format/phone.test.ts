/** Spec learner.md §9: "Phone display 0XX-XXXX-XXXX, converting a +82 prefix" (and §5: +82 shown as 010). */
import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('shows an 11-digit mobile number as 0XX-XXXX-XXXX', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone(' 010 1234 5678 ')).toBe('010-1234-5678');
  });

  it('converts a +82 prefix to the national 0', () => {
    expect(formatPhone('+821012345678')).toBe('010-1234-5678');
    expect(formatPhone('+82 10-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('+82-10-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('008210 1234 5678')).toBe('010-1234-5678');
  });

  it('does not double the 0 when it was written after +82', () => {
    expect(formatPhone('+82 010-1234-5678')).toBe('010-1234-5678');
  });

  it('shows a 10-digit number 3-3-4 and Seoul numbers 2-3-4 / 2-4-4', () => {
    expect(formatPhone('0111234567')).toBe('011-123-4567');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('+82 2 1234 5678')).toBe('02-1234-5678');
  });

  it('leaves a number of unknown shape as given (trimmed)', () => {
    expect(formatPhone(' 1588-1234 ')).toBe('1588-1234');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('0101234')).toBe('0101234');
  });
});
