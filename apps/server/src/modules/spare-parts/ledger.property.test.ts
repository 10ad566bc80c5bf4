import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { as, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { userId } from '../../test/data';
import { ledgerMismatches } from './test-helpers';

let t: TestApp;
let keeper: Session;
let staff: Session;
let staffId: number;
let stores: number[];
let scrapStore: number;
let parts: number[];

beforeAll(async () => {
  t = await testApp();
  keeper = await loginAs(t.app, 'warehouseKeeper');
  staff = await loginAs(t.app, 'serviceStaff');
  staffId = await userId(t, 'serviceStaff');
  const list = (await as(t, keeper).get('/api/warehouse/list')).json().data.list as {
    id: number;
    kind: number;
  }[];
  stores = list.filter((w) => w.kind === 1).map((w) => w.id);
  scrapStore = list.find((w) => w.kind === 2)!.id;
  parts = (await as(t, keeper).get('/api/v2/spare/sparePart/spareList?pageSize=3'))
    .json()
    .data.list.map((p: { id: number }) => p.id);
});
afterAll(() => t.close());

const qty = fc.oneof(fc.integer({ min: 1, max: 8 }).map(String), fc.constantFrom('0.5', '1.25', '2.75'));
const item = () => fc.record({ p: fc.nat(2), quantity: qty });
/** One random movement of any kind the ledger knows (some will be refused: too little stock). */
const movement = fc.oneof(
  fc.record({ kind: fc.constant('in' as const), w: fc.nat(1), item: item() }),
  fc.record({ kind: fc.constant('out' as const), w: fc.nat(1), item: item() }),
  fc.record({ kind: fc.constant('transfer' as const), w: fc.nat(1), item: item() }),
  fc.record({ kind: fc.constant('allocate' as const), w: fc.nat(1), item: item() }),
  fc.record({ kind: fc.constant('scrap' as const), w: fc.nat(1), item: item() }),
  fc.record({ kind: fc.constant('request' as const), w: fc.nat(1), item: item(), pass: fc.boolean() }),
  fc.record({ kind: fc.constant('return' as const), w: fc.nat(1), item: item(), pass: fc.boolean() }),
);
type Movement = typeof movement extends fc.Arbitrary<infer M> ? M : never;

async function run(m: Movement) {
  const items = [{ partId: parts[m.item.p]!, quantity: m.item.quantity }];
  const w = stores[m.w]!;
  const k = as(t, keeper);
  switch (m.kind) {
    case 'in':
      return k.post('/api/v2/spare/stock/in', { warehouseId: w, reason: 'purchase', items });
    case 'out':
      return k.post('/api/v2/spare/stock/out', { warehouseId: w, reason: 'use', items });
    case 'transfer':
      return k.post('/api/v2/spare/stock/transfer', {
        fromWarehouseId: w,
        toWarehouseId: stores[1 - m.w]!,
        items,
      });
    case 'allocate':
      return k.post('/api/v2/spare/stock/allocate', { warehouseId: w, userId: staffId, items });
    case 'scrap':
      return k.post('/api/v2/spare/stock/scrap', {
        warehouseId: w,
        scrapWarehouseId: scrapStore,
        reason: '损坏',
        items,
      });
    case 'request':
    case 'return': {
      const res = await as(t, staff).post(
        `/api/warehouse/spare/${m.kind === 'request' ? 'apply' : 'return'}`,
        {
          warehouseId: w,
          items,
        },
      );
      if (res.statusCode !== 200) return res;
      return k.post('/api/warehouse/spare/audit', {
        id: res.json().data.id,
        pass: m.pass,
        rejectReason: '不需要',
      });
    }
  }
}

describe('the ledger property', () => {
  it('after a random mix of 1,000 movements the ledger sums equal the stock for every part and holder', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 200, maxLength: 200 }), async (moves) => {
        for (const m of moves) {
          const res = (await run(m))!;
          // a movement either happens or is refused for too little stock; nothing else
          if (res.statusCode !== 200) expect(res.json().code).toMatch(/^INSUFFICIENT_(PERSONAL_)?STOCK$/);
        }
        expect(await ledgerMismatches(t)).toEqual([]);
      }),
      { numRuns: 5 },
    );
  }, 300_000);
});
