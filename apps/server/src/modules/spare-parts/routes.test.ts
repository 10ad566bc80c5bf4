import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { ledgerMismatches, stockOf } from './test-helpers';

let t: TestApp;
let admin: Session;
let keeper: Session;
let staff: Session;
let staffId: number;
let keeperId: number;
let main: number;
let east: number;
let scrapStore: number;
let part: (code: string) => number;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  keeper = await loginAs(t.app, 'warehouseKeeper');
  staff = await loginAs(t.app, 'serviceStaff');
  staffId = await userId(t, 'serviceStaff');
  keeperId = await userId(t, 'warehouseKeeper');
  const stores = (await as(t, keeper).get('/api/warehouse/list')).json().data.list;
  main = stores.find((w: { name: string }) => w.name === '总仓').id;
  east = stores.find((w: { name: string }) => w.name === '华东分仓').id;
  scrapStore = stores.find((w: { kind: number }) => w.kind === 2).id;
  const parts = (await as(t, keeper).get('/api/v2/spare/sparePart/spareList?pageSize=50')).json().data.list;
  const ids = new Map<string, number>(parts.map((p: { code: string; id: number }) => [p.code, p.id]));
  part = (code) => ids.get(code)!;
});
afterAll(() => t.close());

const stock = (partCode: string, holderKind: 1 | 2, holderId: number) =>
  stockOf(t, part(partCode), holderKind, holderId);

describe('catalogue (SB:42, SB:92)', () => {
  it('a spare type name is at most 8 characters', async () => {
    expectRefusal(
      await as(t, keeper).post('/api/v2/spare/sparePart/spareType', { name: '一二三四五六七八九' }),
      400,
      'VALIDATION',
      'name',
    );
    const ok = await as(t, keeper).post('/api/v2/spare/sparePart/spareType', { name: '一二三四五六七八' });
    expect(ok.json().success).toBe(true);
  });

  it('parts: add, list, detail; codes unique; prices exact within 13 digits and two decimals', async () => {
    const body = {
      code: 'T-100',
      name: '过滤网',
      unit: '个',
      salePrice: '12.5',
      costPrice: 3,
      alertQty: '2',
    };
    const created = await as(t, keeper).post('/api/v2/spare/sparePart/operation', body);
    const id = created.json().data.id;
    const detail = (await as(t, staff).get(`/api/v2/spare/sparePart/details/${id}`)).json().data;
    expect(detail).toMatchObject({
      code: 'T-100',
      salePrice: '12.50',
      costPrice: '3.00',
      alertQty: '2.00',
      stock: '0',
    });
    expectRefusal(
      await as(t, keeper).post('/api/v2/spare/sparePart/operation', body),
      409,
      'CODE_TAKEN',
      'code',
    );
    expectRefusal(
      await as(t, keeper).post('/api/v2/spare/sparePart/operation', {
        ...body,
        code: 'T-101',
        salePrice: '1.234',
      }),
      400,
      'VALIDATION',
      'salePrice',
    );
    expectRefusal(
      await as(t, keeper).post('/api/v2/spare/sparePart/operation', {
        ...body,
        code: 'T-101',
        costPrice: '12345678901234',
      }),
      400,
      'VALIDATION',
      'costPrice',
    );
    const list = (await as(t, staff).get('/api/v2/spare/sparePart/spareList?keyword=T-100')).json().data;
    expect(list).toMatchObject({ total: 1, list: [{ id }] });
  });

  it('an engineer may not change the catalogue (10507)', async () => {
    expectRefusal(
      await as(t, staff).post('/api/v2/spare/sparePart/spareType', { name: '配件' }),
      403,
      'NO_PERMISSION',
    );
  });

  it("another enterprise's part and warehouse answer like missing ones (404)", async () => {
    const other = await otherEnterprise(t);
    expectRefusal(
      await as(t, other.session).get(`/api/v2/spare/sparePart/details/${part('BJ-001')}`),
      404,
      'PART_NOT_FOUND',
    );
    expectRefusal(
      await as(t, other.session).post('/api/v2/spare/stock/in', {
        warehouseId: main,
        reason: 'purchase',
        items: [{ partId: part('BJ-001'), quantity: 1 }],
      }),
      404,
      'WAREHOUSE_NOT_FOUND',
      'warehouseId',
    );
  });
});

