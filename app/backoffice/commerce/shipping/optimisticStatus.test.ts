/**
 * The shipping list's optimistic bulk status (issue 15 "never loses work", issue 17 bulk
 * actions): applied to the chosen rows at once; taken back, only its own rows return, so a later
 * change already on screen is never hidden by an earlier send that failed.
 */
import { describe, expect, it } from 'vitest';
import type { ShippingStatus } from '@app/shared/api/contract/adminShippingRules';
import type { ShipmentSelection } from '../../api/adminShipping';
import type { ListPageData } from '../../kit/list/ListPage';
import { withStatus, withStatusTakenBack } from './optimisticStatus';

const row = (shipmentKey: string, status: ShippingStatus) => ({ shipmentKey, status });
const page = (...items: ReturnType<typeof row>[]) => ({ items, totalCount: items.length, totalPages: 1 });
const statuses = (shown: ListPageData<ReturnType<typeof row>> | undefined) => shown?.items.map((item) => `${item.shipmentKey}:${item.status}`);

describe('bulk status on screen', () => {
  const before = page(row('a', 'PAYMENT_RECEIVED'), row('b', 'PAYMENT_RECEIVED'), row('c', 'PENDING'));

  it('puts the chosen rows in the new status at once', () => {
    expect(statuses(withStatus(before, { kind: 'keys', keys: ['a', 'b'] }, 'PREPARED_DELIVERY'))).toEqual([
      'a:PREPARED_DELIVERY',
      'b:PREPARED_DELIVERY',
      'c:PENDING',
    ]);
  });

  it('a failed earlier change takes back only its own rows: a later change stays on screen', () => {
    const first: ShipmentSelection = { kind: 'keys', keys: ['a', 'b'] };
    const afterFirst = withStatus(before, first, 'PENDING');
    // The second change (b to prepare) was applied before the first one's send failed.
    const afterSecond = withStatus(afterFirst, { kind: 'keys', keys: ['b'] }, 'PREPARED_DELIVERY');
    expect(statuses(withStatusTakenBack(afterSecond, before, first, 'PENDING'))).toEqual([
      'a:PAYMENT_RECEIVED',
      'b:PREPARED_DELIVERY',
      'c:PENDING',
    ]);
  });

  it('all matching but the excluded: the excluded row and rows the page gained since are left alone', () => {
    const scope: ShipmentSelection = { kind: 'query', filter: {}, excluded: ['c'], expectedCount: 2 };
    const applied = withStatus(before, scope, 'PENDING');
    const refetched = { ...applied, items: [...applied.items, row('d', 'PENDING')] };
    expect(statuses(withStatusTakenBack(refetched, before, scope, 'PENDING'))).toEqual([
      'a:PAYMENT_RECEIVED',
      'b:PAYMENT_RECEIVED',
      'c:PENDING',
      'd:PENDING',
    ]);
  });

  it('nothing cached: nothing to take back', () => {
    expect(withStatusTakenBack(undefined, before, { kind: 'keys', keys: ['a'] }, 'PENDING')).toBeUndefined();
  });
});
