import { sql } from 'drizzle-orm';
import { ORDER_STATES, POOL_SWEEP_BATCH } from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import { idArray } from '../../core/sql';
import { allTenants, asTenant, mineSql, type Tenant } from '../../core/tenant';
import { rows, type Db } from '../../db/client';
import { appendEvent } from '../events';
import { writeLog } from './log';

/** Transactions one run takes at most (the next minute's run takes the rest). */
const POOL_SWEEP_BATCHES_PER_RUN = 50;

interface Expired {
  enterprise_id: number | string;
  id: number | string;
  order_no: string;
  title: string;
}

/**
 * Returns one batch of expired pooled orders to assignment (1 + pooled → 1), in one transaction:
 * the rows are taken `for update skip locked` (a second sweeper skips them, a grab or recall holding
 * one is not waited for: its order is no longer pooled when it commits), then each enterprise's
 * orders are cleared, with a timeline row (action poolExpired, no user) and the domain event
 * order.poolExpired, as that enterprise. Answers how many returned.
 */
async function sweepBatch(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const due = await allTenants(() =>
      rows<Expired>(
        tx,
        sql`select enterprise_id, id, order_no, title from orders
             where pooled_at is not null and pool_expires_at <= ${now.toISOString()}::timestamptz
             order by pool_expires_at limit ${POOL_SWEEP_BATCH}
             for update skip locked`,
      ),
    );
    const byEnterprise = new Map<number, Expired[]>();
    for (const o of due) {
      const ep = Number(o.enterprise_id);
      byEnterprise.set(ep, [...(byEnterprise.get(ep) ?? []), o]);
    }
    for (const [enterpriseId, list] of byEnterprise)
      await asTenant(enterpriseId, async () => {
        const t = {
          db: tx,
          enterpriseId,
          // the sweep acts for nobody: the event and the timeline row carry no user
          user: { id: null } as unknown as Tenant['user'],
          written: { events: 0 },
        };
        await tx.execute(
          sql`update orders o set pooled_at = null, pooled_by = null, pool_expires_at = null,
                 version = o.version + 1, updated_at = now()
               where ${mineSql(t, 'o')} and o.id = any(${idArray(list.map((o) => Number(o.id)))})`,
        );
        for (const o of list) {
          await writeLog(t, Number(o.id), null, {
            action: 'poolExpired',
            fromState: ORDER_STATES.assignment,
            toState: ORDER_STATES.assignment,
          });
          await appendEvent(t, 'order.poolExpired', Number(o.id), {
            orderNo: o.order_no,
            title: o.title,
            fromState: ORDER_STATES.assignment,
            toState: ORDER_STATES.assignment,
            note: null,
          });
        }
      });
    return due.length;
  });
}

/** The pool sweep (each minute): every pooled order past its return time goes back to assignment. */
export async function returnExpiredPool(ctx: Pick<AppContext, 'db' | 'events'>, now = new Date()) {
  let returned = 0;
  for (let i = 0; i < POOL_SWEEP_BATCHES_PER_RUN; i++) {
    const n = await sweepBatch(ctx.db, now);
    returned += n;
    if (n < POOL_SWEEP_BATCH) break;
  }
  if (returned) ctx.events.kick();
  return { returned };
}
