import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { FORM_KINDS, type ContractListQuery, type MaintenanceContractSaveInput } from '@fieldline/domain';
import { maintenanceContracts, maintenancePlans } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, type Tenant, type TenantDb } from '../../core/tenant';
import { actorOf, requireCustomer } from '../customers';
import { validateRecordValues } from '../forms';
import { contractErrors } from './errors';

type ContractRow = typeof maintenanceContracts.$inferSelect;
const live = (t: TenantDb, ...rest: (SQL | undefined)[]) =>
  mine(t, maintenanceContracts, isNull(maintenanceContracts.deletedAt), ...rest);

export const shapeContract = (c: ContractRow) => ({
  id: c.id,
  name: c.name,
  customerId: c.customerId,
  customerName: c.customerName,
  contractDate: c.contractDate,
  amount: c.amount,
  note: c.note,
  templateId: c.templateId,
  customValues: c.customValues,
  createdAt: c.createdAt.toISOString(),
});

const filterOf = (t: TenantDb, q: Pick<ContractListQuery, 'keyword' | 'customerId'>) =>
  live(
    t,
    q.keyword ? ilike(maintenanceContracts.name, likePattern(q.keyword)) : undefined,
    q.customerId ? eq(maintenanceContracts.customerId, q.customerId) : undefined,
  );

/** GET /v2/maintenance/contract/list: newest first, by name or customer. */
export async function listContracts(t: TenantDb, q: ContractListQuery) {
  const where = filterOf(t, q);
  const [list, total] = await Promise.all([
    t.db
      .select()
      .from(maintenanceContracts)
      .where(where)
      .orderBy(desc(maintenanceContracts.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    countContracts(t, q),
  ]);
  return { list: list.map(shapeContract), total };
}

export async function countContracts(t: TenantDb, q: Pick<ContractListQuery, 'keyword' | 'customerId'>) {
  const [row] = await t.db.select({ n: count() }).from(maintenanceContracts).where(filterOf(t, q));
  return row?.n ?? 0;
}

export async function requireContract(t: TenantDb, id: number, field = 'id') {
  const [c] = await t.db
    .select()
    .from(maintenanceContracts)
    .where(live(t, eq(maintenanceContracts.id, id)));
  if (!c) throw contractErrors.CONTRACT_NOT_FOUND({ field });
  return c;
}

/** GET /v2/maintenance/contract/detail/:id: the contract and its plans' count. */
export async function contractDetail(t: TenantDb, id: number) {
  const c = await requireContract(t, id);
  const [plans] = await t.db
    .select({ n: count() })
    .from(maintenancePlans)
    .where(
      mine(t, maintenancePlans, eq(maintenancePlans.contractId, id), isNull(maintenancePlans.deletedAt)),
    );
  return { ...shapeContract(c), planCount: plans?.n ?? 0 };
}

/** POST /v2/maintenance/contract/save: the customer must be one the caller may see; custom fields of kind 25. */
export async function saveContract(t: Tenant, input: MaintenanceContractSaveInput) {
  const previous = input.id ? await requireContract(t, input.id) : null;
  const customer = await requireCustomer(t.db, await actorOf(t), input.customerId, 'customerId');
  const { templateId, values } = await validateRecordValues(t, {
    kind: FORM_KINDS.maintenanceContract,
    templateId: previous?.templateId ?? undefined,
    input: input.customValues,
    previous: previous?.customValues,
  });
  const row = {
    name: input.name,
    customerId: customer.id,
    customerName: customer.name,
    contractDate: input.contractDate,
    amount: input.amount,
    note: input.note ?? null,
    templateId,
    customValues: values,
  };
  if (previous) {
    await t.db
      .update(maintenanceContracts)
      .set({ ...row, updatedAt: new Date() })
      .where(live(t, eq(maintenanceContracts.id, previous.id)));
    return { id: previous.id };
  }
  const [created] = await t.db
    .insert(maintenanceContracts)
    .values({ ...row, enterpriseId: t.enterpriseId, createdBy: t.user.id })
    .returning({ id: maintenanceContracts.id });
  return { id: created!.id };
}

/** DELETE /v2/maintenance/contract/delete/:id: only a contract without live plans (soft). */
export async function deleteContract(t: TenantDb, id: number) {
  await requireContract(t, id);
  const [plan] = await t.db
    .select({ id: maintenancePlans.id })
    .from(maintenancePlans)
    .where(
      and(mine(t, maintenancePlans, eq(maintenancePlans.contractId, id)), isNull(maintenancePlans.deletedAt)),
    )
    .limit(1);
  if (plan) throw contractErrors.CONTRACT_HAS_PLANS({ field: 'id' });
  await t.db
    .update(maintenanceContracts)
    .set({ deletedAt: new Date() })
    .where(live(t, eq(maintenanceContracts.id, id)));
}
