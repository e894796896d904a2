import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@app/shared/api/contract/validationMessages';
import { businessNumberRule, formatBusinessNumberInput, hasValidBusinessChecksum } from './businessNumber';

describe('business registration number (§5: 10 digits shown 3-2-5, checksum, cut at 12)', () => {
  it('groups digits 3-2-5 while typing and never exceeds 12 characters', () => {
    expect(formatBusinessNumberInput('220')).toBe('220');
    expect(formatBusinessNumberInput('2208')).toBe('220-8');
    expect(formatBusinessNumberInput('22081')).toBe('220-81');
    expect(formatBusinessNumberInput('220816')).toBe('220-81-6');
    expect(formatBusinessNumberInput('2208162517')).toBe('220-81-62517');
    expect(formatBusinessNumberInput('220-81-625179999')).toBe('220-81-62517');
    expect(formatBusinessNumberInput('220-81-625179999')).toHaveLength(12);
  });

  it('accepts a valid number with or without hyphens', () => {
    expect(businessNumberRule.safeParse('220-81-62517').success).toBe(true);
    expect(businessNumberRule.safeParse('2208162517').success).toBe(true);
  });

  it.each(['220-81-6251', '220-81-625170', '22-081-62517', '220-8a-62517', ''])(
    '"valid format" message for %j',
    (value) => {
      expect(businessNumberRule.safeParse(value).error?.issues[0]?.message).toBe(m.businessNumberFormat);
    },
  );

  it('"Check the business registration number again." when the checksum fails', () => {
    expect(hasValidBusinessChecksum('220-81-62518')).toBe(false);
    expect(businessNumberRule.safeParse('220-81-62518').error?.issues[0]?.message).toBe(m.businessNumberChecksum);
  });
});
