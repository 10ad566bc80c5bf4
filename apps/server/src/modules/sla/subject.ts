import { eq, sql } from 'drizzle-orm';
import { TAG_OBJECT_KINDS, planStanding, type SlaObjectKind, type SlaSubject } from '@fieldline/domain';
import { rows } from '../../db/client';
import { enterprises } from '../../db/schema';
import { idArray } from '../../core/sql';
import { mineSql, type TenantDb } from '../../core/tenant';
import { contractsCovering } from '../contracts';

/** What a clock copies of its object and what policies match against. */
export interface SlaFacts {
  no: string;
  title: string;
  subject: SlaSubject;
  /** The customer equipment the object is about (contract coverage by equipment). */
  customerProductId: number | null;
}

interface FactRow {
  id: number;
  no: string;
  title: string;
  template_id: number | null;
  priority: number | null;
  customer_id: number | null;
  product_id: number | null;
  customer_product_id: number | null;
  tag_ids: number[] | null;
}

/** The object's table (orders, or the service desk's events) under alias `o`. */
const TABLES: Record<SlaObjectKind, { table: string; no: string }> = {
  order: { table: 'orders', no: 'order_no' },
  serviceEvent: { table: 'service_events', no: 'event_no' },
};

/**
 * The object's facts now, read in the consumer's transaction: number, title, template, priority,
 * customer, the customer's tags and the equipment's product. Null when it does not exist.
 */
export async function factsOf(
  t: TenantDb,
  objectKind: SlaObjectKind,
  objectId: number,
): Promise<SlaFacts | null> {
  return (await factsOfMany(t, objectKind, [objectId])).get(objectId) ?? null;
}

/** The facts of several objects of one kind in one read (a dispatch batch), by id; missing ones absent. */
export async function factsOfMany(
  t: TenantDb,
  objectKind: SlaObjectKind,
  objectIds: readonly number[],
): Promise<Map<number, SlaFacts>> {
  const { table, no } = TABLES[objectKind];
  const found = await rows<FactRow>(
    t.db,
    sql`select o.id::int as id, o.${sql.raw(no)} as no, o.title, o.template_id::int as template_id, o.priority,
               o.customer_id::int as customer_id, cp.product_id::int as product_id,
               o.customer_product_id::int as customer_product_id,
               (select array_agg(ot.tag_id::int) from object_tags ot
                 where ${mineSql(t, 'ot')} and ot.object_kind = ${TAG_OBJECT_KINDS.customer}
                   and ot.object_id = o.customer_id) as tag_ids
          from ${sql.raw(table)} o
          left join customer_products cp on ${mineSql(t, 'cp')} and cp.id = o.customer_product_id
         where ${mineSql(t, 'o')} and o.id = any(${idArray([...new Set(objectIds)])})`,
  );
  const facts = new Map<number, SlaFacts>();
  for (const r of found)
    facts.set(Number(r.id), {
      no: r.no,
      title: r.title,
      customerProductId: r.customer_product_id === null ? null : Number(r.customer_product_id),
      subject: {
        objectKind,
        templateId: r.template_id,
        priority: r.priority,
        customerId: r.customer_id,
        customerTagIds: (r.tag_ids ?? []).map(Number),
        productIds: r.product_id ? [Number(r.product_id)] : [],
      },
    });
  return facts;
}

/**
 * The subject with the contracts in force at `at` that cover its customer or equipment (the contracts
 * module decides what "in force" and "covers" mean); read only when some policy names contracts.
 */
export async function withContracts(t: TenantDb, facts: SlaFacts, at: Date): Promise<SlaSubject> {
  const covering = await contractsCovering(t, {
    customerId: facts.subject.customerId,
    customerProductId: facts.customerProductId,
    at,
  });
  return {
    ...facts.subject,
    maintenanceContractIds: covering.maintenanceIds,
    salesContractIds: covering.salesIds,
  };
}

/** The free tier cannot use SLA (spec-business §6): an unpaid enterprise starts no clocks. */
export async function mayUseSla(t: TenantDb) {
  const [e] = await t.db
    .select({ isChargeUser: enterprises.isChargeUser, serviceExpireAt: enterprises.serviceExpireAt })
    .from(enterprises)
    .where(eq(enterprises.id, t.enterpriseId));
  return !!e && planStanding(e.isChargeUser, e.serviceExpireAt) === 'paid';
}