describe('warehouses and the default store (SB:43, SB:158)', () => {
  it('the default store (50014) must be a genuine warehouse', async () => {
    expectRefusal(
      await as(t, keeper).post('/api/systemsetting/batchsave', {
        settings: [{ code: 50014, value: scrapStore }],
      }),
      400,
      'DEFAULT_STORE_INVALID',
      'value',
    );
    const ok = await as(t, keeper).post('/api/systemsetting/batchsave', {
      settings: [{ code: 50014, value: main }],
    });
    expect(ok.json().data[0].value).toBe(main);
  });

  it('a warehouse holding stock cannot be deleted', async () => {
    expectRefusal(await as(t, keeper).del(`/api/warehouse/${main}`), 409, 'WAREHOUSE_HAS_STOCK');
  });
});

describe('movements (one ledger)', () => {
  it('stock in and out with reasons; out never above stock ("insufficient spare stock in warehouse")', async () => {
    const before = await stock('BJ-005', 1, main);
    await as(t, keeper).post('/api/v2/spare/stock/in', {
      warehouseId: main,
      reason: 'purchase',
      items: [{ partId: part('BJ-005'), quantity: '2.5' }],
    });
    expect(await stock('BJ-005', 1, main)).toBe((Number(before) + 2.5).toFixed(2));
    const res = await as(t, keeper).post('/api/v2/spare/stock/out', {
      warehouseId: main,
      reason: 'sale',
      items: [
        { partId: part('BJ-004'), quantity: 1 },
        { partId: part('BJ-005'), quantity: 1000 },
      ],
    });
    expectRefusal(res, 409, 'INSUFFICIENT_STOCK', 'items');
    expect(res.json().message).toContain('风扇电机');
    // nothing written: the first line rolled back with the second
    expect(await stock('BJ-005', 1, main)).toBe((Number(before) + 2.5).toFixed(2));
    const log = (
      await as(t, keeper).get(`/api/v2/spare/stock/log?partId=${part('BJ-005')}&pageSize=1`)
    ).json().data;
    expect(log.list[0]).toMatchObject({ kind: 1, delta: '2.50', reason: 'purchase', holderName: '总仓' });
  });

  it('quantities are not empty, above 0, within 13 digits and two decimals (SB:94, SB:96)', async () => {
    for (const quantity of ['', '0', '1.234', '12345678901234', -1])
      expectRefusal(
        await as(t, keeper).post('/api/v2/spare/stock/in', {
          warehouseId: main,
          reason: 'purchase',
          items: [{ partId: part('BJ-001'), quantity }],
        }),
        400,
        'VALIDATION',
        'items.0.quantity',
      );
  });

  it('transfer moves between two different warehouses', async () => {
    expectRefusal(
      await as(t, keeper).post('/api/v2/spare/stock/transfer', {
        fromWarehouseId: main,
        toWarehouseId: main,
        items: [{ partId: part('BJ-002'), quantity: 1 }],
      }),
      400,
      'VALIDATION',
      'toWarehouseId',
    );
    const [m, e] = [await stock('BJ-002', 1, main), await stock('BJ-002', 1, east)];
    await as(t, keeper).post('/api/v2/spare/stock/transfer', {
      fromWarehouseId: main,
      toWarehouseId: east,
      items: [{ partId: part('BJ-002'), quantity: 3 }],
    });
    expect(await stock('BJ-002', 1, main)).toBe((Number(m) - 3).toFixed(2));
    expect(await stock('BJ-002', 1, east)).toBe((Number(e) + 3).toFixed(2));
  });

  it('scrap goes into a scrap warehouse only, with a reason', async () => {
    const body = {
      warehouseId: main,
      scrapWarehouseId: east,
      reason: '受潮',
      items: [{ partId: part('BJ-004'), quantity: 1 }],
    };
    expectRefusal(
      await as(t, keeper).post('/api/v2/spare/stock/scrap', body),
      400,
      'WAREHOUSE_KIND',
      'scrapWarehouseId',
    );
    const ok = await as(t, keeper).post('/api/v2/spare/stock/scrap', {
      ...body,
      scrapWarehouseId: scrapStore,
    });
    expect(ok.json().success).toBe(true);
    expect(await stock('BJ-004', 1, scrapStore)).toBe('1.00');
  });

  it('allocation puts parts in an engineer’s personal stock; an engineer may not allocate (10504)', async () => {
    const before = Number(await stock('BJ-001', 2, staffId));
    const body = { warehouseId: main, userId: staffId, items: [{ partId: part('BJ-001'), quantity: 1 }] };
    expectRefusal(await as(t, staff).post('/api/v2/spare/stock/allocate', body), 403, 'NO_PERMISSION');
    await as(t, keeper).post('/api/v2/spare/stock/allocate', body);
    expect(await stock('BJ-001', 2, staffId)).toBe((before + 1).toFixed(2));
  });
});

