import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACCESS, ROLE_TYPES, type OrderCandidate, type OrderPersonPart } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';
import {
  createOrder,
  demoCustomerId,
  orderTemplateId,
  setTemplateSettings,
  uploadImage,
} from './test-helpers';
import { phoneOf } from '../../test/accounts';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let server: Session;
let serverId: number;
let templateId: number;
let customerId: number;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  dispatcher = await loginAs(t.app, 'dispatcher');
  server = await loginAs(t.app, 'serviceStaff');
  serverId = await userId(t, 'serviceStaff');
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
  await setTemplateSettings(t, templateId, { nodes: { collection: false } });
});
afterAll(() => t.close());

const candidates = async (s: Session, part: OrderPersonPart, query = '') => {
  const res = await as(t, s).get(`/api/v2/order/candidates?part=${part}&pageSize=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { list: OrderCandidate[]; total: number };
  expect(data.list).toHaveLength(data.total);
  return data.list;
};
const phonesOf = (list: OrderCandidate[]) => list.map((c) => c.phone).sort();
const newOrder = (body: Record<string, unknown> = {}) =>
  createOrder(t, dispatcher, { templateId, customerId, ...body });
const assign = (body: Record<string, unknown>) =>
  as(t, dispatcher).post('/api/v2/order/assign', { collaboratorIds: [], ...body });

describe('who the pickers offer (GET /v2/order/candidates)', () => {
  it('servers and collaborators: service staff and the administrator, never finance, warehouse or director', async () => {
    for (const part of ['server', 'collaborator'] as const) {
      const phones = phonesOf(await candidates(dispatcher, part));
      expect(phones).toEqual([phoneOf('administrator'), phoneOf('serviceStaff'), phoneOf('serviceStaff2')]);
      for (const refused of [phoneOf('finance'), phoneOf('warehouseKeeper'), phoneOf('director')])
        expect(phones).not.toContain(refused);
    }
  });

  it('approvers: only those whose role may approve orders (the administrator and the dispatcher)', async () => {
    expect(phonesOf(await candidates(dispatcher, 'approver'))).toEqual([
      phoneOf('administrator'),
      phoneOf('dispatcher'),
    ]);
  });

  it('each candidate carries their service teams and finds by name or phone', async () => {
    const [zhang] = await candidates(dispatcher, 'server', `&keyword=${phoneOf('serviceStaff')}`);
    expect(zhang!.id).toBe(serverId);
    expect(zhang!.teams.map((x) => x.name)).toEqual(['总部服务团队']);
    const byName = await candidates(dispatcher, 'server', `&keyword=${encodeURIComponent('赵')}`);
    expect(phonesOf(byName)).toEqual([phoneOf('serviceStaff2')]);
    expect(await candidates(dispatcher, 'server', '&keyword=13800000007')).toEqual([]);
  });

  it('a disabled user is not offered', async () => {
    const id = await userId(t, 'serviceStaff2');
    expect((await as(t, admin).put(`/api/user/${id}/disable`, {})).statusCode).toBe(200);
    expect(phonesOf(await candidates(dispatcher, 'server'))).not.toContain(phoneOf('serviceStaff2'));
    expect((await as(t, admin).put(`/api/user/${id}/enable`, {})).statusCode).toBe(200);
  });

  it('keeps the user list’s data scope: a personal-scope server is offered only themself', async () => {
    expect(phonesOf(await candidates(server, 'server'))).toEqual([phoneOf('serviceStaff')]);
  });

  it('refuses an unknown part with a coded 400, and another enterprise sees none of ours', async () => {
    expectRefusal(await as(t, dispatcher).get('/api/v2/order/candidates?part=cashier'), 400, 'VALIDATION');
    const other = await otherEnterprise(t);
    const theirs = await candidates(other.session, 'server');
    expect(theirs.map((c) => c.id)).toEqual([other.userId]);
  });
});

describe('load: open orders a candidate serves (states 2-4)', () => {
  const loadOf = async (id: number) =>
    (await candidates(dispatcher, 'server')).find((c) => c.id === id)!.load;
  /** The same count through the order list (states 2-4, their server; the working lists). */
  const listed = async (id: number) =>
    (await as(t, admin).get(`/api/v2/order/getOrderListCount?servicePersonalId=${id}&states=2,3,4`)).json()
      .data as number;

  it('agrees with the order list for every candidate', async () => {
    for (const c of await candidates(dispatcher, 'server')) expect(c.load, c.name).toBe(await listed(c.id));
  });

  it('rises when an order is assigned, holds through acceptance and start, falls at completion or cancellation', async () => {
    const before = await loadOf(serverId);
    const unassigned = await newOrder();
    expect(await loadOf(serverId)).toBe(before);
    const { id } = await newOrder({ serverUserId: serverId });
    expect(await assign({ orderIds: [unassigned.id], serverUserId: serverId })).toHaveProperty(
      'statusCode',
      200,
    );
    expect(await loadOf(serverId)).toBe(before + 2);
    const signature = await uploadImage(t, server);
    for (const step of ['/order/accept', '/order/startService'])
      expect((await as(t, server).post(`/api${step}`, { orderId: id })).statusCode).toBe(200);
    expect(await loadOf(serverId)).toBe(before + 2);
    expect(
      (await as(t, server).post('/api/order/serviceComplete', { orderId: id, signature })).statusCode,
    ).toBe(200);
    expect(await loadOf(serverId)).toBe(before + 1);
    const cancel = await as(t, dispatcher).post('/api/order/cancel', {
      orderId: unassigned.id,
      reason: '客户取消',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await loadOf(serverId)).toBe(before);
  });
});

describe('the pickers and the actions apply one rule', () => {
  const ROLE_TYPE_LIST = Object.values(ROLE_TYPES);
  const CODES = [ORDER_ACCESS.serve, ORDER_ACCESS.approve, ORDER_ACCESS.view, ORDER_ACCESS.dispatch];
  let phoneSeq = 0;
  let roleSeq = 0;

  /** A user with some built-in roles and perhaps a custom role granting some order codes. */
  const person = fc.record({
    types: fc.subarray(ROLE_TYPE_LIST, { maxLength: 2 }),
    codes: fc.subarray(CODES),
    enabled: fc.boolean(),
  });

  async function addPerson(p: { types: number[]; codes: string[]; enabled: boolean }) {
    const roleIds = [];
    for (const type of p.types)
      roleIds.push(
        await idOf(t, sql`select id from roles where enterprise_id = 1 and built_in and type = ${type}`),
      );
    if (p.codes.length || !roleIds.length) {
      const res = await as(t, admin).post('/api/role', {
        name: `候选角色${++roleSeq}`,
        permissions: p.codes,
        dataScope: 3,
      });
      expect(res.statusCode, res.body).toBe(200);
      roleIds.push(res.json().data.id as number);
    }
    const department = await idOf(
      t,
      sql`select id from departments where enterprise_id = 1 order by id limit 1`,
    );
    const res = await as(t, admin).post('/api/user', {
      name: `候选人${++phoneSeq}`,
      phone: `137${String(phoneSeq).padStart(8, '0')}`,
      departmentId: department,
      roleIds,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    if (!p.enabled) expect((await as(t, admin).put(`/api/user/${id}/disable`, {})).statusCode).toBe(200);
    return id;
  }

  it('every person is offered for a part exactly when the assign and approver actions accept them', async () => {
    const approvalOrder = (await newOrder()).id;
    await fc.assert(
      fc.asyncProperty(fc.array(person, { minLength: 1, maxLength: 3 }), async (people) => {
        const ids = [];
        for (const p of people) ids.push(await addPerson(p));
        const offered = async (part: OrderPersonPart) =>
          new Set((await candidates(dispatcher, part)).map((c) => c.id));
        const servers = await offered('server');
        const collaborators = await offered('collaborator');
        const approvers = await offered('approver');
        for (const id of ids) {
          const asServer = await assign({ orderIds: [(await newOrder()).id], serverUserId: id });
          expect(asServer.statusCode === 200, asServer.body).toBe(servers.has(id));
          const asCollaborator = await assign({
            orderIds: [(await newOrder()).id],
            serverUserId: serverId,
            collaboratorIds: [id],
          });
          expect(asCollaborator.statusCode === 200, asCollaborator.body).toBe(collaborators.has(id));
          const asApprover = await as(t, admin).post('/api/order/examine/editUser', {
            orderId: approvalOrder,
            userIds: [id],
          });
          expect(asApprover.statusCode === 200, asApprover.body).toBe(approvers.has(id));
          for (const res of [asServer, asCollaborator, asApprover])
            if (res.statusCode !== 200) expect([400, 404]).toContain(res.statusCode);
        }
      }),
      { numRuns: 6 },
    );
  });

  it('the refusal names the person: finance may not serve, a warehouse keeper may not approve', async () => {
    const finance = await userId(t, 'finance');
    const res = await assign({ orderIds: [(await newOrder()).id], serverUserId: finance });
    expectRefusal(res, 400, 'SERVER_CANNOT_SERVE', 'serverUserId');
    expect(res.json().message).toContain('杨财务');
    const collab = await assign({
      orderIds: [(await newOrder()).id],
      serverUserId: serverId,
      collaboratorIds: [finance],
    });
    expectRefusal(collab, 400, 'SERVER_CANNOT_SERVE', 'collaboratorIds');
    const keeper = await userId(t, 'warehouseKeeper');
    const approver = await as(t, admin).post('/api/order/examine/editUser', {
      orderId: (await newOrder()).id,
      userIds: [keeper],
    });
    expectRefusal(approver, 400, 'NOT_AN_APPROVER', 'userIds');
    expect(approver.json().message).toContain('黄仓管');
  });

  it('the create form applies the same rule to its server and collaborators', async () => {
    const director = await userId(t, 'director');
    const base = {
      templateId,
      customerId,
      title: '空调不制冷',
      appointmentAt: new Date(Date.now() + 7_200_000).toISOString(),
    };
    const asServer = await as(t, dispatcher).post('/api/v2/order/create', {
      ...base,
      serverUserId: director,
    });
    expectRefusal(asServer, 400, 'SERVER_CANNOT_SERVE', 'serverUserId');
    const asCollaborator = await as(t, dispatcher).post('/api/v2/order/create', {
      ...base,
      serverUserId: serverId,
      collaboratorIds: [director],
    });
    expectRefusal(asCollaborator, 400, 'SERVER_CANNOT_SERVE', 'collaboratorIds');
    const [{ n }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where enterprise_id = 1 and server_user_id = ${director}`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });
});
