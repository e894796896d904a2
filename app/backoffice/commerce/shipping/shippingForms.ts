/**
 * The shipping screens' rules as zod schemas with Korean messages at each field (backoffice.md §5
 * "Shipping name 1-24; phone in mobile format; address detail max 30; delivery message max 50",
 * §9 the ten carriers; issue 17): the address form, the invoice form and one row of the bulk
 * invoice file. They hold the same limits as the contract (adminShippingRules.ts), so what the page
 * accepts the server accepts; a carrier in a file may be written by name or alias, and an invoice
 * number with hyphens or spaces.
 */
import { z } from 'zod/mini';
import type { Recipient } from '@app/shared/api/contract/adminShipping';
import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_LINE_MAX,
  carrierFromText,
  carriers,
  DELIVERY_MESSAGE_MAX,
  normaliseInvoiceNumber,
  RECIPIENT_NAME_MAX,
  type Carrier,
} from '@app/shared/api/contract/adminShippingRules';
import { copy } from '@app/shared/copy';
import { formatPhoneInput } from '@app/shared/lib/validation/phone';

const rules = copy.backofficeShipping.rules;
const MOBILE = /^01[016789]-?\d{3,4}-?\d{4}$/;

const invoiceNumberField = z.string().check(
  z.refine((value) => normaliseInvoiceNumber(value) !== null, { message: rules.invoiceNumber }),
  z.overwrite((value) => normaliseInvoiceNumber(value) ?? value),
);

export const addressFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { message: rules.nameRequired }), z.maxLength(RECIPIENT_NAME_MAX, { message: rules.nameMax })),
  phone: z.string().check(
    z.trim(),
    z.refine((value) => MOBILE.test(value), { message: rules.phone }),
    z.overwrite((value) => formatPhoneInput(value)),
  ),
  zipCode: z.string().check(z.trim(), z.regex(/^\d{5}$/, { message: rules.zipCode })),
  address: z.string().check(z.trim(), z.minLength(1, { message: rules.addressRequired }), z.maxLength(ADDRESS_LINE_MAX, { message: rules.addressMax })),
  addressDetail: z.string().check(z.trim(), z.maxLength(ADDRESS_DETAIL_MAX, { message: rules.detailMax })),
  message: z.string().check(z.trim(), z.maxLength(DELIVERY_MESSAGE_MAX, { message: rules.messageMax })),
});
export type AddressFormValues = z.input<typeof addressFormSchema>;

export function toAddressForm(recipient: Recipient, message: string): AddressFormValues {
  return { ...recipient, message };
}

export const invoiceFormSchema = z.object({
  carrier: z.string().check(z.refine((value) => (carriers as readonly string[]).includes(value), { message: rules.carrierRequired })),
  invoiceNumber: invoiceNumberField,
});
export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;

export type InvoiceImportKey = 'shipmentKey' | 'carrier' | 'invoiceNumber';

export interface InvoiceImportValue {
  shipmentKey: string;
  carrier: Carrier;
  invoiceNumber: string;
}

/** One row of the bulk invoice file: a shipment key, one of the ten carriers (name or alias), an invoice number. */
export const invoiceImportSchema: z.ZodMiniType<InvoiceImportValue, Record<InvoiceImportKey, string>> = z.pipe(
  z.object({
    shipmentKey: z.string().check(z.trim(), z.minLength(1, { message: rules.shipmentKey })),
    carrier: z.string().check(z.refine((value) => carrierFromText(value) !== null, { error: (issue) => rules.carrierUnknown(String(issue.input)) })),
    invoiceNumber: invoiceNumberField,
  }),
  z.transform((row) => ({ shipmentKey: row.shipmentKey, carrier: carrierFromText(row.carrier) ?? 'CJ', invoiceNumber: row.invoiceNumber })),
);
