import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { userId } from '../../test/data';
import { asTenant } from '../../core/tenant';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { addDays, customerWithDevices, saveContract, savePlan, today } from '../contracts/test-helpers';
import { slaConsumer } from './consumer';

/**
 * SLA matching by contract (issue 23): a policy names maintenance or sales contracts; an order
 * whose customer (or equipment) a named contract in force covers gets that policy's clock.
 */
let t: TestApp;
let admin: Session;
let customerId: number;
let deviceId: number;
let otherCustomerId: number;
let maintenanceId: number;
let planId: number;
let salesId: number;
const policyIds = { general: 0, maintenance: 0, sales: 0 };

const save = async (body: Record<string, unknown>) => {
  const res = await as(t, admin).post('/api/v2/sla/policy/save', {
    objectKind: 'order',
    rank: 10,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};

let eventSeq = 8_000_000;
const assigned = (orderId: number) =>
  asTenant(1, () =>
    t.database.db.transaction((tx) =>
      slaConsumer.handle(
        { db: tx, enterpriseId: 1 },
        {
          enterpriseId: 1,
          id: ++eventSeq,
          kind: 'order.assigned',
          objectKind: 'order',
          objectId: orderId,
          actorUserId: null,
          payload: {},
          createdAt: new Date(),
        },
      ),
    ),
  );

/** A demo order made to be about `customer` (and `device`), with no clock yet; answers the policy its acceptance clock got. */
const used: number[] = [];
async function governing(customer: number, device: number | null) {
  const [o] = await rows<{ id: number }>(
    t.database.db,
    sql`select id::int as id from orders where enterprise_id = 1 and deleted_at is null
          and id not in (${sql.join(
            [0, ...used].map((i) => sql`${i}`),
            sql`, `,
          )})
          and not exists (select 1 from sla_timers s where s.enterprise_id = 1 and s.object_id = orders.id)
        order by id limit 1`,
  );
  used.push(o!.id);
  await t.database.db.execute(sql`update orders set customer_id = ${customer}, customer_product_id = ${device}
    where enterprise_id = 1 and id = ${o!.id}`);
  await assigned(o!.id);
  const [timer] = await rows<{ policy_id: number; due_at: Date; started_at: Date }>(
    t.database.db,
    sql`select policy_id::int as policy_id, due_at, started_at from sla_timers
         where enterprise_id = 1 and object_kind = 'order' and object_id = ${o!.id} and step = 'accept'`,
  );
  return timer?.policy_id ?? null;
}

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  // only this file's policies count
  await t.database.db.execute(sql`update sla_policies set enabled = false where enterprise_id = 1`);
  const c = await customerWithDevices(t);
  customerId = c.customerId;
  deviceId = c.deviceIds[0]!;
  const [other] = await rows<{ id: number }>(
    t.database.db,
    sql`select id::int as id from customers where enterprise_id = 1 and deleted_at is null and id <> ${customerId} order by id limit 1`,
  );
  otherCustomerId = other!.id;
  maintenanceId = await saveContract(t, admin, { customerId });
  planId = await savePlan(t, admin, {
    contractId: maintenanceId,
    staffUserId: await userId(t, 'serviceStaff'),
    equipmentIds: [deviceId],
  });
  const [s] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into sales_contracts (enterprise_id, contract_no, name, customer_id, customer_name, contract_date, state, start_date, end_date)
        select 1, 'SC-SLA-1', '设备销售', c.id, c.name, ${today()}, 3, ${addDays(today(), -10)}, ${addDays(today(), 10)}
          from customers c where c.enterprise_id = 1 and c.id = ${otherCustomerId}
        returning id::int as id`,
  );
  salesId = s!.id;
  policyIds.general = await save({ name: '通用', steps: [{ step: 'accept', minutes: 120 }] });
  policyIds.maintenance = await save({
    name: '维保合同客户',
    maintenanceContractIds: [maintenanceId],
    steps: [{ step: 'accept', minutes: 30 }],
  });
  policyIds.sales = await save({
    name: '销售合同客户',
    salesContractIds: [salesId],
    steps: [{ step: 'accept', minutes: 45 }],
  });
});
afterAll(() => t.close());

describe('SLA matching by contract', () => {
  it('a policy names contracts: saved and read back; an unknown contract is refused (400 naming the field), nothing written', async () => {
    const detail = (await as(t, admin).get(`/api/v2/sla/policy/detail/${policyIds.maintenance}`)).json().data;
    expect(detail).toMatchObject({ maintenanceContractIds: [maintenanceId], salesContractIds: [] });
    const before = await rows(t.database.db, sql`select count(*)::int as n from sla_policies`);
    const bad = await as(t, admin).post(
      '/api/v2/sla/policy/save',
      {
        name: 'bad',
        objectKind: 'order',
        maintenanceContractIds: [9_999_999],
        steps: [{ step: 'accept', minutes: 5 }],
      },
      { 'accept-language': 'en-GB' },
    );
    expectRefusal(bad, 400, 'CONTRACT_NOT_FOUND', 'maintenanceContractIds');
    expect(bad.json().message).toMatch(/contract/i);
    // a sales contract's id is not a maintenance contract's
    const wrongKind = await as(t, admin).post('/api/v2/sla/policy/save', {
      name: 'bad',
      objectKind: 'order',
      salesContractIds: [maintenanceId + 1_000_000],
      steps: [{ step: 'accept', minutes: 5 }],
    });
    expectRefusal(wrongKind, 400, 'CONTRACT_NOT_FOUND', 'salesContractIds');
    expect(await rows(t.database.db, sql`select count(*)::int as n from sla_policies`)).toEqual(before);
  });

  it("the customer of a maintenance contract in force gets the contract policy's clock (contract before a general policy of the same rank)", async () => {
    expect(await governing(customerId, null)).toBe(policyIds.maintenance);
  });

  it('equipment listed in an in-force plan is covered even under another customer', async () => {
    // that customer's own sales contract matches too: two contract policies of rank 10, the older governs
    expect(await governing(otherCustomerId, deviceId)).toBe(policyIds.maintenance);
    expect(await governing(otherCustomerId, null)).toBe(policyIds.sales);
    const [third] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from customers where enterprise_id = 1 and deleted_at is null
            and id not in (${customerId}, ${otherCustomerId}) order by id limit 1`,
    );
    expect(await governing(third!.id, deviceId)).toBe(policyIds.maintenance);
    expect(await governing(third!.id, null)).toBe(policyIds.general);
  });

  it('an approved sales contract within its dates covers its customer; a contract no longer in force does not', async () => {
    // the customer under both: same rank, both contract policies; the older wins
    await t.database.db.execute(
      sql`update sales_contracts set customer_id = ${customerId} where enterprise_id = 1 and id = ${salesId}`,
    );
    expect(await governing(customerId, null)).toBe(policyIds.maintenance);
    // the maintenance plan ended yesterday: the contract is not in force, the sales one governs
    await t.database.db.execute(
      sql`update maintenance_plans set start_date = ${addDays(today(), -60)}, end_date = ${addDays(today(), -1)}
           where enterprise_id = 1 and id = ${planId}`,
    );
    expect(await governing(customerId, null)).toBe(policyIds.sales);
    // the sales contract ended too (or was never approved): the general policy
    await t.database.db.execute(
      sql`update sales_contracts set state = 2 where enterprise_id = 1 and id = ${salesId}`,
    );
    expect(await governing(customerId, null)).toBe(policyIds.general);
  });

  it('a general policy of a better rank governs even a contract customer (rank decides first)', async () => {
    await t.database.db.execute(
      sql`update maintenance_plans set end_date = ${addDays(today(), 30)} where enterprise_id = 1 and id = ${planId}`,
    );
    await as(t, admin).post('/api/v2/sla/policy/save', {
      id: policyIds.general,
      name: '通用',
      objectKind: 'order',
      rank: 5,
      steps: [{ step: 'accept', minutes: 120 }],
    });
    expect(await governing(customerId, null)).toBe(policyIds.general);
  });
});