describe('requests and returns wait for the warehouse keeper (SB:82, SB:96, SB:111)', () => {
  it('a request above the warehouse stock is refused at once', async () => {
    expectRefusal(
      await as(t, staff).post('/api/warehouse/spare/apply', {
        warehouseId: east,
        items: [{ partId: part('BJ-001'), quantity: 1 }],
      }),
      409,
      'INSUFFICIENT_STOCK',
      'items',
    );
  });

  it('request → badge → reject needs a reason → pass posts the movement, once', async () => {
    const badge = async () =>
      (
        await as(t, keeper).get(
          '/api/spare/data/personalApprovalList?state=1&model=1&audit_state=0&types=1,2',
        )
      ).json().data.count;
    const pending = await badge();
    const items = [
      { partId: part('BJ-003'), quantity: 2 },
      { partId: part('BJ-002'), quantity: 1 },
    ];
    const rejected = (
      await as(t, staff).post('/api/warehouse/spare/apply', { warehouseId: main, items })
    ).json().data.id;
    const { id } = (
      await as(t, staff).post('/api/warehouse/spare/apply', { warehouseId: main, items })
    ).json().data;
    expect(await badge()).toBe(pending + 2);
    expectRefusal(
      await as(t, staff).post('/api/warehouse/spare/audit', { id, pass: true }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await as(t, keeper).post('/api/warehouse/spare/audit', { id: rejected, pass: false }),
      400,
      'VALIDATION',
      'rejectReason',
    );
    const no = await as(t, keeper).post('/api/warehouse/spare/audit', {
      id: rejected,
      pass: false,
      rejectReason: '库存保留',
    });
    expect(no.json().data).toMatchObject({ auditState: 2, rejectReason: '库存保留' });
    const before = [await stock('BJ-003', 1, main), await stock('BJ-003', 2, staffId)].map(Number);
    const yes = await as(t, keeper).post('/api/warehouse/spare/audit', { id, pass: true });
    expect(yes.json().data).toMatchObject({ auditState: 1, reviewerName: '黄仓管' });
    expect(Number(await stock('BJ-003', 1, main))).toBe(before[0]! - 2);
    expect(Number(await stock('BJ-003', 2, staffId))).toBe(before[1]! + 2);
    expectRefusal(
      await as(t, keeper).post('/api/warehouse/spare/audit', { id, pass: true }),
      409,
      'ALREADY_DECIDED',
    );
    expect(await badge()).toBe(pending);
    // the engineer sees only their own; the keeper sees everyone's
    const mine = (await as(t, staff).get('/api/warehouse/spare/list')).json().data.list;
    expect(mine.every((a: { applicantId: number }) => a.applicantId === staffId)).toBe(true);
    const log = (await as(t, staff).get(`/api/v2/spare/stock/log?partId=${part('BJ-003')}&kind=5`)).json()
      .data.list;
    expect(
      log
        .slice(0, 2)
        .map((r: { delta: string }) => r.delta)
        .sort(),
    ).toEqual(['-2.00', '2.00']);
  });

  it('a return gives personal stock back on approval; more than held is refused', async () => {
    const held = Number(await stock('BJ-003', 2, staffId));
    expectRefusal(
      await as(t, staff).post('/api/warehouse/spare/return', {
        warehouseId: main,
        items: [{ partId: part('BJ-003'), quantity: held + 1 }],
      }),
      409,
      'INSUFFICIENT_PERSONAL_STOCK',
    );
    const { id } = (
      await as(t, staff).post('/api/warehouse/spare/return', {
        warehouseId: main,
        items: [{ partId: part('BJ-003'), quantity: 1 }],
      })
    ).json().data;
    await as(t, keeper).post('/api/warehouse/spare/audit', { id, pass: true });
    expect(Number(await stock('BJ-003', 2, staffId))).toBe(held - 1);
    const mine = (await as(t, staff).get('/api/v2/spare/stock/mine')).json().data.list;
    expect(mine.find((r: { partId: number }) => r.partId === part('BJ-003')).quantity).toBe(
      (held - 1).toFixed(2),
    );
  });
});

describe('stocktaking: differences posted as adjustments', () => {
  it('the stock becomes what was counted, once', async () => {
    const sheet = (await as(t, keeper).post('/api/v2/spare/stocktaking/create', { warehouseId: east })).json()
      .data.id;
    const detail = (await as(t, keeper).get(`/api/v2/spare/stocktaking/detail/${sheet}`)).json().data;
    expect(detail.lines.length).toBeGreaterThan(0);
    const posted = await as(t, keeper).post('/api/v2/spare/stocktaking/post', {
      id: sheet,
      lines: [
        { partId: part('BJ-004'), counted: '20' },
        { partId: part('BJ-006'), counted: '1.5' },
      ],
    });
    expect(posted.json().data.state).toBe(1);
    expect(await stock('BJ-004', 1, east)).toBe('20.00');
    expect(await stock('BJ-006', 1, east)).toBe('1.50');
    expectRefusal(
      await as(t, keeper).post('/api/v2/spare/stocktaking/post', {
        id: sheet,
        lines: [{ partId: part('BJ-004'), counted: 1 }],
      }),
      409,
      'SHEET_POSTED',
    );
    const log = (
      await as(t, keeper).get(`/api/v2/spare/stock/log?holderKind=1&holderId=${east}&kind=8`)
    ).json().data;
    expect(log.list.map((r: { delta: string }) => r.delta).sort()).toEqual(['-5.00', '1.50']);
  });
});

describe('stock alerts (SB:64)', () => {
  it('falling to the alert quantity tells the warehouse keeper with the part, stock and alert level', async () => {
    const now = Number(await stock('BJ-001', 1, main)); // alert quantity 3
    await as(t, keeper).post('/api/v2/spare/stock/out', {
      warehouseId: main,
      reason: 'use',
      items: [{ partId: part('BJ-001'), quantity: now - 3 }],
    });
    await t.app.ctx.events.idle();
    const [msg] = await rows<{ body: string }>(
      t.database.db,
      sql`select body from messages where enterprise_id = 1 and user_id = ${keeperId} and kind = 'spare.lowStock'
          order by id desc limit 1`,
    );
    expect(msg!.body).toContain('压缩机');
    expect(msg!.body).toContain('3.00');
    const warning = (await as(t, keeper).get('/api/v2/spare/stock/list?warning=true')).json().data.list;
    expect(
      warning.some(
        (r: { partId: number; holderId: number }) => r.partId === part('BJ-001') && r.holderId === main,
      ),
    ).toBe(true);
  });
});

describe('stock never goes below zero, whatever runs concurrently', () => {
  it('50 parallel requests drawing on a stock of 10: 10 succeed and the stock ends at 0', async () => {
    const id = (
      await as(t, keeper).post('/api/v2/spare/sparePart/operation', { code: 'RACE-1', name: '并发测试件' })
    ).json().data.id;
    await as(t, keeper).post('/api/v2/spare/stock/in', {
      warehouseId: main,
      reason: 'purchase',
      items: [{ partId: id, quantity: 10 }],
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        as(t, keeper).post('/api/v2/spare/stock/out', {
          warehouseId: main,
          reason: 'use',
          items: [{ partId: id, quantity: 1 }],
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(
      results.filter((r) => r.statusCode === 409 && r.json().code === 'INSUFFICIENT_STOCK'),
    ).toHaveLength(40);
    expect(await stockOf(t, id, 1, main)).toBe('0.00');
    expect(await ledgerMismatches(t)).toEqual([]);
  });
});

describe('stock modes (SB:99, SB:158)', () => {
  it('leaving personal stock asks for a confirmation, then returns personal stock to the default store', async () => {
    const held = Number(await stock('BJ-004', 2, staffId));
    expect(held).toBeGreaterThan(0);
    const inStore = Number(await stock('BJ-004', 1, main));
    const change = { settings: [{ code: 50015, value: 1 }] };
    const asked = await as(t, keeper).post('/api/systemsetting/batchsave', change);
    expectRefusal(asked, 409, 'CONFIRM_REQUIRED');
    expect(await stock('BJ-004', 2, staffId)).toBe(held.toFixed(2));
    await as(t, keeper).post('/api/systemsetting/batchsave', { ...change, confirm: true });
    expect(await stock('BJ-004', 2, staffId)).toBe('0.00');
    expect(Number(await stock('BJ-004', 1, main))).toBe(inStore + held);
    expectRefusal(
      await as(t, staff).post('/api/warehouse/spare/apply', {
        warehouseId: main,
        items: [{ partId: part('BJ-004'), quantity: 1 }],
      }),
      409,
      'PERSONAL_STOCK_OFF',
    );
    await as(t, keeper).post('/api/systemsetting/batchsave', { settings: [{ code: 50015, value: 0 }] });
    expectRefusal(
      await as(t, keeper).post('/api/v2/spare/stock/in', {
        warehouseId: main,
        reason: 'purchase',
        items: [{ partId: part('BJ-004'), quantity: 1 }],
      }),
      409,
      'STOCK_MODE_OFF',
    );
    await as(t, admin).post('/api/systemsetting/recovery', { codes: [50015] });
    expect(await ledgerMismatches(t)).toEqual([]);
  });
});
