import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_VISIBILITY, DATA_SCOPES, type DataScope } from '@fieldline/domain';
import { rows } from '../../db/client';
import { asTenant, type Tenant } from '../../core/tenant';
import { as, loginAs, testApp, type TestApp } from '../../test/app';
import { secondDemoEnterprise, userId } from '../../test/data';
import { actorOf, requireCustomer, requireCustomerNamed } from './service';

let t: TestApp;
let ep: number;
let ids: number[];

beforeAll(async () => {
  t = await testApp();
  const [c] = await rows<{ ep: number }>(
    t.database.db,
    sql`select min(enterprise_id)::int as ep from customers`,
  );
  ep = c!.ep;
  await t.database.db.execute(
    sql`update customers set deleted_at = now() where id = (select max(id) from customers where enterprise_id = ${ep})`,
  );
  await secondDemoEnterprise(t);
  const all = await rows<{ id: number }>(t.database.db, sql`select id::int as id from customers order by id`);
  ids = [...all.map((r) => r.id), 999_999];
});
afterAll(() => t.close());

const caller = (id: number, dataScope: DataScope) =>
  ({
    app: t.app.ctx,
    db: t.app.ctx.db,
    enterpriseId: ep,
    user: { id, enterpriseId: ep },
    dataScope,
  }) as unknown as Tenant;

/** What a read answers: the customer's id and name, or the refusal's code and field. */
const outcome = (read: Promise<{ id: number; name: string }>) =>
  read.then(
    (c) => ({ id: c.id, name: c.name }),
    (err: { code?: string; field?: string }) => ({ code: err.code, field: err.field }),
  );

describe('requireCustomerNamed (order create): the prepared read answers as requireCustomer', () => {
  it('for every customer (live, in the bin, another enterprise’s, missing), by data scope and visibility', async () => {
    const admin = await loginAs(t.app, 'administrator');
    const sales = await userId(t, 'salesperson');
    const boss = await userId(t, 'administrator');
    const refused: number[] = [];
    for (const visibility of [CUSTOMER_VISIBILITY.dataScope, CUSTOMER_VISIBILITY.all]) {
      const res = await as(t, admin).put('/api/v2/customer/setting', { visibility });
      expect(res.statusCode, res.body).toBe(200);
      for (const who of [caller(boss, DATA_SCOPES.all), caller(sales, DATA_SCOPES.personal)]) {
        let n = 0;
        for (const id of ids) {
          const [fast, usual] = await asTenant(ep, async () => [
            await outcome(requireCustomerNamed(who, id, 'customerId')),
            await outcome(requireCustomer(who.db, await actorOf(who), id, 'customerId')),
          ]);
          expect(fast, `customer ${id}`).toEqual(usual);
          if ('code' in usual) n++;
        }
        refused.push(n);
      }
    }
    // the personal-scope caller under visibility by data scope is refused customers the others see
    const [bossScoped, salesScoped, bossAll, salesAll] = refused;
    expect(salesScoped).toBeGreaterThan(bossScoped!);
    expect([bossAll, salesAll]).toEqual([bossScoped, bossScoped]);
    // another enterprise's 30, the one in the bin, the missing one
    expect(bossScoped).toBe(32);
  });
});
