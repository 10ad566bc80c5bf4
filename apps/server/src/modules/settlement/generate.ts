import { eq, sql } from 'drizzle-orm';
import {
  BILL_STATES,
  FINE_TYPES,
  LINE_TYPES,
  OLD_PART_PRICES,
  OLD_PART_RETURNED_NOTE,
  SETTING_DEDUCT_OLD_PARTS,
  SETTING_OLD_PART_FIXED_PRICE,
  SETTING_OLD_PART_GRACE_DAYS,
  SETTING_OLD_PART_PRICE,
  SETTLEMENT_KINDS,
  SETTLEMENT_TIME_ZONE,
  SPARE_PART_NOTE,
  formatCents,
  lineCommissions,
  oldPartDeduction,
  partLineCommissions,
  toCents,
  type GenerateInput,
  type SettledLine,
  type SettlementKind,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { idArray, idList } from '../../core/sql';
import { settlementBills, settlementLines } from '../../db/schema';
import { mine, mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { partsUsedOnOrders, unreturnedOldParts } from '../spare-parts';
import { settingValue } from '../system-settings';
import { rulesFor } from './rules';

export { SPARE_PART_NOTE };

/** The first instant of the cycle and the first after it, in the enterprise's time. */
export const cycleBounds = (startMonth: string, months: number) => {
  const [y, m] = startMonth.split('-').map(Number) as [number, number];
  const endIndex = y * 12 + (m - 1) + months;
  const end = `${Math.floor(endIndex / 12)}-${String((endIndex % 12) + 1).padStart(2, '0')}-01`;
  return { start: `${startMonth}-01`, end };
};
const instant = (day: string) => sql`(${day}::date)::timestamp at time zone ${SETTLEMENT_TIME_ZONE}`;

/** Order ids per parts lookup (the face binds one parameter per id; PostgreSQL takes at most 65 535). */
const PART_LOOKUP_SLICE = 10_000;

interface LineRow {
  order_id: number;
  order_no: string;
  template_id: number;
  server_user_id: number | null;
  team_id: number | null;
  collaborators: number[] | null;
  service_item_id: number | null;
  item_name: string;
  quantity: number;
  amount: string;
  item_individual: string | null;
  item_team: string | null;
}

/**
 * The service lines of the orders to settle: completed, live orders waiting for settlement (the
 * settlement node's row), either completed in the cycle or changed since a confirmed bill first
 * settled them (`changedOnly`: the adjustment candidates from any earlier cycle).
 */
function lineRows(t: TenantDb, kind: SettlementKind, start: string, end: string) {
  const settled =
    kind === SETTLEMENT_KINDS.personal ? sql.raw('s.personal_settled_at') : sql.raw('s.team_settled_at');
  return rows<LineRow>(
    t.db,
    sql`select o.id::int as order_id, o.order_no, o.template_id::int as template_id,
               o.server_user_id::int as server_user_id, tm.team_id,
               (select array_agg(m.user_id::int order by m.user_id) from order_members m
                 where m.enterprise_id = o.enterprise_id and m.order_id = o.id and m.role = 1) as collaborators,
               l.service_item_id::int as service_item_id, l.name as item_name, l.quantity, l.amount::text as amount,
               si.individual_commission::text as item_individual, si.team_commission::text as item_team
          from settlement_orders s
          join orders o on o.enterprise_id = s.enterprise_id and o.id = s.order_id
          left join order_service_lines l on l.enterprise_id = o.enterprise_id and l.order_id = o.id
          left join service_items si on si.enterprise_id = l.enterprise_id and si.id = l.service_item_id
          left join (select tm.user_id, min(tm.team_id)::int as team_id from team_members tm
                      where ${mineSql(t, 'tm')} group by tm.user_id) tm on tm.user_id = o.server_user_id
         where ${mineSql(t, 's')} and o.deleted_at is null and o.state = 5
           and ((s.completed_at >= ${instant(start)} and s.completed_at < ${instant(end)})
             or (${settled} is not null and o.updated_at > ${settled} and s.completed_at < ${instant(end)}))`,
  );
}

/** What confirmed bills already paid per order and payee, for the orders given. */
async function settledSums(t: TenantDb, kind: SettlementKind, orderIds: number[]) {
  const out = new Map<string, bigint>();
  if (!orderIds.length) return out;
  const found = await rows<{ order_id: number; payee_id: number; amount: string }>(
    t.db,
    sql`select x.order_id::int as order_id, x.payee_id::int as payee_id, sum(x.amount)::text as amount
          from settlement_lines x
         where ${mineSql(t, 'x')} and x.kind = ${kind} and x.confirmed and x.order_id is not null
           and x.line_type <> ${LINE_TYPES.deduction} and x.order_id = any(${idArray(orderIds)})
         group by x.order_id, x.payee_id`,
  );
  for (const r of found) out.set(`${r.order_id}:${r.payee_id}`, toCents(r.amount));
  return out;
}

type NewLine = Omit<typeof settlementLines.$inferInsert, 'billId' | 'enterpriseId' | 'kind'>;

/**
 * POST /v2/settlement/generate: the bills of one kind for a cycle (docs/decisions.md "Settlement").
 * Generating replaces every unconfirmed bill of that kind (one draft set at a time, so no order is
 * in two open bills); confirmed bills are never touched. Per order and payee: never settled → the
 * commission lines (the first matching rule by priority, or the item's own commission); settled
 * before → the difference between what it comes to now and what confirmed bills paid, as one
 * adjustment line (nothing when equal). Personal bills also take the passed rewards (+) and
 * penalties (−) dated before the cycle's end that no confirmed bill took yet.
 */
export async function generateBills(
  t: TenantDb & { user: Pick<Tenant['user'], 'id'> },
  input: GenerateInput,
) {
  const { start, end } = cycleBounds(input.startMonth, input.months);
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await tx.execute(sql`select pg_advisory_xact_lock(${t.enterpriseId}, ${27000 + input.kind})`);
    await tx
      .delete(settlementBills)
      .where(
        mine(
          tt,
          settlementBills,
          eq(settlementBills.kind, input.kind),
          eq(settlementBills.state, BILL_STATES.created),
        ),
      );
    const rules = await rulesFor(tt, input.kind);
    const ruleNames = new Map(rules.map((r) => [r.id, r.name]));
    const source = await lineRows(tt, input.kind, start, end);
    const orderIds = [...new Set(source.map((r) => r.order_id))];
    const paid = await settledSums(tt, input.kind, orderIds);

    const byPayee = new Map<number, NewLine[]>();
    const add = (payeeId: number, line: NewLine) => {
      const list = byPayee.get(payeeId) ?? [];
      list.push(line);
      byPayee.set(payeeId, list);
    };
    // current commission per order and payee (for adjustments) and the lines themselves
    const now = new Map<string, { cents: bigint; orderNo: string }>();
    const pending: { key: string; payeeId: number; line: NewLine }[] = [];
    for (const r of source) {
      if (r.service_item_id == null) continue;
      const line: SettledLine = {
        orderId: r.order_id,
        templateId: r.template_id,
        serviceItemId: r.service_item_id,
        quantity: r.quantity,
        amount: r.amount,
        serverUserId: r.server_user_id,
        teamId: r.team_id,
        collaboratorIds: r.collaborators ?? [],
        itemIndividual: r.item_individual,
        itemTeam: r.item_team,
      };
      for (const e of lineCommissions(rules, input.kind, line)) {
        const key = `${e.orderId}:${e.payeeId}`;
        const cur = now.get(key);
        now.set(key, { cents: (cur?.cents ?? 0n) + toCents(e.amount), orderNo: r.order_no });
        pending.push({
          key,
          payeeId: e.payeeId,
          line: {
            payeeId: e.payeeId,
            lineType: LINE_TYPES.commission,
            orderId: e.orderId,
            orderNo: r.order_no,
            serviceItemId: e.serviceItemId,
            itemName: r.item_name,
            quantity: r.quantity,
            baseAmount: r.amount,
            share: e.share,
            ruleId: e.ruleId,
            ruleName: e.ruleId ? (ruleNames.get(e.ruleId) ?? null) : null,
            amount: e.amount,
          },
        });
      }
    }
    // spare parts used on the orders (the spare-parts module's face): the first matching spare-part
    // rule by priority, else the part's own personal or team commission per unit
    const orderOf = new Map(source.map((r) => [r.order_id, r]));
    // in slices of ascending ids (so the parts stay in order id order): a cycle of 12 months can hold
    // more orders than a statement takes parameters
    const ascending = [...orderIds].sort((a, b) => a - b);
    const used: Awaited<ReturnType<typeof partsUsedOnOrders>> = [];
    for (let i = 0; i < ascending.length; i += PART_LOOKUP_SLICE)
      for (const part of await partsUsedOnOrders(tt, ascending.slice(i, i + PART_LOOKUP_SLICE)))
        used.push(part);
    const typeOf = await partTypes(tt, [...new Set(used.map((p) => p.partId))]);
    for (const part of used) {
      const order = orderOf.get(part.orderId)!;
      const entries = partLineCommissions(rules, input.kind, {
        orderId: part.orderId,
        templateId: order.template_id,
        partId: part.partId,
        partTypeId: typeOf.get(part.partId) ?? null,
        quantity: part.quantity,
        amount: part.amount,
        serverUserId: order.server_user_id,
        teamId: order.team_id,
        collaboratorIds: order.collaborators ?? [],
        partPersonal: part.personalCommission,
        partTeam: part.teamCommission,
      });
      for (const e of entries) {
        const key = `${e.orderId}:${e.payeeId}`;
        now.set(key, { cents: (now.get(key)?.cents ?? 0n) + toCents(e.amount), orderNo: order.order_no });
        pending.push({
          key,
          payeeId: e.payeeId,
          line: {
            payeeId: e.payeeId,
            lineType: LINE_TYPES.commission,
            orderId: e.orderId,
            orderNo: order.order_no,
            partId: part.partId,
            itemName: `${part.name} × ${part.quantity}`,
            baseAmount: part.amount,
            share: e.share,
            ruleId: e.ruleId,
            ruleName: e.ruleId ? (ruleNames.get(e.ruleId) ?? null) : null,
            note: SPARE_PART_NOTE,
            amount: e.amount,
          },
        });
      }
    }
    for (const p of pending) if (!paid.has(p.key)) add(p.payeeId, p.line);
    // adjustments: payees settled before whose amount differs now (also those no longer paid at all)
    const orderNos = new Map(source.map((r) => [r.order_id, r.order_no]));
    for (const key of paid.keys()) {
      const [orderId, payeeId] = key.split(':').map(Number) as [number, number];
      const diff = (now.get(key)?.cents ?? 0n) - (paid.get(key) ?? 0n);
      if (diff !== 0n)
        add(payeeId, {
          payeeId,
          lineType: LINE_TYPES.adjustment,
          orderId,
          orderNo: orderNos.get(orderId) ?? null,
          note: formatCents(paid.get(key) ?? 0n),
          amount: formatCents(diff),
        });
    }
    if (input.kind === SETTLEMENT_KINDS.personal)
      for (const line of await oldPartLines(tt, end)) add(line.payeeId, line);
    if (input.kind === SETTLEMENT_KINDS.personal) {
      const fines = await rows<{ id: number; type: number; user_id: number; reason: string; amount: string }>(
        tx,
        sql`select f.id::int as id, f.type, f.user_id::int as user_id, f.reason, f.amount::text as amount
              from settlement_fines f
             where ${mineSql(tt, 'f')} and f.audit_state = 1 and f.bill_id is null and f.date < ${end}::date
             order by f.date, f.id`,
      );
      for (const f of fines)
        add(f.user_id, {
          payeeId: f.user_id,
          lineType: f.type === FINE_TYPES.reward ? LINE_TYPES.reward : LINE_TYPES.penalty,
          fineId: f.id,
          note: f.reason,
          amount: f.type === FINE_TYPES.reward ? f.amount : formatCents(-toCents(f.amount)),
        });
    }
    const payees = [...byPayee.keys()].sort((a, b) => a - b);
    const names = await payeeNames(tt, input.kind, payees);
    let total = 0n;
    const billRows = payees.map((payeeId, n) => {
      const lines = byPayee.get(payeeId)!;
      const cents = lines.reduce((a, l) => a + toCents(l.amount), 0n);
      total += cents;
      return {
        n,
        payee_id: payeeId,
        payee_name: names.get(payeeId) ?? String(payeeId),
        amount: formatCents(cents),
        line_count: lines.length,
      };
    });
    if (payees.length) await insertBills(tt, t.user.id, input, start, billRows, payees, byPayee);
    return { bills: payees.length, amount: formatCents(total), orders: orderIds.length };
  });
}

