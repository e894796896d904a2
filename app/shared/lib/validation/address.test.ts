import { describe, expect, it } from 'vitest';
import { ADDRESS_SEPARATOR } from '@app/shared/api/contract/account';
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { addressRule, composeAddress, parseAddress } from './address';

describe('address (§5: postal code, address and detail in one string with a separator)', () => {
  const parts = { postalCode: '06236', address: '서울 강남구 테헤란로 123', detail: '4층' };

  it('composes the three parts with the separator and reads them back', () => {
    const value = composeAddress(parts);
    expect(value).toBe(['06236', '서울 강남구 테헤란로 123', '4층'].join(ADDRESS_SEPARATOR));
    expect(parseAddress(value)).toEqual(parts);
  });

  it('an address with no parts is the empty string', () => {
    expect(composeAddress({ postalCode: ' ', address: '', detail: '' })).toBe('');
    expect(parseAddress(null)).toEqual({ postalCode: '', address: '', detail: '' });
  });

  it('needs a 5-digit postal code and an address line; the detail may be empty', () => {
    expect(addressRule.safeParse(composeAddress({ ...parts, detail: '' })).success).toBe(true);
    expect(addressRule.safeParse(composeAddress({ ...parts, postalCode: '0623' })).error?.issues[0]?.message).toBe(
      validationMessages.addressFormat,
    );
    expect(addressRule.safeParse(composeAddress({ ...parts, address: '' })).success).toBe(false);
  });
});
