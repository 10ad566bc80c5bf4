import { sql, type SQL } from 'drizzle-orm';
import {
  FORM_KINDS,
  SALES_STATES,
  SALES_TRANSITIONS,
  APPROVAL_RESULTS,
  DATA_SCOPES,
  canSales,
  instalmentState,
  money,
  toCents,
  salesActionsFrom,
  type SalesAction,
  type SalesContractSaveInput,
  type SalesListQuery,
  type SalesStatusInput,
} from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { likePattern } from '../../core/sql';
import { mineSql, type Tenant } from '../../core/tenant';
import { actorOf, requireCustomer } from '../customers';
import { validateRecordValues } from '../forms';
import { contractErrors } from './errors';
import { requireUser } from './people';
import { paymentPlansOf, paymentsOf } from './sales-payments';

interface SalesRow {
  id: number;
  contractNo: string;
  name: string;
  customerId: number;
  customerName: string;
  signerUserId: number | null;
  signerName: string | null;
  contractDate: string;
  startDate: string | null;
  endDate: string | null;
  state: number;
  approval: number;
  rejectReason: string | null;
  amount: string;
  received: string;
  shippingState: number;
  signingState: number;
  createdBy: number | null;
  createdAt: string;
}

const SELECT = sql`select s.id::int as id, s.contract_no as "contractNo", s.name, s.customer_id::int as "customerId",
    s.customer_name as "customerName", s.signer_user_id::int as "signerUserId", u.name as "signerName",
    s.contract_date::text as "contractDate", s.start_date::text as "startDate", s.end_date::text as "endDate",
    s.state, s.approval, s.reject_reason as "rejectReason", s.amount::text as amount, s.received::text as received,
    s.shipping_state as "shippingState", s.signing_state as "signingState", s.created_by::int as "createdBy",
    s.created_at as "createdAt"
  from sales_contracts s left join users u on u.enterprise_id = s.enterprise_id and u.id = s.signer_user_id`;

/** Payment progress from what was received against the amount: 1 unpaid, 2 partly, 3 paid. */
const paymentState = (amount: string, received: string) =>
  instalmentState(toCents(amount), toCents(received));

const shape = (s: SalesRow) => ({
  ...s,
  paymentState: paymentState(s.amount, s.received),
  actions: salesActionsFrom(s.state),
});

/** A salesperson's data scope is personal: they see the contracts they created or sign. */
const scopeOf = (t: Tenant, mine?: boolean): SQL =>
  t.dataScope === DATA_SCOPES.personal || mine
    ? sql`(s.created_by = ${t.user.id} or s.signer_user_id = ${t.user.id})`
    : sql`true`;

function whereOf(t: Tenant, q: Omit<SalesListQuery, 'pageSize' | 'pageIndex'>) {
  const parts: SQL[] = [mineSql(t, 's'), sql`s.deleted_at is null`, scopeOf(t, q.mine)];
  if (q.state) parts.push(sql`s.state = ${q.state}`);
  if (q.customerId) parts.push(sql`s.customer_id = ${q.customerId}`);
  if (q.keyword)
    parts.push(sql`(s.name ilike ${likePattern(q.keyword)} or s.contract_no ilike ${likePattern(q.keyword)}
                    or s.customer_name ilike ${likePattern(q.keyword)})`);
  return sql.join(parts, sql` and `);
}

/** GET /v2/salesContract/list: newest first (state, customer, keyword, mine). */
export async function listSales(t: Tenant, q: SalesListQuery) {
  const where = whereOf(t, q);
  const [list, [total]] = await Promise.all([
    rows<SalesRow>(
      t.db,
      sql`${SELECT} where ${where} order by s.id desc limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from sales_contracts s where ${where}`),
  ]);
  return { list: list.map(shape), total: total?.n ?? 0 };
}

