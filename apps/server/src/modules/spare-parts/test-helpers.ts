import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import type { TestApp } from '../../test/app';

/** A holder's stock of a part ('0.00' when it never held any). */
export async function stockOf(
  t: TestApp,
  partId: number,
  holderKind: 1 | 2,
  holderId: number,
  enterpriseId = 1,
) {
  const [row] = await rows<{ qty: string }>(
    t.database.db,
    sql`select qty::text as qty from spare_stock where enterprise_id = ${enterpriseId} and part_id = ${partId}
          and holder_kind = ${holderKind} and holder_id = ${holderId}`,
  );
  return row?.qty ?? '0.00';
}

/** Every part and holder whose ledger sum differs from its stock, or whose stock is negative (should be none). */
export const ledgerMismatches = (t: TestApp) =>
  rows<{
    part_id: string;
    holder_kind: number;
    holder_id: string;
    qty: string | null;
    ledger: string | null;
  }>(
    t.database.db,
    sql`select coalesce(s.part_id, m.part_id) as part_id, coalesce(s.holder_kind, m.holder_kind) as holder_kind,
               coalesce(s.holder_id, m.holder_id) as holder_id, s.qty::text as qty, m.ledger::text as ledger
          from spare_stock s
          full join (select enterprise_id, part_id, holder_kind, holder_id, sum(delta) as ledger from spare_movements
                      group by enterprise_id, part_id, holder_kind, holder_id) m
            on m.enterprise_id = s.enterprise_id and m.part_id = s.part_id and m.holder_kind = s.holder_kind
           and m.holder_id = s.holder_id
         where coalesce(s.qty, 0) <> coalesce(m.ledger, 0) or s.qty < 0`,
  );
