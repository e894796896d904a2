// @vitest-environment jsdom
/**
 * The remembered place of a list (listPlace.ts): a detail page's way back carries the filters the
 * list last had in this tab (issue 27: the member detail's breadcrumb went to a bare
 * `/admin/members`), and a cursor list's loaded slices are known again after a reload.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { listReturnPath, rememberedSliceCount, rememberListUrl, rememberSliceCount } from './listPlace';

beforeEach(() => sessionStorage.clear());

describe('listReturnPath', () => {
  it('is the bare list path when the list was not shown in this tab', () => {
    expect(listReturnPath('/admin/members')).toBe('/admin/members');
  });

  it('leads back with the filters, sort and page the list last had', () => {
    rememberListUrl('/admin/members', '?q=%EA%B9%80&marketing=AGREED&page=3');
    rememberListUrl('/admin/orders', '?status=COMPLETED');
    expect(listReturnPath('/admin/members')).toBe('/admin/members?q=%EA%B9%80&marketing=AGREED&page=3');
    expect(listReturnPath('/admin/orders')).toBe('/admin/orders?status=COMPLETED');
  });

  it('forgets the filters once the list is back to its default view', () => {
    rememberListUrl('/admin/members', '?q=kim');
    rememberListUrl('/admin/members', '');
    expect(listReturnPath('/admin/members')).toBe('/admin/members');
  });
});

describe('slice counts', () => {
  it('are 1 until more were loaded, then the count for that address only', () => {
    expect(rememberedSliceCount('/admin/orders')).toBe(1);
    rememberSliceCount('/admin/orders', 3);
    expect(rememberedSliceCount('/admin/orders')).toBe(3);
    expect(rememberedSliceCount('/admin/orders?status=COMPLETED')).toBe(1);
    rememberSliceCount('/admin/orders', 1);
    expect(rememberedSliceCount('/admin/orders')).toBe(1);
  });
});