export async function requireSales(t: Tenant, id: number, field = 'id', db: Db = t.db, lock = false) {
  const [s] = await rows<SalesRow>(
    db,
    sql`${SELECT} where ${mineSql(t, 's')} and s.deleted_at is null and ${scopeOf(t)} and s.id = ${id}
        ${lock ? sql`for update of s` : sql``}`,
  );
  if (!s) throw contractErrors.CONTRACT_NOT_FOUND({ field });
  return s;
}

/** GET /v2/salesContract/detail/:id: the contract, products, custom values, instalments, payments, log. */
export async function salesDetail(t: Tenant, id: number) {
  const s = await requireSales(t, id);
  const [extra] = await rows<{
    products: unknown;
    customValues: unknown;
    templateId: number | null;
    note: string | null;
  }>(
    t.db,
    sql`select products, custom_values as "customValues", template_id::int as "templateId", note
          from sales_contracts where ${mineSql(t)} and id = ${id}`,
  );
  const [plans, payments, log] = await Promise.all([
    paymentPlansOf(t, id),
    paymentsOf(t, id),
    rows(
      t.db,
      sql`select l.action, l.from_state as "fromState", l.to_state as "toState", l.note, l.created_at as "createdAt",
                 u.name as "userName"
            from sales_contract_logs l left join users u on u.enterprise_id = l.enterprise_id and u.id = l.user_id
           where ${mineSql(t, 'l')} and l.contract_id = ${id} order by l.id`,
    ),
  ]);
  return { ...shape(s), ...extra!, paymentPlans: plans, payments, log };
}

const writeLog = (
  t: Tenant,
  db: Db,
  id: number,
  action: string,
  from: number | null,
  to: number | null,
  note: string | null = null,
) =>
  db.execute(
    sql`insert into sales_contract_logs (enterprise_id, contract_id, user_id, action, from_state, to_state, note)
        values (${t.enterpriseId}, ${id}, ${t.user.id}, ${action}, ${from}, ${to}, ${note})`,
  );

/**
 * POST /v2/salesContract/save: a new contract (pending submission) or a change while it is pending
 * submission. The amount is the products' total in exact cents; the number is unique among live contracts.
 */
export async function saveSales(t: Tenant, input: SalesContractSaveInput) {
  const previous = input.id ? await requireSales(t, input.id) : null;
  if (previous && previous.state !== SALES_STATES.draft) throw contractErrors.SALES_STATE({ field: 'id' });
  const customer = await requireCustomer(t.db, await actorOf(t), input.customerId, 'customerId');
  await requireUser(t, input.signerUserId, 'signerUserId');
  const [taken] = await rows<{ id: number }>(
    t.db,
    sql`select id::int as id from sales_contracts where ${mineSql(t)} and deleted_at is null
          and contract_no = ${input.contractNo} ${previous ? sql`and id <> ${previous.id}` : sql``}`,
  );
  if (taken) throw contractErrors.CONTRACT_NO_TAKEN({ field: 'contractNo' });
  const prevValues = previous
    ? (
        await rows<{ v: Record<string, unknown>; tid: number | null }>(
          t.db,
          sql`select custom_values as v, template_id::int as tid from sales_contracts where ${mineSql(t)} and id = ${previous.id}`,
        )
      )[0]
    : undefined;
  const { templateId, values } = await validateRecordValues(t, {
    kind: FORM_KINDS.saleContract,
    templateId: prevValues?.tid ?? undefined,
    input: input.customValues,
    previous: prevValues?.v as never,
  });
  const products = input.products.map((p) => ({
    productId: p.productId ?? null,
    name: p.name,
    quantity: p.quantity,
    price: p.price,
    amount: money.times(p.price, p.quantity),
  }));
  const amount = money.sum(...products.map((p) => p.amount));
  // numeric(15,2): 13 digits before the point (spec-business §5)
  if (toCents(amount) >= 10n ** 15n) throw contractErrors.AMOUNT_TOO_LARGE({ field: 'products' });
  const cols = sql`contract_no = ${input.contractNo}, name = ${input.name}, customer_id = ${customer.id},
    customer_name = ${customer.name}, signer_user_id = ${input.signerUserId ?? null}, contract_date = ${input.contractDate},
    start_date = ${input.startDate ?? null}, end_date = ${input.endDate ?? null}, products = ${JSON.stringify(products)}::jsonb,
    amount = ${amount}, note = ${input.note ?? null}, template_id = ${templateId}, custom_values = ${JSON.stringify(values)}::jsonb`;
  return t.db.transaction(async (tx) => {
    if (previous) {
      await tx.execute(
        sql`update sales_contracts set ${cols}, updated_at = now(),
              expiry_notified_at = case when end_date is distinct from ${input.endDate ?? null}::date
                                        then null else expiry_notified_at end
             where ${mineSql(t)} and id = ${previous.id}`,
      );
      await writeLog(t, tx, previous.id, 'edit', previous.state, previous.state);
      return { id: previous.id, amount };
    }
    const [created] = await rows<{ id: number }>(
      tx,
      sql`insert into sales_contracts (enterprise_id, contract_no, name, customer_id, customer_name, contract_date, created_by)
          values (${t.enterpriseId}, ${input.contractNo}, ${input.name}, ${customer.id}, ${customer.name}, ${input.contractDate}, ${t.user.id})
          returning id::int as id`,
    );
    await tx.execute(sql`update sales_contracts set ${cols} where ${mineSql(t)} and id = ${created!.id}`);
    await writeLog(t, tx, created!.id, 'create', null, SALES_STATES.draft);
    return { id: created!.id, amount };
  });
}

