import { sql } from 'drizzle-orm';
import {
  FORM_KINDS,
  SERVICE_EVENT_POOLS,
  SERVICE_EVENT_STATES,
  type ServiceEventState,
} from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { mineSql } from '../../core/tenant';
import { serviceEvents } from '../../db/schema';
import { fieldDefsOf } from '../forms';
import { nextEventNo, writeEventLog } from './log';

interface DemoEvent {
  title: string;
  state: ServiceEventState;
  priority: 1 | 2 | 3;
  principal?: string;
  escalatedTo?: string;
  pool?: 1 | 2;
  pausedFrom?: ServiceEventState;
  /** The log's actions after create, each moving to the next state. */
  path: [string, ServiceEventState][];
}

const {
  pendingAssignment: p1,
  pendingHandling: p2,
  processing: p3,
  escalated: p4,
  paused: p5,
  completed: p6,
  closed: p7,
} = SERVICE_EVENT_STATES;

/** Events in every state (and both pools), with their logs, for the demo customers. */
const EVENTS: DemoEvent[] = [
  { title: '客户来电：空调异响', state: p1, priority: 2, path: [] },
  {
    title: '前台登记：打印机卡纸',
    state: p1,
    priority: 1,
    pool: SERVICE_EVENT_POOLS.collaboration,
    path: [['putInPool', p1]],
  },
  { title: '门禁无法刷卡', state: p2, priority: 3, principal: '13800000003', path: [['assign', p2]] },
  {
    title: '电梯异常停靠',
    state: p3,
    priority: 3,
    principal: '13800000003',
    path: [
      ['assign', p2],
      ['start', p3],
    ],
  },
  {
    title: '机房温度过高',
    state: p4,
    priority: 3,
    principal: '13800000003',
    escalatedTo: '13800000002',
    path: [
      ['assign', p2],
      ['start', p3],
      ['escalate', p4],
    ],
  },
  {
    title: '监控画面中断',
    state: p4,
    priority: 2,
    principal: '13800000004',
    pool: SERVICE_EVENT_POOLS.escalation,
    path: [
      ['assign', p2],
      ['escalate', p4],
      ['putInPool', p4],
    ],
  },
  {
    title: '等待客户提供序列号',
    state: p5,
    priority: 1,
    principal: '13800000004',
    pausedFrom: p3,
    path: [
      ['assign', p2],
      ['start', p3],
      ['pause', p5],
    ],
  },
  {
    title: '网络设备重启咨询',
    state: p6,
    priority: 1,
    principal: '13800000003',
    path: [
      ['assign', p2],
      ['start', p3],
      ['complete', p6],
    ],
  },
  {
    title: '热水器使用指导',
    state: p7,
    priority: 1,
    principal: '13800000003',
    path: [
      ['assign', p2],
      ['start', p3],
      ['complete', p6],
      ['close', p7],
    ],
  },
];

/** Demo events in every state (1-7) and in both pools, created by the reception account. */
export async function seedDemoServiceEvents(tx: Db, enterpriseId: number, userIds: Map<string, number>) {
  const t = { db: tx, enterpriseId };
  const { templateId } = await fieldDefsOf(t, FORM_KINDS.event);
  const customers = await rows<{
    id: number;
    name: string;
    contact_name: string | null;
    contact_phone: string | null;
  }>(
    tx,
    sql`select c.id::int as id, c.name,
               (select cc.name from customer_contacts cc where cc.enterprise_id = c.enterprise_id and cc.customer_id = c.id order by cc.id limit 1) as contact_name,
               (select cc.phone from customer_contacts cc where cc.enterprise_id = c.enterprise_id and cc.customer_id = c.id order by cc.id limit 1) as contact_phone
          from customers c where ${mineSql(t, 'c')} and c.deleted_at is null order by c.id limit 5`,
  );
  const reception = userIds.get('13800000005')!;
  const user = (phone?: string) => (phone ? userIds.get(phone)! : null);
  for (const [i, d] of EVENTS.entries()) {
    const c = customers[i % Math.max(1, customers.length)];
    const eventNo = await nextEventNo(t);
    const principal = user(d.principal);
    const [e] = await tx
      .insert(serviceEvents)
      .values({
        enterpriseId,
        eventNo,
        title: d.title,
        state: d.state,
        priority: d.priority,
        pool: d.pool ?? null,
        pausedFrom: d.pausedFrom ?? null,
        templateId,
        customerId: c?.id ?? null,
        customerName: c?.name ?? null,
        contactName: c?.contact_name ?? null,
        contactPhone: c?.contact_phone ?? null,
        principalUserId: principal,
        escalatedToUserId: user(d.escalatedTo),
        assignedBy: principal ? reception : null,
        createdBy: reception,
        searchText: [eventNo, d.title, c?.name, c?.contact_name, c?.contact_phone]
          .filter(Boolean)
          .join(' ')
          .toLowerCase(),
        completedAt: d.state >= p6 ? new Date() : null,
        closedAt: d.state === p7 ? new Date() : null,
      })
      .returning({ id: serviceEvents.id });
    await writeEventLog(t, e!.id, reception, { action: 'create', toState: p1 });
    let from: ServiceEventState = p1;
    for (const [action, to] of d.path) {
      const by = action === 'assign' || action === 'putInPool' ? reception : (principal ?? reception);
      await writeEventLog(t, e!.id, by, { action, fromState: from, toState: to });
      from = to;
    }
  }
}
