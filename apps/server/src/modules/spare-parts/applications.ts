import { sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_TYPES,
  AUDIT_STATES,
  MOVEMENT_KINDS,
  STOCK_HOLDERS,
  WAREHOUSE_KINDS,
  canDecide,
  toCents,
  type Application,
  type ApplicationCreateInput,
  type ApplicationDecideInput,
  type ApplicationListQuery,
  type ApplicationType,
  type AuditState,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { spareErrors } from './errors';
import { moveLines, partsById, post, requireMode } from './ledger';
import { requireWarehouse } from './warehouses';

/** Refuses lines above what the holder has now (SB:96); the approval checks again, guarded. */
async function checkHeld(t: TenantDb, input: ApplicationCreateInput, holderKind: number, holderId: number) {
  const parts = await partsById(
    t,
    input.items.map((i) => i.partId),
  );
  const held = await rows<{ part_id: number; qty: string }>(
    t.db,
    sql`select s.part_id::int as part_id, s.qty::text as qty from spare_stock s
         where ${mineSql(t, 's')} and s.holder_kind = ${holderKind} and s.holder_id = ${holderId}`,
  );
  const have = new Map(held.map((h) => [h.part_id, toCents(h.qty)]));
  for (const item of input.items)
    if ((have.get(item.partId) ?? 0n) < toCents(item.quantity)) {
      const name = parts.get(item.partId)!.name;
      throw holderKind === STOCK_HOLDERS.warehouse
        ? spareErrors.INSUFFICIENT_STOCK({ field: 'items', params: { name } })
        : spareErrors.INSUFFICIENT_PERSONAL_STOCK({ field: 'items', params: { name } });
    }
}

/**
 * POST /warehouse/spare/apply (type 1, 申领) and /warehouse/spare/return (type 2): an engineer asks
 * for parts from a genuine warehouse, or gives parts of their personal stock back to one; it waits
 * for a warehouse keeper.
 */
export async function createApplication(t: Tenant, type: ApplicationType, input: ApplicationCreateInput) {
  await requireMode(t, true);
  await requireWarehouse(t, input.warehouseId, 'warehouseId', WAREHOUSE_KINDS.genuine);
  if (type === APPLICATION_TYPES.request)
    await checkHeld(t, input, STOCK_HOLDERS.warehouse, input.warehouseId);
  else await checkHeld(t, input, STOCK_HOLDERS.person, t.user.id);
  const [row] = await rows<{ id: number }>(
    t.db,
    sql`insert into spare_applications (enterprise_id, type, applicant_id, warehouse_id, items, note)
        values (${t.enterpriseId}, ${type}, ${t.user.id}, ${input.warehouseId}, ${JSON.stringify(input.items)}::jsonb,
          ${input.note ?? null})
        returning id::int as id`,
  );
  return { id: row!.id };
}

const columns = sql`a.id::int as id, a.type, a.audit_state as "auditState", a.applicant_id::int as "applicantId",
  ap.name as "applicantName", a.warehouse_id::int as "warehouseId", w.name as "warehouseName", a.note,
  a.reject_reason as "rejectReason", rv.name as "reviewerName", a.reviewed_at as "reviewedAt",
  a.created_at as "createdAt",
  (select coalesce(jsonb_agg(jsonb_build_object('partId', (i->>'partId')::int, 'quantity', i->>'quantity',
      'code', p.code, 'name', p.name, 'unit', p.unit) order by ord), '[]'::jsonb)
     from jsonb_array_elements(a.items) with ordinality as x(i, ord)
     join spare_parts p on p.enterprise_id = a.enterprise_id and p.id = (i->>'partId')::bigint) as items`;
const from = sql`spare_applications a
  join users ap on ap.enterprise_id = a.enterprise_id and ap.id = a.applicant_id
  join warehouses w on w.enterprise_id = a.enterprise_id and w.id = a.warehouse_id
  left join users rv on rv.enterprise_id = a.enterprise_id and rv.id = a.reviewer_id`;
const shape = (a: Application) => ({
  ...a,
  reviewedAt: a.reviewedAt ? new Date(a.reviewedAt).toISOString() : null,
  createdAt: new Date(a.createdAt).toISOString(),
});

/**
 * GET /warehouse/spare/list: applications, newest first. A caller who may approve sees everyone's;
 * others (and `mine`) see their own.
 */
export async function listApplications(t: Tenant, q: ApplicationListQuery, mayApprove: boolean) {
  const conditions: SQL[] = [mineSql(t, 'a')];
  if (!mayApprove || q.mine) conditions.push(sql`a.applicant_id = ${t.user.id}`);
  if (q.type) conditions.push(sql`a.type = ${q.type}`);
  if (q.auditState !== undefined) conditions.push(sql`a.audit_state = ${q.auditState}`);
  const where = sql.join(conditions, sql` and `);
  const [list, [total]] = await Promise.all([
    rows<Application>(
      t.db,
      sql`select ${columns} from ${from} where ${where} order by a.id desc
          limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from spare_applications a where ${where}`),
  ]);
  return { list: list.map(shape), total: total?.n ?? 0 };
}

/** GET /warehouse/spare/detail/:id: the applicant's own, or any for an approver. */
export async function applicationDetail(t: Tenant, id: number, mayApprove: boolean, lock = false) {
  const [a] = await rows<Application>(
    t.db,
    sql`select ${columns} from ${from} where ${mineSql(t, 'a')} and a.id = ${id}
          ${mayApprove ? sql`` : sql`and a.applicant_id = ${t.user.id}`}`,
  );
  if (!a) throw spareErrors.APPLICATION_NOT_FOUND({ field: 'id' });
  if (lock)
    await t.db.execute(
      sql`select 1 from spare_applications a where ${mineSql(t, 'a')} and a.id = ${id} for update`,
    );
  return shape(a);
}

/**
 * POST /warehouse/spare/audit: a warehouse keeper passes or rejects (with a reason) a pending
 * application, once (AUDIT_TRANSITIONS). Passing posts the movement (warehouse → the applicant's
 * personal stock for a request, the reverse for a return) in the same transaction; stock that is no
 * longer there refuses the pass and nothing changes.
 */
export async function decideApplication(t: Tenant, input: ApplicationDecideInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const a = await applicationDetail(tt, input.id, true, true);
    const [{ state } = { state: AUDIT_STATES.pending as AuditState }] = await rows<{ state: AuditState }>(
      tx,
      sql`select audit_state as state from spare_applications a where ${mineSql(tt, 'a')} and a.id = ${a.id}`,
    );
    const to = input.pass ? AUDIT_STATES.passed : AUDIT_STATES.rejected;
    if (!canDecide(state, to)) throw spareErrors.ALREADY_DECIDED({ field: 'id' });
    if (input.pass) {
      await requireMode(tt, true);
      const w = { kind: STOCK_HOLDERS.warehouse, id: a.warehouseId };
      const p = { kind: STOCK_HOLDERS.person, id: a.applicantId };
      const request = a.type === APPLICATION_TYPES.request;
      await post(
        tt,
        request ? MOVEMENT_KINDS.request : MOVEMENT_KINDS.return,
        moveLines(a.items, request ? w : p, request ? p : w),
        { docKind: 'application', docId: a.id, note: a.note },
      );
    }
    await tx.execute(
      sql`update spare_applications a set audit_state = ${to}, reviewer_id = ${t.user.id}, reviewed_at = now(),
            reject_reason = ${input.pass ? null : (input.rejectReason ?? null)}
          where ${mineSql(tt, 'a')} and a.id = ${a.id} and a.audit_state = ${AUDIT_STATES.pending}`,
    );
    return applicationDetail(tt, a.id, true);
  });
}

/** The badge (GET /spare/data/personalApprovalList): applications of these types in this state. */
export async function approvalCount(t: TenantDb, types: number[], auditState: number) {
  const [row] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from spare_applications a where ${mineSql(t, 'a')}
          and a.audit_state = ${auditState} and a.type in (${sql.join(
            types.map((x) => sql`${x}`),
            sql`, `,
          )})`,
  );
  return { count: row?.n ?? 0 };
}