/** DELETE /v2/salesContract/delete/:id: only while pending submission (soft). */
export async function deleteSales(t: Tenant, id: number) {
  const s = await requireSales(t, id);
  if (s.state !== SALES_STATES.draft) throw contractErrors.SALES_STATE({ field: 'id' });
  await t.db.execute(sql`update sales_contracts set deleted_at = now() where ${mineSql(t)} and id = ${id}`);
}

/**
 * Submit (1 → 2), approve (2 → 3) or reject (2 → 1, reason required) as the transitions table allows,
 * with the state checked on the locked row so two approvers cannot both act; the log row commits with it.
 */
export async function transitionSales(
  t: Tenant,
  id: number,
  action: SalesAction,
  reason: string | null = null,
) {
  return t.db.transaction(async (tx) => {
    const s = await requireSales(t, id, 'id', tx, true);
    if (!canSales(s.state, action)) throw contractErrors.SALES_STATE({ field: 'id' });
    const to = SALES_TRANSITIONS[action].to;
    const approval =
      action === 'submit'
        ? APPROVAL_RESULTS.pending
        : action === 'approve'
          ? APPROVAL_RESULTS.passed
          : APPROVAL_RESULTS.rejected;
    await tx.execute(
      sql`update sales_contracts set state = ${to}, approval = ${approval},
             reject_reason = ${action === 'reject' ? reason : null}, updated_at = now()
           where ${mineSql(t)} and id = ${id}`,
    );
    await writeLog(t, tx, id, action, s.state, to, reason);
    return { id, state: to };
  });
}

/** POST /v2/salesContract/status: shipping and signing progress of an approved contract. */
export async function setSalesStatus(t: Tenant, input: SalesStatusInput) {
  const s = await requireSales(t, input.id);
  if (s.state !== SALES_STATES.approved) throw contractErrors.SALES_NOT_APPROVED({ field: 'id' });
  await t.db.execute(
    sql`update sales_contracts set shipping_state = ${input.shippingState ?? s.shippingState},
           signing_state = ${input.signingState ?? s.signingState}, updated_at = now()
         where ${mineSql(t)} and id = ${input.id}`,
  );
  await writeLog(t, t.db, input.id, 'status', s.state, s.state);
  return { id: input.id };
}
