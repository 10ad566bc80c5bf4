import { sql } from 'drizzle-orm';
import type { OrderAddress, OrderState } from '@fieldline/domain';
import { rows, type Database, type Db } from '../../db/client';

/** The order number `yyyymmdd-NNNN` drawn from the enterprise's daily counter ($1: the enterprise). */
export const NEXT_ORDER_NO = `insert into order_counters (enterprise_id, day, last) values ($1::bigint, current_date, 1)
    on conflict (enterprise_id, day) do update set last = order_counters.last + 1
    returning to_char(day, 'YYYYMMDD') || '-' || lpad(last::text, greatest(4, length(last::text)), '0') as order_no`;

/**
 * A new order, its number and its `create` timeline row in one statement: the counter's row lock
 * is held for this statement only, not across a transaction's round trips (creates of one
 * enterprise queue on that row). The state counters and order_search follow by trigger (0012, 0018).
 * The domain events go in the same statement: order.created, and order.assigned when created with a
 * server (docs/events.md).
 */
const INSERT_ORDER = `with n as (${NEXT_ORDER_NO}),
  o as (
    insert into orders (enterprise_id, order_no, template_id, order_type, source, title, state, priority,
      customer_id, customer_name, customer_product_id, contact_name, contact_phone, address, address_text,
      appointment_at, estimated_at, description, images, attachments, custom_values, search_text,
      server_user_id, assigned_by, created_by, event_id, belong_sale_contract_id)
    select $1, n.order_no, $2::bigint, $3::smallint, $4::smallint, $5::text, $6::smallint, $7::smallint,
      $8::bigint, $9::text, $10::bigint, $11::text, $12::text, $13::jsonb, $14::text,
      $15::timestamptz, $16::timestamptz, $17::text, $18::jsonb, $19::jsonb, $20::jsonb,
      concat_ws(' ', n.order_no, nullif($21::text, '')), $22::bigint, $23::bigint, $24::bigint, $25::bigint,
      $27::bigint
      from n
    returning enterprise_id, id, order_no, state),
  l as (
    insert into order_logs (enterprise_id, order_id, user_id, action, to_state, note)
    select enterprise_id, id, $24, 'create', state, $26::text from o),
  e as (
    insert into domain_events (enterprise_id, kind, object_kind, object_id, actor_user_id, payload)
    select o.enterprise_id, k.kind, 'order', o.id, $24,
           jsonb_build_object('orderNo', o.order_no, 'title', $5::text, 'toState', o.state)
      from o cross join lateral (values ('order.created'), ('order.assigned')) k(kind)
     where k.kind = 'order.created' or $22::bigint is not null)
  select id, order_no from o`;

export interface NewOrder {
  enterpriseId: number;
  templateId: number;
  orderType: number;
  source: number;
  title: string;
  state: OrderState;
  priority: number;
  customerId: number | null;
  customerName: string;
  customerProductId: number | null;
  contactName: string | null;
  contactPhone: string | null;
  address: OrderAddress | null;
  addressText: string | null;
  appointmentAt: Date;
  estimatedAt: Date | null;
  description: string | null;
  images: string[];
  attachments: unknown[];
  customValues: Record<string, unknown>;
  /** searchTextOf without the order number, which the statement puts in front. */
  searchRest: string;
  serverUserId: number | null;
  assignedBy: number | null;
  createdBy: number | null;
  eventId: number | null;
  /** The sales contract it belongs to (issue 25); checked by the caller. */
  belongSaleContractId?: number | null;
  /** The timeline row's note. */
  logNote: string | null;
}

const json = (v: unknown) => (v === null ? null : JSON.stringify(v));

const valuesOf = (o: NewOrder): unknown[] => [
  o.enterpriseId,
  o.templateId,
  o.orderType,
  o.source,
  o.title,
  o.state,
  o.priority,
  o.customerId,
  o.customerName,
  o.customerProductId,
  o.contactName,
  o.contactPhone,
  json(o.address),
  o.addressText,
  o.appointmentAt.toISOString(),
  o.estimatedAt?.toISOString() ?? null,
  o.description,
  json(o.images),
  json(o.attachments),
  json(o.customValues),
  o.searchRest,
  o.serverUserId,
  o.assignedBy,
  o.createdBy,
  o.eventId,
  o.logNote,
  o.belongSaleContractId ?? null,
];

/** A statement written with `$n` markers as Drizzle SQL with these values bound (for a transaction). */
export const bound = (text: string, values: unknown[]) =>
  sql.join(
    text.split(/\$(\d+)/).map((part, i) => (i % 2 ? sql`${values[Number(part) - 1]}` : sql.raw(part))),
  );

const answer = (row: Record<string, unknown> | undefined) => ({
  id: Number(row!.id),
  orderNo: String(row!.order_no),
});

/** Inserts the order on its own (a prepared statement that is its own transaction). */
export async function insertOrder(database: Database, o: NewOrder) {
  const { rows: found } = await database.sql.prepared('fl_order_insert', INSERT_ORDER, valuesOf(o));
  return answer(found[0]);
}

/** Inserts the order in the caller's transaction (when more rows go with it). */
export async function insertOrderIn(tx: Db, o: NewOrder) {
  return answer((await rows<Record<string, unknown>>(tx, bound(INSERT_ORDER, valuesOf(o))))[0]);
}
