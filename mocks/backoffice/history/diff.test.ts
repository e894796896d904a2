/**
 * The history's before → after rules (issue 15, part 6 "before → after per field"): only changed
 * fields, nested fields dotted, lists as one text, creation and deletion against nothing.
 */
import { describe, expect, it } from 'vitest';
import { diffRecords } from './diff';

describe('diffRecords (issue 15: before → after per field)', () => {
  it('keeps only the fields whose value changed, in the record order', () => {
    expect(
      diffRecords(
        { serviceName: '클래스', supportTel: '02-123-4567', email: 'a@klass.test' },
        { serviceName: '새 클래스', supportTel: '02-123-4567', email: 'b@klass.test' },
      ),
    ).toEqual([
      { field: 'serviceName', before: '클래스', after: '새 클래스' },
      { field: 'email', before: 'a@klass.test', after: 'b@klass.test' },
    ]);
  });

  it('answers nothing when nothing changed (a save of the same values records no change)', () => {
    expect(diffRecords({ name: '우수 회원', count: 3 }, { name: '우수 회원', count: 3 })).toEqual([]);
  });

  it('flattens nested objects to dotted fields', () => {
    expect(diffRecords({ address: { city: '서울', zip: '01234' } }, { address: { city: '부산', zip: '01234' } })).toEqual([
      { field: 'address.city', before: '서울', after: '부산' },
    ]);
  });

  it('writes a list of plain values as one text, and a list of objects as JSON', () => {
    expect(diffRecords({ tags: ['a', 'b'], rows: [{ id: 1 }] }, { tags: ['a'], rows: [] })).toEqual([
      { field: 'tags', before: 'a, b', after: 'a' },
      { field: 'rows', before: '[{"id":1}]', after: '' },
    ]);
  });

  it('a creation has every field from null, a deletion every field to null; undefined counts as null', () => {
    expect(diffRecords(null, { name: '신규', memo: undefined })).toEqual([{ field: 'name', before: null, after: '신규' }]);
    expect(diffRecords({ name: '삭제', active: false }, null)).toEqual([
      { field: 'name', before: '삭제', after: null },
      { field: 'active', before: false, after: null },
    ]);
  });

  it('a value set to null or a field added is a change', () => {
    expect(diffRecords({ supportTel: '1588-0000' }, { supportTel: null, email: 'c@klass.test' })).toEqual([
      { field: 'supportTel', before: '1588-0000', after: null },
      { field: 'email', before: null, after: 'c@klass.test' },
    ]);
  });
});
