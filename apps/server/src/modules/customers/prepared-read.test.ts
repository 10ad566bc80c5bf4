import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_VISIBILITY, DATA_SCOPES, type DataScope } from '@fieldline/domain';
import { rows } from '../../db/client';
import { asTenant, type Tenant } from '../../core/tenant';
import { as, loginAs, testApp, type TestApp } from '../../test/app';
import { secondDemoEnterprise, userId } from '../../test/data';
import { addressesOf, contactsOf } from './queries';
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

describe('requireCustomerNamed (order create): the contact and address it picks', () => {
  it('are the ones asked for by id, else the default, else the oldest, as contactsOf and addressesOf list them', async () => {
    const boss = await userId(t, 'administrator');
    const who = caller(boss, DATA_SCOPES.all);
    const contactIds = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from customer_contacts where enterprise_id = ${ep} order by id limit 3`,
    );
    const addressIds = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from customer_addresses where enterprise_id = ${ep} order by id limit 3`,
    );
    expect(contactIds.length).toBeGreaterThan(0);
    expect(addressIds.length).toBeGreaterThan(0);
    const asked = [
      { contactId: null, addressId: null },
      ...contactIds.map((c, i) => ({ contactId: c.id, addressId: addressIds[i]?.id ?? null })),
      { contactId: 999_999, addressId: 999_999 },
    ];
    let found = 0;
    for (const id of ids.slice(0, 12)) {
      for (const pick of asked) {
        const [fast, usual] = await asTenant(ep, async () => {
          const named = await requireCustomerNamed(who, id, 'customerId', pick).catch(() => null);
          const contacts = await contactsOf(who, id);
          const addresses = await addressesOf(who, id);
          const contact = pick.contactId ? contacts.find((c) => c.id === pick.contactId) : contacts[0];
          const address = pick.addressId ? addresses.find((a) => a.id === pick.addressId) : addresses[0];
          return [
            named && { contact: named.contact, address: named.address },
            named && {
              contact: contact ? { name: contact.name, phone: contact.phone } : null,
              address: address
                ? {
                    province: address.province,
                    city: address.city,
                    region: address.region,
                    detail: address.detail,
                    lng: address.lng,
                    lat: address.lat,
                  }
                : null,
            },
          ];
        });
        expect(fast, `customer ${id}, ${JSON.stringify(pick)}`).toEqual(usual);
        if (fast?.contact && fast.address) found++;
      }
    }
    // some pick found both a contact and an address (the comparison is not over nulls alone)
    expect(found).toBeGreaterThan(0);
  });
});
