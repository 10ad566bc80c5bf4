import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { registerSaleContractCheck } from '../orders';
import { contractErrors } from './errors';
import { requireSales } from './sales';

/**
 * Orders belonging to a sales contract (/createOrder?belongSaleContractId, SS:173): the orders module
 * asks this check on create and edit. The contract must be a live one of the enterprise and, when the
 * order has a customer, that customer's (refused 400 naming belongSaleContractId).
 */
export async function checkOrderSaleContract(t: TenantDb, contractId: number, customerId: number | null) {
  const [found] = await rows<{ customer_id: number }>(
    t.db,
    sql`select customer_id::int as customer_id from sales_contracts
         where ${mineSql(t)} and id = ${contractId} and deleted_at is null`,
  );
  if (!found) throw contractErrors.ORDER_SALE_CONTRACT_NOT_FOUND({ field: 'belongSaleContractId' });
  if (customerId && found.customer_id !== customerId)
    throw contractErrors.ORDER_SALE_CONTRACT_CUSTOMER({ field: 'belongSaleContractId' });
}
registerSaleContractCheck(checkOrderSaleContract);

/** GET /v2/salesContract/orders: the live orders belonging to a contract the caller may see, newest first. */
export async function salesOrders(t: Tenant, id: number, pageSize: number, pageIndex: number) {
  await requireSales(t, id);
  const where = sql`${mineSql(t, 'o')} and o.belong_sale_contract_id = ${id} and o.deleted_at is null`;
  const [list, [total]] = await Promise.all([
    rows<{
      id: number;
      orderNo: string;
      title: string;
      state: number;
      serverName: string | null;
      createdAt: string;
    }>(
      t.db,
      sql`select o.id::int as id, o.order_no as "orderNo", o.title, o.state, u.name as "serverName",
                 o.created_at as "createdAt"
            from orders o left join users u on u.enterprise_id = o.enterprise_id and u.id = o.server_user_id
           where ${where} order by o.id desc limit ${pageSize} offset ${pageIndex * pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from orders o where ${where}`),
  ]);
  return { list, total: total?.n ?? 0 };
}
