/**
 * The handlers' match order (handlerOrder.ts): where two paths can match one URL the more
 * specific answers, whatever order the areas were found in; two handlers for one method and path
 * are found.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { duplicateRoutes, inMatchOrder } from './handlerOrder';

const answer = () => HttpResponse.json({});
const byKey = http.get('*/rest/members/:accountKey', answer);
const groups = http.get('*/rest/members/groups', answer);
const groupMembers = http.get('*/rest/members/groups/:groupKey', answer);
const anything = http.get('*/storage/*', answer);
const stored = http.get('*/storage/files/:fileId', answer);

const headers = (handlers: HttpHandler[]) => handlers.map((handler) => handler.info.header);

describe('inMatchOrder', () => {
  it('tries a fixed word before a parameter in the same place, in either found order', () => {
    expect(headers(inMatchOrder([byKey, groups]))).toEqual([groups.info.header, byKey.info.header]);
    expect(headers(inMatchOrder([groups, byKey]))).toEqual([groups.info.header, byKey.info.header]);
  });

  it('tries a parameter before a wildcard', () => {
    expect(headers(inMatchOrder([anything, stored]))).toEqual([stored.info.header, anything.info.header]);
  });

  it('keeps the found order of paths that cannot meet', () => {
    expect(inMatchOrder([groupMembers, groups])).toEqual([groupMembers, groups]);
  });
});

describe('duplicateRoutes', () => {
  it('finds two handlers for one method and path, whatever their parameters are called', () => {
    const twin = http.get('*/rest/members/:key', answer);
    expect(duplicateRoutes([byKey, groups, twin])).toEqual(['GET */rest/members/:param']);
  });

  it('tells methods apart', () => {
    expect(duplicateRoutes([byKey, http.patch('*/rest/members/:accountKey', answer)])).toEqual([]);
  });
});
