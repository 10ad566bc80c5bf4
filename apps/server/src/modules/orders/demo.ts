import { sql } from 'drizzle-orm';
import {
  ABNORMAL_TYPES,
  ORDER_MEMBER_ROLES,
  ORDER_STATES,
  ORDER_TYPES,
  addressText,
  money,
  type OrderAddress,
  type OrderState,
} from '@fieldline/domain';
import { newToken } from '../../core/crypto';
import { mineSql } from '../../core/tenant';
import { rows, type Db } from '../../db/client';
import {
  orderAbnormalRequests,
  orderCounters,
  orderEvaluations,
  orderLogs,
  orderMembers,
  orderServiceLines,
  orders,
} from '../../db/schema';
import { searchTextOf } from './create';
import { seedDemoRemaining } from './demo-remaining';

const TITLES = [
  '空调不制冷',
  '电梯异响检修',
  '净水器滤芯更换',
  '冷库温度报警',
  '打印机卡纸',
  '消防主机故障',
  '水泵漏水',
  '门禁系统无法识别',
  '中央空调年度保养',
  '监控画面黑屏',
  '锅炉压力异常',
  '网络设备安装调试',
];

/** Requests employees raise inside the company (internal orders, no customer). */
const INTERNAL_TITLES = ['会议室投影仪无法开机', '办公室空调漏水', '前台打印机卡纸', '茶水间净水器更换滤芯'];
/** The demo company's own office, where internal orders are served. */
const OFFICE = {
  province: '上海市',
  city: '上海市',
  region: '浦东新区',
  detail: '张江路 88 号',
  lng: 121.59,
  lat: 31.2,
};

/** How many demo orders sit in each state (200 in all), so every list and action has work. */
const STATE_COUNTS: [OrderState, number][] = [
  [ORDER_STATES.reception, 15],
  [ORDER_STATES.assignment, 30],
  [ORDER_STATES.acceptance, 25],
  [ORDER_STATES.service, 30],
  [ORDER_STATES.inService, 25],
  [ORDER_STATES.completed, 50],
  [ORDER_STATES.cancelled, 10],
  [ORDER_STATES.approval, 15],
];

/** The steps an order went through to reach its state (DECISIONS.md transitions), for its timeline. */
const PATH: Record<OrderState, [string, OrderState | null, OrderState][]> = {
  0: [['create', null, 0]],
  1: [['create', null, 1]],
  2: [
    ['create', null, 1],
    ['assign', 1, 2],
  ],
  3: [
    ['create', null, 1],
    ['assign', 1, 2],
    ['accept', 2, 3],
  ],
  4: [
    ['create', null, 1],
    ['assign', 1, 2],
    ['accept', 2, 3],
    ['startService', 3, 4],
  ],
  5: [
    ['create', null, 1],
    ['assign', 1, 2],
    ['accept', 2, 3],
    ['startService', 3, 4],
    ['complete', 4, 5],
  ],
  6: [
    ['create', null, 1],
    ['cancel', 1, 6],
  ],
  7: [
    ['create', null, 1],
    ['assign', 1, 2],
    ['accept', 2, 3],
    ['startService', 3, 4],
    ['complete', 4, 7],
  ],
};

const HOUR = 3_600_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * 200 demo orders of the demo enterprise across every state, template, customer and both servers,
 * with their timelines, members, service lines, receipts and some evaluations, spread over the
 * last 60 days (the older open ones are overdue). Numbers follow the daily counters.
 */
