import { describe, expect, it } from 'vitest';
import { ORDER_ACCESS, ORDER_DATA_CODES, SEARCH_PLAN_PAGES, type OrderRow } from '@fieldline/domain';
import {
  ORDER_LIST_CONFIGS,
  ORDER_LIST_ROUTES,
  activeTab,
  bulkActions,
  listQuery,
  rowActions,
  serverView,
  type ListCaller,
} from './views';

const row = (over: Partial<OrderRow> = {}): OrderRow => ({
  id: 1,
  orderNo: '20261122-0001',
  title: '空调不制冷',
  state: 1,
  invalid: false,
  paused: false,
  archived: false,
  deleted: false,
  overdue: false,
  priority: 1,
  orderType: 1,
  templateId: 1,
  templateName: '安装',
  customerId: 1,
  customerName: '华北',
  contactName: null,
  contactPhone: null,
  addressText: null,
  server: null,
  createdBy: null,
  appointmentAt: null,
  estimatedAt: null,
  createdAt: '2026-11-22T00:00:00.000Z',
  completedAt: null,
  totalAmount: '0.00',
  ...over,
});
const caller = (codes: string[], admin = false): ListCaller => ({ can: (c) => codes.includes(c), admin });
const ALL = Object.values(ORDER_ACCESS);
const { allOrder, myOrder, assignOrder, acceptanceOrder, orderRubbish, templateView } = ORDER_LIST_CONFIGS;

describe('order list pages (spec-shell "Orders")', () => {
  it('has a saved-scheme page for every list route, and a server view for each', () => {
    for (const route of ORDER_LIST_ROUTES) {
      expect(SEARCH_PLAN_PAGES).toContain(route);
      expect(ORDER_LIST_CONFIGS[route].route).toBe(route);
    }
  });

  it('/myOrder opens on "to accept" and sends its tab; an unknown tab falls back', () => {
    expect(activeTab(myOrder, undefined)).toBe('toAccept');
    expect(activeTab(myOrder, 'bogus')).toBe('toAccept');
    expect(listQuery(myOrder, { tab: 'done' })).toMatchObject({ view: 'my', tab: 'done' });
  });

  it('/allOrder lists the working orders, and the archive on its archived tab', () => {
    expect(serverView(allOrder, undefined)).toBe('all');
    expect(serverView(allOrder, 'archived')).toBe('archived');
    expect(listQuery(allOrder, { tab: 'archived' })).toMatchObject({ view: 'archived', tab: undefined });
  });

  it('sends only the filters the page shows, in the server parameter forms', () => {
    const f = {
      keyword: 'a',
      customerId: 3,
      orderStateList: [1, 2] as const,
      orderExceed: true,
      takeStart: '2026-01-01',
    };
    expect(listQuery(allOrder, { ...f, orderStateList: [1, 2] })).toMatchObject({
      keyword: 'a',
      customerId: 3,
      orderStateList: '1,2',
      orderExceed: '1',
      takeStart: '2026-01-01',
    });
    // /myOrder has no state or customer filter: a stale URL value is not sent
    expect(listQuery(myOrder, { ...f, orderStateList: [1, 2] })).toMatchObject({
      keyword: 'a',
      customerId: undefined,
      orderStateList: undefined,
      orderExceed: undefined,
    });
  });

  it('/templateView always sends its template', () => {
    expect(listQuery(templateView, { templateId: 4 })).toMatchObject({ view: 'all', templateId: 4 });
  });
});

describe('row buttons read the transitions table and the permission codes', () => {
  it('offers assign only on pending assignment, to a dispatcher', () => {
    const dispatcher = caller([ORDER_ACCESS.view, ORDER_ACCESS.dispatch]);
    expect(rowActions(assignOrder, row({ state: 1 }), dispatcher)).toContain('assign');
    expect(rowActions(assignOrder, row({ state: 2 }), dispatcher)).not.toContain('assign');
    expect(rowActions(assignOrder, row({ state: 1 }), caller([ORDER_ACCESS.view]))).not.toContain('assign');
    expect(rowActions(assignOrder, row({ state: 1, archived: true }), dispatcher)).not.toContain('assign');
  });

  it('reception accepts or marks invalid at state 0; an invalid order can still be accepted', () => {
    const reception = caller([ORDER_ACCESS.reception]);
    expect(rowActions(acceptanceOrder, row({ state: 0 }), reception)).toEqual([
      'receptionAccept',
      'markInvalid',
    ]);
    expect(rowActions(acceptanceOrder, row({ state: 0, invalid: true }), reception)).toEqual([
      'receptionAccept',
    ]);
  });

  it('archive or unarchive by the flag; no edit on closed or archived orders', () => {
    const admin = caller(ALL, true);
    expect(rowActions(allOrder, row({ state: 5 }), admin)).toEqual(['cc', 'archive', 'delete']);
    expect(rowActions(allOrder, row({ state: 1, archived: true }), admin)).toEqual([
      'cc',
      'unarchive',
      'delete',
    ]);
    expect(rowActions(allOrder, row({ state: 3 }), admin)).toContain('edit');
  });

  it('the recycle bin only restores, and only with the recycle-bin code', () => {
    expect(rowActions(orderRubbish, row(), caller(ALL, true))).toEqual(['restore']);
    expect(rowActions(orderRubbish, row(), caller([ORDER_ACCESS.view]))).toEqual([]);
  });
});

describe('batch buttons', () => {
  const opts = { printAvailable: true };
  it('several orders need the batch data permission (120); archiving several, an administrator', () => {
    const dispatcher = caller([
      ORDER_ACCESS.view,
      ORDER_ACCESS.dispatch,
      ORDER_ACCESS.delete,
      ORDER_ACCESS.archive,
    ]);
    expect(bulkActions(allOrder, dispatcher, 1, undefined, opts)).toEqual([
      'assign',
      'archive',
      'delete',
      'print',
    ]);
    expect(bulkActions(allOrder, dispatcher, 2, undefined, opts)).toEqual(['print']);
    const batch = caller([...ALL, ORDER_DATA_CODES.batch]);
    expect(bulkActions(allOrder, batch, 2, undefined, opts)).toEqual(['assign', 'delete', 'export', 'print']);
    expect(bulkActions(allOrder, caller(ALL, true), 2, undefined, opts)).toEqual([
      'assign',
      'archive',
      'delete',
      'export',
      'print',
    ]);
  });

  it('the archive tab unarchives instead of archiving, and assigns nothing', () => {
    expect(bulkActions(allOrder, caller(ALL, true), 1, 'archived', opts)).toEqual([
      'unarchive',
      'delete',
      'export',
      'print',
    ]);
  });

  it('export needs the export code; print needs the print page', () => {
    expect(bulkActions(myOrder, caller([ORDER_ACCESS.view]), 1, undefined, opts)).toEqual(['print']);
    expect(
      bulkActions(myOrder, caller([ORDER_ACCESS.view]), 1, undefined, { printAvailable: false }),
    ).toEqual([]);
  });
});
