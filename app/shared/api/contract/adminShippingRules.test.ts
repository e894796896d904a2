/**
 * The shipping rules (backoffice.md §4 shipping statuses and operator actions, §9 carriers; issue
 * 17 "unit tests for … the allowed shipping transitions"): what each status allows, where each
 * action leads, what a bulk bar may offer for mixed statuses, when an invoice may be registered,
 * and how carriers and invoice numbers are read from what operators type.
 */
import { describe, expect, it } from 'vitest';
import {
  actionsForStatuses,
  actionTarget,
  allowedShippingActions,
  canApply,
  canRegisterInvoice,
  canUpdateAddress,
  carrierFromText,
  carrierNames,
  carriers,
  isReversible,
  normaliseInvoiceNumber,
  shippingActions,
  shippingStatuses,
  statusAfterInvoice,
  type ShippingStatus,
} from './adminShippingRules';

describe('shipping transitions (§4)', () => {
  it('a paid shipment can be prepared, held or dropped', () => {
    expect(allowedShippingActions('PAYMENT_RECEIVED')).toEqual(['PREPARE_DELIVERY', 'MOVE_TO_PENDING', 'DROP_OUT']);
  });

  it('a held shipment can be prepared or dropped, not held again', () => {
    expect(allowedShippingActions('PENDING')).toEqual(['PREPARE_DELIVERY', 'DROP_OUT']);
    expect(canApply('PENDING', 'MOVE_TO_PENDING')).toBe(false);
  });

  it('a prepared shipment can go back to pending or be dropped, and is not delivered without an invoice', () => {
    expect(allowedShippingActions('PREPARED_DELIVERY')).toEqual(['MOVE_TO_PENDING', 'DROP_OUT']);
    expect(canApply('PREPARED_DELIVERY', 'CONFIRM_DELIVERED')).toBe(false);
  });

  it('only a shipment in transit can be confirmed delivered, and it can no longer be dropped', () => {
    expect(allowedShippingActions('IN_TRANSIT')).toEqual(['CONFIRM_DELIVERED']);
    for (const status of shippingStatuses.filter((value) => value !== 'IN_TRANSIT')) {
      expect(canApply(status, 'CONFIRM_DELIVERED')).toBe(false);
    }
  });

  it('delivered and dropped shipments are final', () => {
    expect(allowedShippingActions('DELIVERED')).toEqual([]);
    expect(allowedShippingActions('DROP_OUT')).toEqual([]);
  });

  it('every action leads to its own status', () => {
    expect(actionTarget).toEqual({
      MOVE_TO_PENDING: 'PENDING',
      PREPARE_DELIVERY: 'PREPARED_DELIVERY',
      DROP_OUT: 'DROP_OUT',
      CONFIRM_DELIVERED: 'DELIVERED',
    });
  });

  it('holding and preparing are reversible (undo window); dropping and confirming delivery are not (confirm)', () => {
    expect(shippingActions.filter(isReversible)).toEqual(['MOVE_TO_PENDING', 'PREPARE_DELIVERY']);
    // A reversible action's target allows an action that leads back out of it.
    for (const action of shippingActions.filter(isReversible)) {
      expect(allowedShippingActions(actionTarget[action]).some(isReversible)).toBe(true);
    }
    for (const action of shippingActions.filter((value) => !isReversible(value))) {
      expect(allowedShippingActions(actionTarget[action])).toEqual([]);
    }
  });
});

describe('bulk actions offered for a selection', () => {
  it('offers only what every selected status allows', () => {
    expect(actionsForStatuses(['PAYMENT_RECEIVED', 'PENDING'])).toEqual(['PREPARE_DELIVERY', 'DROP_OUT']);
    expect(actionsForStatuses(['PAYMENT_RECEIVED', 'PREPARED_DELIVERY'])).toEqual(['MOVE_TO_PENDING', 'DROP_OUT']);
    expect(actionsForStatuses(['PENDING', 'IN_TRANSIT'])).toEqual([]);
  });

  it('offers nothing for an empty selection or one with every status', () => {
    expect(actionsForStatuses([])).toEqual([]);
    expect(actionsForStatuses(shippingStatuses)).toEqual([]);
  });

  it('a single status offers exactly its own actions (in the contract order)', () => {
    const single = (status: ShippingStatus) => actionsForStatuses([status]);
    expect(single('IN_TRANSIT')).toEqual(['CONFIRM_DELIVERED']);
    expect(new Set(single('PAYMENT_RECEIVED'))).toEqual(new Set(allowedShippingActions('PAYMENT_RECEIVED')));
  });
});

describe('invoices', () => {
  it('are registered on a prepared shipment (which goes in transit) and corrected while in transit', () => {
    expect(shippingStatuses.filter(canRegisterInvoice)).toEqual(['PREPARED_DELIVERY', 'IN_TRANSIT']);
    expect(statusAfterInvoice('PREPARED_DELIVERY')).toBe('IN_TRANSIT');
    expect(statusAfterInvoice('IN_TRANSIT')).toBe('IN_TRANSIT');
  });

  it('the address may change until the parcel leaves, never once dropped', () => {
    expect(shippingStatuses.filter(canUpdateAddress)).toEqual(['PAYMENT_RECEIVED', 'PENDING', 'PREPARED_DELIVERY']);
  });

  it('keep the digits of a number typed with hyphens or spaces, 8 to 20 of them', () => {
    expect(normaliseInvoiceNumber(' 6123-4567-8901 ')).toBe('612345678901');
    expect(normaliseInvoiceNumber('1234 5678')).toBe('12345678');
    expect(normaliseInvoiceNumber('1234567')).toBeNull();
    expect(normaliseInvoiceNumber('1'.repeat(21))).toBeNull();
    expect(normaliseInvoiceNumber('61234567890A')).toBeNull();
    expect(normaliseInvoiceNumber('')).toBeNull();
  });
});

describe('the ten contracted carriers (§9)', () => {
  it('are the spec’s ten, in its order', () => {
    expect(carriers.map((carrier) => carrierNames[carrier])).toEqual([
      'CJ대한통운',
      'GS Postbox 택배',
      '우체국택배',
      '롯데택배',
      '로젠택배',
      '한진택배',
      '경동택배',
      '합동택배',
      'CU 편의점택배',
      '일양로지스',
    ]);
  });

  it('are read from their code, their name or a known alias, ignoring spaces and case', () => {
    expect(carrierFromText('CJ대한통운')).toBe('CJ');
    expect(carrierFromText('cj')).toBe('CJ');
    expect(carrierFromText('한진 택배')).toBe('HANJIN');
    expect(carrierFromText('우체국')).toBe('EPOST');
    expect(carrierFromText('cu post')).toBe('CU_POST');
    for (const carrier of carriers) expect(carrierFromText(carrierNames[carrier])).toBe(carrier);
  });

  it('anything else is no carrier', () => {
    expect(carrierFromText('쿠팡로지스')).toBeNull();
    expect(carrierFromText('DHL')).toBeNull();
    expect(carrierFromText('')).toBeNull();
  });
});
