import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT } from '@fieldline/domain';
import { readListState, writeListState } from '../../components/DataTable/list-state';
import {
  ORDER_LIST,
  filtersFromParams,
  filtersOfPlan,
  filtersToParams,
  hasFilters,
  planFilters,
} from './filters';

const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('order list filters in the URL (spec-shell /allOrder query parameters)', () => {
  it('reads every /allOrder parameter the spec lists', () => {
    const f = read(
      'keyword=空调&servicePersonalId=7&orderStateList=3,1&takeStart=2026-11-01&takeEnd=2026-11-30' +
        '&orderType=2&coordinationUserId=8&tab=archived&customName=华&customerId=12&orderExceed=1' +
        '&serviceGroupId=4&templateId=9&priority=3&tagId=5',
    );
    expect(f).toEqual({
      keyword: '空调',
      servicePersonalId: 7,
      orderStateList: [1, 3],
      takeStart: '2026-11-01',
      takeEnd: '2026-11-30',
      orderType: 2,
      coordinationUserId: 8,
      tab: 'archived',
      customName: '华',
      customerId: 12,
      orderExceed: true,
      serviceGroupId: 4,
      templateId: 9,
      priority: 3,
      tagId: 5,
    });
  });

  it('takes the spec aliases take_user_id and states for the server and the states', () => {
    expect(read('take_user_id=5&states=0,7')).toEqual({ servicePersonalId: 5, orderStateList: [0, 7] });
    // the canonical names win when both are given
    expect(read('servicePersonalId=6&take_user_id=5&orderStateList=2&states=4')).toEqual({
      servicePersonalId: 6,
      orderStateList: [2],
    });
  });

  it('drops malformed values instead of sending them', () => {
    expect(
      read(
        'servicePersonalId=abc&customerId=0&orderStateList=9,x&takeStart=2026-13-45&orderType=3' +
          '&priority=0&orderExceed=yes&keyword=%20%20',
      ),
    ).toEqual({});
  });

  it('writes canonical names back, nothing empty, and reads them back the same', () => {
    const f = read('states=4,2&take_user_id=3&orderExceed=1&keyword=泵');
    const params = filtersToParams(f);
    expect(params).toEqual({
      keyword: '泵',
      servicePersonalId: '3',
      orderStateList: '2,4',
      orderExceed: '1',
    });
    expect(filtersFromParams(new URLSearchParams(params))).toEqual(f);
  });

  it('keeps the page in the URL only when it is not the first page or the default size', () => {
    const url = (pageIndex: number, pageSize: number, filters = {}) =>
      Object.fromEntries(writeListState(ORDER_LIST, { filters, pageIndex, pageSize }));
    expect(url(0, PAGE_SIZE_DEFAULT, { keyword: 'a' })).toEqual({ keyword: 'a' });
    expect(url(2, 50)).toEqual({ pageIndex: '2', pageSize: '50' });
  });

  it('reads the page: zero-based index, a size the plan offers, else the defaults', () => {
    const sizes = [10, 20, 50, 100];
    const read = (query: string) => readListState(ORDER_LIST, new URLSearchParams(query), sizes);
    expect(read('pageIndex=3&pageSize=20')).toMatchObject({ pageIndex: 3, pageSize: 20 });
    expect(read('pageIndex=-1&pageSize=500')).toMatchObject({ pageIndex: 0, pageSize: PAGE_SIZE_DEFAULT });
  });

  it('replaces the spec’s second names with the canonical ones when the list writes its URL', () => {
    const state = readListState(ORDER_LIST, new URLSearchParams('states=4,2&take_user_id=3&scheme=8'));
    expect(
      writeListState(ORDER_LIST, state, new URLSearchParams('states=4,2&take_user_id=3')).toString(),
    ).toBe('servicePersonalId=3&orderStateList=2%2C4&scheme=8');
  });

  it('knows when the URL carries filters (the tab alone is not one)', () => {
    expect(hasFilters(read('tab=done'))).toBe(false);
    expect(hasFilters(read('tab=done&priority=2'))).toBe(true);
    expect(hasFilters(read('templateId=3'), ['tab', 'templateId'])).toBe(false);
  });

  it('saves a scheme as plain URL values without the tab, and reads it back through the same rules', () => {
    const f = read('tab=archived&orderStateList=5&customerId=12');
    expect(planFilters(f)).toEqual({ orderStateList: '5', customerId: '12' });
    expect(filtersOfPlan({ orderStateList: [5, 6], customerId: 12, junk: 'x', tab: 'done' })).toEqual({
      orderStateList: [5, 6],
      customerId: 12,
    });
  });
});
