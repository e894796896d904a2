/**
 * The shipping forms' rules (backoffice.md §5 shipping fields, §9 carriers; issue 17): the
 * address form's limits with their Korean messages, the invoice form, and a bulk invoice row
 * whose carrier is not one of the ten reported with its own message (the e2e's bad carrier row).
 */
import { describe, expect, it } from 'vitest';
import { copy } from '@app/shared/copy';
import { addressFormSchema, invoiceFormSchema, invoiceImportSchema } from './shippingForms';

const rules = copy.backofficeShipping.rules;
const address = { name: '김배송', phone: '01070000001', zipCode: '06236', address: '서울특별시 강남구 테헤란로 152', addressDetail: '12층', message: '문 앞에 놓아 주세요' };

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('shipping address (§5)', () => {
  it('accepts a name of 1 to 24, a mobile number (hyphenated on the way), detail up to 30, message up to 50', () => {
    const parsed = addressFormSchema.parse({ ...address, name: '가', addressDetail: '가'.repeat(30), message: '가'.repeat(50) });
    expect(parsed.phone).toBe('010-7000-0001');
    expect(addressFormSchema.safeParse({ ...address, name: '가'.repeat(24) }).success).toBe(true);
  });

  it('says what is wrong at each field, in Korean', () => {
    const result = addressFormSchema.safeParse({ name: ' ', phone: '02-123-4567', zipCode: '1234', address: '', addressDetail: '가'.repeat(31), message: '가'.repeat(51) });
    expect(messagesOf(result)).toEqual({
      name: rules.nameRequired,
      phone: rules.phone,
      zipCode: rules.zipCode,
      address: rules.addressRequired,
      addressDetail: rules.detailMax,
      message: rules.messageMax,
    });
    expect(messagesOf(addressFormSchema.safeParse({ ...address, name: '가'.repeat(25) }))).toEqual({ name: rules.nameMax });
  });
});

describe('invoice', () => {
  it('needs one of the ten carriers and 8 to 20 digits (hyphens allowed, kept as digits)', () => {
    expect(invoiceFormSchema.parse({ carrier: 'HANJIN', invoiceNumber: '4200-1234-5678' })).toEqual({ carrier: 'HANJIN', invoiceNumber: '420012345678' });
    expect(messagesOf(invoiceFormSchema.safeParse({ carrier: '', invoiceNumber: '123' }))).toEqual({ carrier: rules.carrierRequired, invoiceNumber: rules.invoiceNumber });
  });
});

describe('bulk invoice row', () => {
  it('reads a carrier written by name or alias', () => {
    expect(invoiceImportSchema.parse({ shipmentKey: 'shp-fx-prepared', carrier: 'CJ대한통운', invoiceNumber: '612345678901' })).toEqual({ shipmentKey: 'shp-fx-prepared', carrier: 'CJ', invoiceNumber: '612345678901' });
    expect(invoiceImportSchema.parse({ shipmentKey: 'a', carrier: '우체국', invoiceNumber: '1234 5678 9012' }).carrier).toBe('EPOST');
  });

  it('reports a carrier that is not one of the ten, naming what was written', () => {
    expect(messagesOf(invoiceImportSchema.safeParse({ shipmentKey: 'a', carrier: '쿠팡로지스', invoiceNumber: '612345678901' }))).toEqual({ carrier: rules.carrierUnknown('쿠팡로지스') });
  });
});