/**
 * Writes the bills and all their lines in one statement (docs/decisions.md "Settlement: generating at
 * scale"): the rows travel as two JSON parameters, the bills are inserted in payee order and each line
 * joins its bill by payee, keeping the lines' ids in the order they were computed (the detail's order).
 */
async function insertBills(
  t: TenantDb,
  userId: number,
  input: GenerateInput,
  start: string,
  billRows: { n: number; payee_id: number; payee_name: string; amount: string; line_count: number }[],
  payees: number[],
  byPayee: Map<number, NewLine[]>,
) {
  const lineRows: Record<string, unknown>[] = [];
  for (const payeeId of payees)
    for (const l of byPayee.get(payeeId)!)
      lineRows.push({
        n: lineRows.length,
        payee_id: payeeId,
        line_type: l.lineType,
        order_id: l.orderId ?? null,
        order_no: l.orderNo ?? null,
        service_item_id: l.serviceItemId ?? null,
        part_id: l.partId ?? null,
        old_part_id: l.oldPartId ?? null,
        item_name: l.itemName ?? null,
        quantity: l.quantity ?? null,
        base_amount: l.baseAmount ?? null,
        share: l.share ?? null,
        rule_id: l.ruleId ?? null,
        rule_name: l.ruleName ?? null,
        fine_id: l.fineId ?? null,
        note: l.note ?? null,
        amount: l.amount,
      });
  await t.db.execute(
    sql`with b as (
          insert into settlement_bills (enterprise_id, kind, payee_id, payee_name, cycle_start, cycle_months, amount, line_count, created_by)
          select ${t.enterpriseId}, ${input.kind}, x.payee_id, x.payee_name, ${start}::date, ${input.months}, x.amount, x.line_count, ${userId}::bigint
            from json_to_recordset(${JSON.stringify(billRows)}::json)
                 as x(n int, payee_id bigint, payee_name text, amount numeric, line_count int)
           order by x.n
          returning id, payee_id)
        insert into settlement_lines (enterprise_id, bill_id, kind, payee_id, line_type, order_id, order_no,
               service_item_id, part_id, old_part_id, item_name, quantity, base_amount, share, rule_id,
               rule_name, fine_id, note, amount)
        select ${t.enterpriseId}, b.id, ${input.kind}, x.payee_id, x.line_type, x.order_id, x.order_no,
               x.service_item_id, x.part_id, x.old_part_id, x.item_name, x.quantity, x.base_amount, x.share,
               x.rule_id, x.rule_name, x.fine_id, x.note, x.amount
          from json_to_recordset(${JSON.stringify(lineRows)}::json)
               as x(n int, payee_id bigint, line_type smallint, order_id bigint, order_no text,
                    service_item_id bigint, part_id bigint, old_part_id bigint, item_name text, quantity int,
                    base_amount numeric, share text, rule_id bigint, rule_name text, fine_id bigint, note text,
                    amount numeric)
          join b on b.payee_id = x.payee_id
         order by x.n`,
  );
}

