/**
 * A member's additional-info value in words (issue 16): the stored value is what the server keeps —
 * an option's code (`FEMALE`), an address as `postal|address|detail` — and an operator reads the
 * tenant's words for it instead (여성, "(06236) 서울 강남구 테헤란로 123 4층"). One piece for every
 * place that shows a stored value rather than a form: the read-only card of a withdrawn member and
 * the change history.
 */
import type { RegisterField } from '@app/shared/api/contract/account';
import { parseAddress } from '@app/shared/lib/validation/address';

/** The value in words, or undefined when it reads as it is stored (text, numbers, dates, phones). */
export function infoValueInWords(
  field: Pick<RegisterField, 'valueType' | 'options'> | undefined,
  value: string,
): string | undefined {
  if (!field) return undefined;
  const option = field.options.find((candidate) => candidate.value === value);
  if (option) return option.label;
  if (field.valueType === 'KOR_ADDRESS') {
    const { postalCode, address, detail } = parseAddress(value);
    return [postalCode && `(${postalCode})`, address, detail].filter(Boolean).join(' ');
  }
  return undefined;
}
