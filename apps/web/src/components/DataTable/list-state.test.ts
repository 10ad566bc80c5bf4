import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE_DEFAULT,
  customerFilterSchema,
  equipmentFilterSchema,
  userFilterSchema,
} from '@fieldline/domain';
import { defineList, hasListFilters, pageAfterChange, readListState, writeListState } from './list-state';

const CUSTOMERS = defineList({ filters: customerFilterSchema, sorts: ['createdAt', 'name'] });
const USERS = defineList({ filters: userFilterSchema });
const EQUIPMENT = defineList({ filters: equipmentFilterSchema });
const SIZES = [10, 20, 50];
const read = (query: string, spec: Parameters<typeof readListState>[0] = CUSTOMERS) =>
  readListState(spec, new URLSearchParams(query), SIZES);

describe('list state in the URL', () => {
  it('reads back exactly what it wrote: filters, custom filters, page, size, sort and scheme', () => {
    const state = {
      filters: {
        keyword: 'Acme 北京',
        ownerUserId: 7,
        tagId: 3,
        customFilters: [{ fieldId: '12', op: 'in' as const, value: ['a', 'b'] }],
      },
      pageIndex: 2,
      pageSize: 50,
      sort: { field: 'createdAt', order: 'descend' as const },
      scheme: 9,
    };
    const url = writeListState(CUSTOMERS, state);
    expect(read(url.toString())).toEqual(state);
    // and the text survives a second round unchanged
    expect(writeListState(CUSTOMERS, read(url.toString())).toString()).toBe(url.toString());
  });

  it('reads booleans and enums through the list schema and writes them back as the server reads them', () => {
    const users = read('enabled=false&departmentId=4', USERS);
    expect(users.filters).toEqual({ enabled: false, departmentId: 4 });
    expect(writeListState(USERS, users).toString()).toBe('enabled=0&departmentId=4');
    expect(read('enabled=1', USERS).filters).toEqual({ enabled: true });
    const equipment = read('warranty=expiring&customerId=5', EQUIPMENT);
    expect(equipment.filters).toEqual({ customerId: 5, warranty: 'expiring' });
  });

  it('an invalid value falls back to its default one key at a time, keeping the valid ones', () => {
    const state = read(
      'keyword=ok&ownerUserId=-3&tagId=abc&customFilters={bad&pageIndex=-1&pageSize=999&sort=secret&scheme=0',
    );
    expect(state).toEqual({ filters: { keyword: 'ok' }, pageIndex: 0, pageSize: PAGE_SIZE_DEFAULT });
    expect(read('warranty=forever', EQUIPMENT).filters).toEqual({});
    expect(read('pageIndex=1.5&pageSize=abc').pageIndex).toBe(0);
  });

  it('a page size the caller’s plan does not offer falls back to the default', () => {
    expect(read('pageSize=50').pageSize).toBe(50);
    expect(readListState(CUSTOMERS, new URLSearchParams('pageSize=50'), [10, 20]).pageSize).toBe(
      PAGE_SIZE_DEFAULT,
    );
  });

  it('a sort is kept only on a field the list declares sortable', () => {
    expect(read('sort=name').sort).toEqual({ field: 'name', order: 'ascend' });
    expect(read('sort=-createdAt').sort).toEqual({ field: 'createdAt', order: 'descend' });
    expect(read('sort=-passwordHash').sort).toBeUndefined();
    expect(read('sort=name', USERS).sort).toBeUndefined();
  });

  it('writing keeps the keys the list does not own and drops empty filters, the first page and the default size', () => {
    const base = new URLSearchParams('drawer=12&keyword=old&pageIndex=3');
    const url = writeListState(
      CUSTOMERS,
      {
        filters: { keyword: '', tagId: undefined, ownerUserId: 2 },
        pageIndex: 0,
        pageSize: PAGE_SIZE_DEFAULT,
      },
      base,
    );
    expect(url.toString()).toBe('drawer=12&ownerUserId=2');
  });

  it('a filter is also read under its alias, and written back under its own name', () => {
    const spec = defineList({ filters: USERS.filters, aliases: { dept: 'departmentId' } });
    const state = readListState(spec, new URLSearchParams('dept=6'));
    expect(state.filters).toEqual({ departmentId: 6 });
    expect(writeListState(spec, state, new URLSearchParams('dept=6')).toString()).toBe('departmentId=6');
    expect(readListState(spec, new URLSearchParams('dept=x&departmentId=2')).filters).toEqual({
      departmentId: 2,
    });
  });

  it('the cache-buster t is never read or written as a filter', () => {
    expect(read('t=123&keyword=a').filters).toEqual({ keyword: 'a' });
  });

  it('a list is filtered when any filter has a value', () => {
    expect(hasListFilters({})).toBe(false);
    expect(hasListFilters({ keyword: undefined, customFilters: [] })).toBe(false);
    expect(hasListFilters({ enabled: false })).toBe(true);
  });

  it('steps back to the last page that has rows when a change (or a stale bookmark) emptied the shown one', () => {
    expect(pageAfterChange(3, 10, 25, 0)).toBe(2);
    expect(pageAfterChange(3, 10, 0, 0)).toBe(0);
    expect(pageAfterChange(2, 10, 25, 5)).toBe(2);
    expect(pageAfterChange(0, 10, 0, 0)).toBe(0);
  });
});