export async function seedDemoOrders(tx: Db, ep: number, userIds: Map<string, number>) {
  const templates = await rows<{ id: number }>(
    tx,
    sql`select id::int as id from form_templates where ${mineSql(ep)} and kind = 1 and deleted_at is null order by id`,
  );
  const customers = await rows<{
    id: number;
    name: string;
    contact_name: string | null;
    contact_phone: string | null;
    province: string | null;
    city: string | null;
    region: string | null;
    detail: string | null;
    lng: number | null;
    lat: number | null;
  }>(
    tx,
    sql`select c.id::int as id, c.name, k.name as contact_name, k.phone as contact_phone,
          a.province, a.city, a.region, a.detail, a.lng, a.lat
        from customers c
        left join customer_contacts k on k.enterprise_id = c.enterprise_id and k.customer_id = c.id and k.is_default
        left join customer_addresses a on a.enterprise_id = c.enterprise_id and a.customer_id = c.id and a.is_default
        where ${mineSql(ep, 'c')} and c.deleted_at is null order by c.id limit 30`,
  );
  const items = await rows<{ id: number; name: string; unit: string; price: string }>(
    tx,
    sql`select id::int as id, name, unit, price::text as price from service_items
        where ${mineSql(ep)} and deleted_at is null and enabled order by id limit 6`,
  );
  if (!templates.length || !customers.length) return;
  // the customers' equipment (the equipment demo runs first): most external orders are about a unit
  const units = await rows<{ id: number; customer_id: number }>(
    tx,
    sql`select id::int as id, customer_id::int as customer_id from customer_products
         where ${mineSql(ep)} and deleted_at is null order by id`,
  );
  const unitsOf = new Map<number, number[]>();
  for (const u of units) unitsOf.set(u.customer_id, [...(unitsOf.get(u.customer_id) ?? []), u.id]);
  const user = (phone: string) => userIds.get(phone)!;
  const dispatcher = user('13800000002');
  const reception = user('13800000005');
  const servers = [user('13800000003'), user('13800000004')];
  const director = user('13800000009');
  const admin = user('13800000001');
  const employee = user('13800000011');
  const [me] = await rows<{ name: string; phone: string }>(
    tx,
    sql`select name, phone from users where ${mineSql(ep)} and id = ${employee}`,
  );

  const states = STATE_COUNTS.flatMap(([state, n]) => Array<OrderState>(n).fill(state));
  const now = Date.now();
  const perDay = new Map<string, number>();
  for (let i = 0; i < states.length; i++) {
    const state = states[i]!;
    const createdAt = new Date(now - (states.length - i) * 7 * HOUR - ((i * 37) % 60) * 60_000);
    const day = ymd(createdAt);
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const orderNo = `${day}-${String(seq).padStart(4, '0')}`;
    // every tenth order is internal: an ordinary employee's own request, without a customer
    const internal = i % 10 === 9 && state !== ORDER_STATES.reception && !!me;
    const customer = customers[i % customers.length]!;
    const title = internal ? INTERNAL_TITLES[i % INTERNAL_TITLES.length]! : TITLES[i % TITLES.length]!;
    const server =
      state >= ORDER_STATES.acceptance && state !== ORDER_STATES.cancelled ? servers[i % 2]! : null;
    const creator = internal ? employee : state === ORDER_STATES.reception ? reception : dispatcher;
    const appointmentAt = new Date(createdAt.getTime() + 24 * HOUR);
    const estimatedAt = new Date(appointmentAt.getTime() + 4 * HOUR);
    const at = (step: number) => new Date(createdAt.getTime() + step * 3 * HOUR);
    const done = state === ORDER_STATES.completed || state === ORDER_STATES.approval;
    const lines = done && items.length ? [items[i % items.length]!, items[(i + 1) % items.length]!] : [];
    const priced = lines.map((l, k) => ({ ...l, quantity: k + 1, amount: money.times(l.price, k + 1) }));
    const serviceAmount = money.sum(...priced.map((l) => l.amount));
    const sparepartAmount = done ? (i % 3 === 0 ? '120.00' : '0.00') : '0.00';
    const address: OrderAddress | null = internal
      ? { ...OFFICE, detail: `${OFFICE.detail} ${(i % 5) + 2} 楼` }
      : customer.province
        ? {
            province: customer.province,
            city: customer.city,
            region: customer.region,
            detail: customer.detail,
            lng: customer.lng,
            lat: customer.lat,
          }
        : null;
    const [row] = await tx
      .insert(orders)
      .values({
        enterpriseId: ep,
        orderNo,
        templateId: templates[i % templates.length]!.id,
        orderType: internal ? ORDER_TYPES.internal : ORDER_TYPES.external,
        source: state === ORDER_STATES.reception ? 5 : 1,
        title,
        state,
        invalid: state === ORDER_STATES.reception && i % 5 === 0,
        paused: state === ORDER_STATES.inService && i % 6 === 0,
        priority: ((i % 7) % 3) + 1,
        customerId: internal ? null : customer.id,
        // two orders in three on a customer's equipment, when the customer has some
        customerProductId:
          internal || i % 3 === 2
            ? null
            : (unitsOf.get(customer.id)?.[i % (unitsOf.get(customer.id)?.length ?? 1)] ?? null),
        customerName: internal ? '' : customer.name,
        contactName: internal ? me!.name : customer.contact_name,
        contactPhone: internal ? me!.phone : customer.contact_phone,
        address,
        addressText: address ? addressText(address) || null : null,
        appointmentAt,
        estimatedAt,
        description: `${title}，请尽快安排上门。`,
        searchText: searchTextOf({
          orderNo,
          title,
          customerName: internal ? '' : customer.name,
          contactName: internal ? me!.name : customer.contact_name,
          contactPhone: internal ? me!.phone : customer.contact_phone,
        }),
        serverUserId: server,
        assignedBy: server ? dispatcher : null,
        createdBy: creator,
        acceptedAt: state >= ORDER_STATES.service && server ? at(2) : null,
        startedAt: state === ORDER_STATES.inService || done ? at(3) : null,
        completedAt: state === ORDER_STATES.completed ? at(4) : null,
        cancelledAt: state === ORDER_STATES.cancelled ? at(1) : null,
        cancelReason: state === ORDER_STATES.cancelled ? '客户取消报修' : null,
        serviceMinutes: done ? 60 + (i % 4) * 30 : null,
        serviceAmount,
        sparepartAmount,
        totalAmount: money.sum(serviceAmount, sparepartAmount),
        receiptAt: done ? at(4) : null,
        evalToken: state === ORDER_STATES.completed && !internal ? newToken() : null,
        archivedAt: state === ORDER_STATES.completed && i % 10 === 0 ? at(6) : null,
        deletedAt: state === ORDER_STATES.cancelled && i % 4 === 0 ? at(2) : null,
        deletedBy: state === ORDER_STATES.cancelled && i % 4 === 0 ? dispatcher : null,
        version: PATH[state].length,
        createdAt,
        updatedAt: at(PATH[state].length),
      })
      .returning({ id: orders.id });
    const orderId = row!.id;
    await tx.insert(orderLogs).values(
      PATH[state].map(([action, fromState, toState], step) => ({
        enterpriseId: ep,
        orderId,
        userId:
          action === 'create' ? creator : action === 'assign' || action === 'cancel' ? dispatcher : server,
        action,
        fromState,
        toState,
        note: action === 'cancel' ? '客户取消报修' : null,
        at: at(step),
      })),
    );
    const members: { role: number; userId: number }[] = [];
    if (server && i % 4 < 2)
      members.push({ role: ORDER_MEMBER_ROLES.collaborator, userId: servers[(i + 1) % 2]! });
    if (i % 9 === 0) members.push({ role: ORDER_MEMBER_ROLES.cc, userId: director });
    if (state === ORDER_STATES.approval) members.push({ role: ORDER_MEMBER_ROLES.approver, userId: admin });
    if (members.length)
      await tx.insert(orderMembers).values(members.map((m) => ({ ...m, enterpriseId: ep, orderId })));
    if (priced.length)
      await tx.insert(orderServiceLines).values(
        priced.map((l) => ({
          enterpriseId: ep,
          orderId,
          serviceItemId: l.id,
          name: l.name,
          unit: l.unit,
          price: l.price,
          quantity: l.quantity,
          amount: l.amount,
        })),
      );
    if (state === ORDER_STATES.completed && i % 2 === 0)
      await tx.insert(orderEvaluations).values({
        enterpriseId: ep,
        orderId,
        solved: i % 8 !== 0,
        quality: 3 + (i % 3),
        attitude: 5 - (i % 2),
        speed: 4,
        suggestion: i % 4 === 0 ? '师傅很专业，准时上门。' : null,
      });
  }
  await seedDemoPool(tx, ep, dispatcher);
  await seedDemoAbnormal(tx, ep);
  for (const [day, last] of perDay)
    await tx
      .insert(orderCounters)
      .values({ enterpriseId: ep, day: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`, last })
      .onConflictDoUpdate({
        target: [orderCounters.enterpriseId, orderCounters.day],
        set: { last: sql`greatest(${orderCounters.last}, excluded.last)` },
      });
  await seedDemoRemaining(tx, ep, dispatcher);
}

/** Demo orders in the open pool (issue 22): the oldest external orders pending assignment. */
export const DEMO_POOLED = 5;

/**
 * Puts the oldest few external orders pending assignment in the open pool, as the dispatcher did an
 * hour ago, returning to assignment in three days (the newest stay to assign from the list).
 */
async function seedDemoPool(tx: Db, ep: number, dispatcher: number) {
  const pooled = await rows<{ id: number }>(
    tx,
    sql`update orders o set pooled_at = now() - interval '1 hour', pooled_by = ${dispatcher},
           assigned_by = ${dispatcher}, pool_expires_at = now() + interval '3 days', version = o.version + 1
         where ${mineSql(ep, 'o')} and o.id in (
           select p.id from orders p where ${mineSql(ep, 'p')} and p.state = ${ORDER_STATES.assignment}
              and p.customer_id is not null and p.deleted_at is null and p.archived_at is null
            order by p.id limit ${DEMO_POOLED})
        returning o.id::int as id`,
  );
  if (pooled.length)
    await tx.insert(orderLogs).values(
      pooled.map(({ id }) => ({
        enterpriseId: ep,
        orderId: id,
        userId: dispatcher,
        action: 'putInPool',
        fromState: ORDER_STATES.assignment,
        toState: ORDER_STATES.assignment,
        at: new Date(Date.now() - 3_600_000),
      })),
    );
}

/**
 * A pending abnormal request (issue 22): the newest order in service asks, through its server, to move
 * the appointment to the day after tomorrow; it waits on /abnormalOrder for the dispatcher.
 */
async function seedDemoAbnormal(tx: Db, ep: number) {
  const [order] = await rows<{ id: number; server: number; appointment: string | null }>(
    tx,
    sql`update orders o set abnormal_type = ${ABNORMAL_TYPES.reschedule}, version = o.version + 1
         where ${mineSql(ep, 'o')} and o.id = (
           select p.id from orders p where ${mineSql(ep, 'p')} and p.state = ${ORDER_STATES.service}
              and p.server_user_id is not null and not p.paused and p.deleted_at is null and p.archived_at is null
            order by p.id desc limit 1)
        returning o.id::int as id, o.server_user_id::int as server, o.appointment_at as appointment`,
  );
  if (!order) return;
  const asked = new Date(Date.now() - 1_800_000);
  const reason = '客户临时出差，希望改到后天上午';
  await tx.insert(orderAbnormalRequests).values({
    enterpriseId: ep,
    orderId: order.id,
    type: ABNORMAL_TYPES.reschedule,
    reason,
    appointmentAt: new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 86_400_000),
    previousAppointmentAt: order.appointment ? new Date(order.appointment) : null,
    applicantId: order.server,
    createdAt: asked,
  });
  await tx.insert(orderLogs).values({
    enterpriseId: ep,
    orderId: order.id,
    userId: order.server,
    action: 'applyAbnormal',
    fromState: ORDER_STATES.service,
    toState: ORDER_STATES.service,
    note: reason,
    at: asked,
  });
}
