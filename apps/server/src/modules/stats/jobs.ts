import { sql } from 'drizzle-orm';
import {
  DATA_SCOPES,
  ROLE_TYPES,
  STATS_ACCESS,
  STATS_PUSH_CRON,
  STATS_TIME_ZONE,
  addDays,
  dateIn,
} from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import { rows, type Db } from '../../db/client';
import {
  asTenant,
  enterpriseIds,
  forEachEnterprise,
  mineSql,
  withDb,
  type TenantDb,
} from '../../core/tenant';
import type { ReportScope } from '../../core/report-route';
import { deliverInApp } from '../messages';
import { rebuildStats } from './aggregates';
import { doneBy, createdBy, sumDone } from './queries';

export const STATS_REBUILD_QUEUE = 'stats-rebuild';
export const STATS_PUSH_QUEUE = 'stats-daily-push';

/**
 * The nightly catch-up: each enterprise's aggregates recounted from its orders, so changes that raise
 * no order event (an order moved to the recycle bin or restored, edited fields) are made good daily.
 */
export const rebuildAll = (db: Db) => forEachEnterprise(db, rebuildStats);

/** The managers told: enabled users with a role granting 10801, or an administrator. */
async function managersOf(t: TenantDb) {
  const found = await rows<{ id: number }>(
    t.db,
    sql`select distinct u.id::int as id from users u
      join user_roles ur on ur.enterprise_id = u.enterprise_id and ur.user_id = u.id
      join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
     where ${mineSql(t, 'u')} and u.enabled
       and (r.type = ${ROLE_TYPES.administrator} or r.permissions ? ${STATS_ACCESS.view})`,
  );
  return found.map((r) => r.id);
}

/**
 * One enterprise's push of `day`'s figures (orders created, completed, income, satisfaction) to its
 * managers' message centres. The push is recorded in the same transaction as the messages: a second
 * run for the same day finds the record and tells nobody. Answers how many were told.
 */
export async function pushDailyFigures(ctx: Pick<AppContext, 'db'>, t: TenantDb, day: string) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx as unknown as Db);
    const claimed = await rows<{ day: string }>(
      tx as unknown as Db,
      sql`insert into stat_pushes (enterprise_id, day) values (${t.enterpriseId}, ${day}::date)
          on conflict do nothing returning day::text as day`,
    );
    if (!claimed.length) return 0;
    const scope = {
      ...tt,
      app: ctx,
      userId: 0,
      dataScope: DATA_SCOPES.all,
      locale: 'zh_CN',
    } as unknown as ReportScope;
    const f = { window: 'range' as const, from: day, to: day };
    const created = (await createdBy(scope, f, ['state'])).reduce((a, r) => a + r.orders, 0);
    const done = sumDone(await doneBy(scope, f, null));
    const satisfied = done.evaluated ? `${Math.round((done.satisfied / done.evaluated) * 1000) / 10}%` : '—';
    const userIds = await managersOf(tt);
    const told = await deliverInApp(tt, {
      userIds,
      kind: 'stats.daily',
      title: { zh_CN: `${day} 数据日报`, en_GB: `Figures for ${day}` },
      body: {
        zh_CN: `新建工单 ${created}，完成 ${done.completed}，收入 ${done.amount} 元，评价 ${done.evaluated}，满意率 ${satisfied}`,
        en_GB: `${created} orders created, ${done.completed} completed, income CNY ${done.amount}, ${done.evaluated} evaluated, satisfaction ${satisfied}`,
      },
    });
    await tx.execute(
      sql`update stat_pushes set recipients = ${told.length} where ${mineSql(t)} and day = ${day}::date`,
    );
    return told.length;
  });
}

/** The 08:30 job: yesterday's figures (China time) for every enterprise, each as itself. */
export async function pushAll(ctx: Pick<AppContext, 'db'>, now = new Date()) {
  const day = addDays(dateIn(STATS_TIME_ZONE, now), -1);
  let told = 0;
  for (const id of await enterpriseIds(ctx.db))
    told += await asTenant(id, () => pushDailyFigures(ctx, { db: ctx.db, enterpriseId: id }, day));
  return { day, told };
}

export const statsJobs = (ctx: AppContext): JobDef[] => [
  // 19:00 UTC is 03:00 in China, when nobody works: the nightly recount
  { name: STATS_REBUILD_QUEUE, cron: '0 19 * * *', run: () => rebuildAll(ctx.db) },
  { name: STATS_PUSH_QUEUE, cron: STATS_PUSH_CRON, run: () => pushAll(ctx) },
];
