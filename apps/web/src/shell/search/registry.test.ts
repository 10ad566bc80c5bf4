import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_ACCESS, EQUIPMENT_ACCESS, ORDER_ACCESS } from '@fieldline/domain';
import { registerSearchProvider, searchAll, SEARCH_GROUP_SIZE } from './registry';
import { registerSearchProviders } from './providers';

const provider = (key: string, permission: string | undefined, search: () => Promise<unknown[]>) =>
  registerSearchProvider({
    key,
    permission,
    label: () => key,
    search: search as () => Promise<{ key: string; title: string }[]>,
  });

describe('header search registry', () => {
  it('asks only the providers whose permission the caller holds, groups in registration order', async () => {
    const denied = vi.fn(async () => [{ key: '1', title: 'x' }]);
    const off = [
      provider('orders', 'order-code', async () => [{ key: '1', title: 'FL-1' }]),
      provider('secret', 'other-code', denied),
      provider('failing', undefined, () => Promise.reject(new Error('500'))),
      provider('empty', undefined, async () => []),
      provider('users', undefined, async () => [{ key: '2', title: '赵师傅' }]),
    ];
    const groups = await searchAll('FL', (code) => code === undefined || code === 'order-code');
    expect(groups.map((g) => g.provider.key)).toEqual(['orders', 'users']);
    expect(groups[0]!.results).toEqual([{ key: '1', title: 'FL-1' }]);
    expect(denied).not.toHaveBeenCalled();
    off.forEach((remove) => remove());
    expect(await searchAll('FL')).toEqual([]);
  });
});

describe('header search providers: orders, customers, equipment and people', () => {
  let urls: URL[];
  const rows: Record<string, unknown[]> = {
    '/api/v2/order/list': [
      { id: 7, orderNo: 'FL202611260001', title: '空调不制冷', customerName: '海洋冷库' },
    ],
    '/api/v2/customer/epCustomerList': [
      { id: 3, name: '海洋冷库', contactName: '张三', contactPhone: '139' },
    ],
    '/api/v2/customerProduct/list': [
      { id: 5, serialNumber: 'SN-1', productName: '冷柜', customerName: '海洋冷库' },
    ],
    '/api/v2/user/list': [],
  };
  beforeEach(() => {
    urls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const u = new URL(url, 'http://localhost');
        urls.push(u);
        const body = { success: true, data: { list: rows[u.pathname] ?? [], total: 1 }, message: '' };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('each group asks its list with the keyword (equipment by serial), five rows, and links to the record', async () => {
    const off = registerSearchProviders();
    const can = (code: string | undefined) =>
      code === undefined ||
      new Set<string>([ORDER_ACCESS.view, CUSTOMER_ACCESS.view, EQUIPMENT_ACCESS.view]).has(code);
    const groups = await searchAll('冷库', can);
    off();
    expect(groups.map((g) => [g.provider.key, g.results])).toEqual([
      [
        'orders',
        [
          {
            key: '7',
            title: 'FL202611260001',
            description: '空调不制冷 · 海洋冷库',
            to: '/allOrder/orderDetail/7',
          },
        ],
      ],
      [
        'customers',
        [{ key: '3', title: '海洋冷库', description: '张三 139', to: '/allCustomer/customerDetail/3' }],
      ],
      ['equipment', [{ key: '5', title: 'SN-1', description: '冷柜 · 海洋冷库', to: '/productDetail?id=5' }]],
    ]);
    const params = Object.fromEntries(urls.map((u) => [u.pathname, Object.fromEntries(u.searchParams)]));
    const page = { pageSize: String(SEARCH_GROUP_SIZE), pageIndex: '0' };
    expect(params['/api/v2/order/list']).toEqual({ view: 'all', keyword: '冷库', ...page });
    expect(params['/api/v2/customer/epCustomerList']).toEqual({ keyword: '冷库', ...page });
    expect(params['/api/v2/customerProduct/list']).toEqual({ serial: '冷库', ...page });
  });

  it('a caller without the order, customer and equipment codes asks only for people', async () => {
    const off = registerSearchProviders();
    await searchAll('冷库', (code) => code === undefined);
    off();
    expect(urls.map((u) => u.pathname)).toEqual(['/api/v2/user/list']);
  });
});
