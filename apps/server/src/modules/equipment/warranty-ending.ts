import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';

export interface WarrantyEnding {
  id: number;
  warrantyEnd: string;
  serialNumber: string | null;
  productName: string;
  customerName: string;
  /** The customer's owner (salesperson), if it has one. */
  ownerUserId: number | null;
}

/**
 * Customer equipment whose warranty ends between two dates ('YYYY-MM-DD', both included), of
 * customers not in the recycle bin: the warranty expiration reminders (notices; spec-shell "warranty
 * expiration reminder"). Reads customer_products_warranty_idx.
 */
export async function warrantyEndingBetween(
  t: TenantDb,
  from: string,
  to: string,
): Promise<WarrantyEnding[]> {
  const found = await rows<{
    id: number;
    warranty_end: string;
    serial_number: string | null;
    product_name: string;
    customer_name: string;
    owner_user_id: number | null;
  }>(
    t.db,
    sql`select cp.id::int as id, cp.warranty_end::text as warranty_end, cp.serial_number,
               p.name as product_name, c.name as customer_name, c.owner_user_id::int as owner_user_id
          from customer_products cp
          join customers c on c.enterprise_id = cp.enterprise_id and c.id = cp.customer_id
          join products p on p.enterprise_id = cp.enterprise_id and p.id = cp.product_id
         where ${mineSql(t, 'cp')} and cp.deleted_at is null and c.deleted_at is null
           and cp.warranty_end between ${from}::date and ${to}::date
         order by cp.warranty_end, cp.id`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    warrantyEnd: r.warranty_end,
    serialNumber: r.serial_number,
    productName: r.product_name,
    customerName: r.customer_name,
    ownerUserId: r.owner_user_id === null ? null : Number(r.owner_user_id),
  }));
}
