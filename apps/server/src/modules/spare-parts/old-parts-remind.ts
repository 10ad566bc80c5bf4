import { sql } from 'drizzle-orm';
import {
  OLD_PART_REMIND_BATCH,
  OLD_PART_STATES,
  SETTING_OLD_PART_REMIND_DAYS,
  SPARE_TIME_ZONE,
  dateIn,
} from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import { rows, type Db } from '../../db/client';
import { allTenants, asTenant, mineSql, type TenantDb } from '../../core/tenant';
import { appendEvent, type DomainEvent } from '../events';
import { deliverObjectEvent } from '../messages';
import { settingValue } from '../system-settings';

export const OLD_PART_REMIND_QUEUE = 'spare-old-parts-remind';

interface Overdue {
  id: number;
  name: string;
  sn_code: string | null;
  order_no: string;
  days: number;
}

/**
 * One enterprise's old parts unreturned for at least its reminder days (50017; 0 turns reminders
 * off) and not yet reminded on `today` (China's day): each is marked reminded today and a
 * `spare.oldPartOverdue` event appended in the same transaction, in batches, so a rerun of the job on
 * the same day (or a retried one) reminds nobody twice. The message centre's setting of the kind
 * decides who hears and how (default: the engineer holding it, in-app). Answers how many.
 */
export async function remindOverdueIn(t: TenantDb, today: string) {
  const days = await settingValue(t, SETTING_OLD_PART_REMIND_DAYS);
  if (!days) return 0;
  let told = 0;
  for (;;) {
    const batch = await t.db.transaction(async (tx) => {
      const due = await rows<Overdue>(
        tx,
        sql`update old_parts o set reminded_on = ${today}::date
              from spare_parts p, orders ord
             where ${mineSql(t, 'o')} and p.enterprise_id = o.enterprise_id and p.id = o.part_id
               and ord.enterprise_id = o.enterprise_id and ord.id = o.order_id
               and (o.enterprise_id, o.id) in (
                 select x.enterprise_id, x.id from old_parts x
                  where x.enterprise_id = ${t.enterpriseId} and x.state = ${OLD_PART_STATES.unreturned}
                    and x.created_at <= now() - make_interval(days => ${days}::int)
                    and (x.reminded_on is null or x.reminded_on < ${today}::date)
                  order by x.id limit ${OLD_PART_REMIND_BATCH} for update skip locked)
            returning o.id::int as id, p.name, o.sn_code, ord.order_no,
                      floor(extract(epoch from (now() - o.created_at)) / 86400)::int as days`,
      );
      const writer = { db: tx, enterpriseId: t.enterpriseId, user: null, written: { events: 0 } };
      for (const o of due)
        await appendEvent(writer, 'spare.oldPartOverdue', o.id, {
          sparepart_name: o.name,
          sn_code: o.sn_code ?? '',
          order_no: o.order_no,
          days: String(o.days),
        });
      return due.length;
    });
    told += batch;
    if (batch < OLD_PART_REMIND_BATCH) return told;
  }
}

/** The daily job: every enterprise with unreturned old parts not reminded today, each as itself. */
export async function remindOverdueOldParts(db: Db, today = dateIn(SPARE_TIME_ZONE)) {
  const enterprises = await allTenants(() =>
    rows<{ enterprise_id: number }>(
      db,
      sql`select distinct enterprise_id::int as enterprise_id from old_parts
           where state = ${OLD_PART_STATES.unreturned} and (reminded_on is null or reminded_on < ${today}::date)`,
    ),
  );
  let told = 0;
  for (const { enterprise_id } of enterprises)
    told += await asTenant(enterprise_id, () => remindOverdueIn({ db, enterpriseId: enterprise_id }, today));
  return { told };
}

/**
 * The reminder's delivery (the spare-parts consumer of `spare.oldPartOverdue`): per the message
 * setting of the kind; "server" is the engineer who holds the old part now (after a handover, the
 * successor), and only while it is still unreturned.
 */
export function deliverOldPartReminder(t: TenantDb, event: DomainEvent) {
  const p = event.payload as Record<string, string>;
  const unreturned = sql`from old_parts o where ${mineSql(t, 'o')} and o.id = ${event.objectId}
    and o.state = ${OLD_PART_STATES.unreturned}`;
  return deliverObjectEvent(t, event, {
    number: p.sn_code || p.order_no || '',
    params: {
      sparepart_name: p.sparepart_name ?? '',
      sn_code: p.sn_code ?? '',
      order_no: p.order_no ?? '',
      days: p.days ?? '',
    },
    recipient: (who) => (who === 'server' ? sql`select o.engineer_id ${unreturned}` : undefined),
    exists: sql`exists (select 1 ${unreturned})`,
  });
}

// 00:00 UTC is 08:00 in China, the hour of the daily pushes
export const spareJobs = (ctx: AppContext): JobDef[] => [
  {
    name: OLD_PART_REMIND_QUEUE,
    cron: '0 0 * * *',
    run: async () => {
      const done = await remindOverdueOldParts(ctx.db);
      // the reminders' events are delivered now rather than at the dispatcher's next sweep
      if (done.told) ctx.events.kick();
      return done;
    },
  },
];
