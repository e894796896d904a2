/**
 * Korean address (spec learner.md §5): postal code, address and detail address are stored as one
 * string joined by the contract's separator; the form edits the three parts.
 */
import { z } from 'zod/mini';
import { ADDRESS_SEPARATOR } from '@app/shared/api/contract/account';
import { validationMessages } from '@app/shared/api/contract/validationMessages';

export interface AddressParts {
  postalCode: string;
  address: string;
  detail: string;
}

export function composeAddress({ postalCode, address, detail }: AddressParts): string {
  const parts = [postalCode.trim(), address.trim(), detail.trim()];
  return parts.every((part) => part === '') ? '' : parts.join(ADDRESS_SEPARATOR);
}

export function parseAddress(value: string | null | undefined): AddressParts {
  const [postalCode = '', address = '', ...detail] = (value ?? '').split(ADDRESS_SEPARATOR);
  return { postalCode, address, detail: detail.join(ADDRESS_SEPARATOR) };
}

/** A combined value with a 5-digit postal code and an address line (the detail may be empty). */
export const addressRule = z.string().check(
  z.refine((value) => {
    if (value === '') return true;
    const { postalCode, address } = parseAddress(value);
    return /^\d{5}$/.test(postalCode) && address.trim() !== '';
  }, validationMessages.addressFormat),
);