/** The type of each spare part named (the rule matcher's part types). */
async function partTypes(t: TenantDb, partIds: number[]) {
  if (!partIds.length) return new Map<number, number | null>();
  const found = await rows<{ id: number; type_id: number | null }>(
    t.db,
    sql`select p.id::int as id, p.type_id::int as type_id from spare_parts p
         where ${mineSql(t, 'p')} and p.id in (${idList(partIds)})`,
  );
  return new Map(found.map((r) => [r.id, r.type_id]));
}

/**
 * Old-part lines of the personal bills (docs/decisions.md "Settlement: spare-part rules and old-part
 * deductions"). When the finance setting deducts them, each unreturned old part recorded before the
 * cycle's end less the days allowed to return it, and not deducted by a confirmed bill yet, is
 * deducted from its engineer (quantity × the part's cost price or the fixed price, to the fen). A part
 * a confirmed bill deducted that has been returned since is given back to whom it was deducted from,
 * whatever the setting now says.
 */
async function oldPartLines(t: TenantDb, cycleEnd: string): Promise<NewLine[]> {
  const deducted = await rows<{
    old_part_id: number;
    payee_id: number;
    order_id: number | null;
    order_no: string | null;
    part_id: number | null;
    item_name: string | null;
    amount: string;
  }>(
    t.db,
    sql`select x.old_part_id::int as old_part_id, x.payee_id::int as payee_id, max(x.order_id)::int as order_id,
               max(x.order_no) as order_no, max(x.part_id)::int as part_id, max(x.item_name) as item_name,
               sum(x.amount)::text as amount
          from settlement_lines x
         where ${mineSql(t, 'x')} and x.confirmed and x.old_part_id is not null
           and x.kind = ${SETTLEMENT_KINDS.personal}
         group by x.old_part_id, x.payee_id
        having sum(x.amount) <> 0`,
  );
  const open = await unreturnedOldParts(t);
  const stillOut = new Set(open.map((o) => o.id));
  const out: NewLine[] = [];
  for (const d of deducted)
    if (!stillOut.has(d.old_part_id))
      out.push({
        payeeId: d.payee_id,
        lineType: LINE_TYPES.deduction,
        orderId: d.order_id,
        orderNo: d.order_no,
        partId: d.part_id,
        oldPartId: d.old_part_id,
        itemName: d.item_name,
        note: OLD_PART_RETURNED_NOTE,
        amount: formatCents(-toCents(d.amount)),
      });
  if (!(await settingValue(t, SETTING_DEDUCT_OLD_PARTS))) return out;
  const setting = {
    price: await settingValue(t, SETTING_OLD_PART_PRICE),
    fixedPrice: await settingValue(t, SETTING_OLD_PART_FIXED_PRICE),
  };
  const grace = await settingValue(t, SETTING_OLD_PART_GRACE_DAYS);
  const cutoff = Date.parse(`${cycleEnd}T00:00:00+08:00`) - grace * 86_400_000;
  const already = new Set(deducted.map((d) => d.old_part_id));
  for (const o of open) {
    if (already.has(o.id) || Date.parse(o.createdAt) >= cutoff) continue;
    const cents = oldPartDeduction(setting, o);
    if (cents === 0n) continue;
    out.push({
      payeeId: o.engineerId,
      lineType: LINE_TYPES.deduction,
      orderId: o.orderId,
      orderNo: o.orderNo,
      partId: o.partId,
      oldPartId: o.id,
      itemName: `${o.name}${o.snCode ? ` (${o.snCode})` : ''} × ${o.quantity}`,
      baseAmount: setting.price === OLD_PART_PRICES.fixed ? setting.fixedPrice : o.costPrice,
      amount: formatCents(cents),
    });
  }
  return out;
}

async function payeeNames(t: TenantDb, kind: SettlementKind, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const table = kind === SETTLEMENT_KINDS.personal ? sql.raw('users') : sql.raw('service_teams');
  const found = await rows<{ id: number; name: string }>(
    t.db,
    sql`select x.id::int as id, x.name from ${table} x where ${mineSql(t, 'x')} and x.id = any(${idArray(ids)})`,
  );
  return new Map(found.map((r) => [r.id, r.name]));
}
