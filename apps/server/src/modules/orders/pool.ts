import { desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_ACCESS,
  ORDER_DATA_CODES,
  TAG_OBJECT_KINDS,
  TOTAL_COUNT_CAP,
  addDuration,
  grabBlock,
  inAreas,
  NATIONWIDE_PREFIX,
  type GrabBlock,
  type PoolArea,
  type PoolListQuery,
  type PoolPage,
  type PoolRow,
  type PoolSettings,
} from '@fieldline/domain';
import type { z } from 'zod';
import type { poolOrderSchema, poolPutSchema } from '@fieldline/domain';
import { coreErrors } from '../../core/errors';
import { idArray, likePattern } from '../../core/sql';
import { mine, mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { rows } from '../../db/client';
import { orders, users } from '../../db/schema';
import { orderErrors } from './errors';
import { isoText } from './queries';
import { poolSettingsOf } from './pool-settings';
import { applyTransition, runTransition } from './transition';

/** Open work of a grabbed order: what the per-person cap counts (pending acceptance to approval). */
const OPEN_GRABBED = sql.raw('2, 3, 4, 7');

/** What the caller is to the pool: in the audience, their teams' areas, their open grabbed orders. */
interface CallerStanding {
  inAudience: boolean;
  areas: PoolArea[];
  open: number;
}

async function standingOf(t: TenantDb & { user: { id: number } }, s: PoolSettings): Promise<CallerStanding> {
  const me = t.user.id;
  const [r] = await rows<{ in_audience: boolean; areas: PoolArea[] | null; open: number }>(
    t.db,
    sql`select
      ${
        s.audience === 'teams'
          ? sql`exists (select 1 from team_members tm where ${mineSql(t, 'tm')} and tm.user_id = ${me}
               and tm.team_id = any(${idArray(s.teamIds)}))`
          : s.audience === 'tags'
            ? sql`exists (select 1 from object_tags ot where ${mineSql(t, 'ot')} and ot.object_kind = ${TAG_OBJECT_KINDS.person}
                 and ot.object_id = ${me} and ot.tag_id = any(${idArray(s.tagIds)}))`
            : sql`true`
      } as in_audience,
      ${
        s.audience === 'area'
          ? sql`(select jsonb_agg(a.area) from team_members tm
                  join service_teams st on st.enterprise_id = tm.enterprise_id and st.id = tm.team_id
                  cross join jsonb_array_elements(st.areas) as a(area)
                 where ${mineSql(t, 'tm')} and tm.user_id = ${me})`
          : sql`null::jsonb`
      } as areas,
      (select count(*)::int from orders o where ${mineSql(t, 'o')} and o.server_user_id = ${me}
         and o.grabbed_at is not null and o.state in (${OPEN_GRABBED})
         and o.deleted_at is null and o.archived_at is null) as open`,
  );
  return { inAudience: !!r!.in_audience, areas: r!.areas ?? [], open: Number(r!.open) };
}

const factsOf = (t: Tenant, s: PoolSettings, st: CallerStanding, inArea: boolean) => ({
  hasGrabCode: t.powers.includes(ORDER_ACCESS.grab),
  audience: s.audience,
  inAudience: st.inAudience,
  inArea,
  open: st.open,
  grabCap: s.grabCap,
});

/** The caller's block before the order's area is known (area mode: assume inside). */
const personalBlock = (t: Tenant, s: PoolSettings, st: CallerStanding) => grabBlock(factsOf(t, s, st, true));

/** The order's address (alias `orders`) lies in one of the areas (a bound JSON array): inAreas in SQL. */
const inAreasSql = (
  areas: PoolArea[],
) => sql`exists (select 1 from jsonb_array_elements(${JSON.stringify(areas)}::jsonb) a
  where starts_with(a->>'province', ${NATIONWIDE_PREFIX}) or a->>'province' = orders.address->>'province'
    and (coalesce(a->>'city', '') = '' or a->>'city' = orders.address->>'city')
    and (coalesce(a->>'region', '') = '' or a->>'region' = orders.address->>'region'))`;

const mayDispatch = (t: Tenant) => t.powers.includes(ORDER_ACCESS.dispatch);

function requirePoolAccess(t: Tenant) {
  if (!t.powers.includes(ORDER_ACCESS.grab) && !mayDispatch(t)) throw orderErrors.POOL_NO_ACCESS();
}

/**
 * The pool's condition for the caller: the enterprise's pooled working orders with the filters;
 * `onlyGrabbable` (the grabbable filter, the badge, or a staff member under "hide others") narrows to
 * the orders the caller may grab, or to none when their block is personal.
 */
function poolWhere(
  t: Tenant,
  f: Pick<PoolListQuery, 'keyword' | 'priority' | 'templateId'>,
  areaFilter: SQL | undefined,
  none: boolean,
) {
  return mine(
    t,
    orders,
    sql`${orders.pooledAt} is not null and ${orders.deletedAt} is null and ${orders.archivedAt} is null`,
    f.keyword ? sql`${orders.searchText} like ${likePattern(f.keyword.toLowerCase())}` : undefined,
    f.priority ? eq(orders.priority, f.priority) : undefined,
    f.templateId ? eq(orders.templateId, f.templateId) : undefined,
    areaFilter,
    none ? sql`false` : undefined,
  );
}

interface PoolScope {
  settings: PoolSettings;
  standing: CallerStanding;
  block: GrabBlock | null;
  where: SQL;
}

async function scopeOf(t: Tenant, f: PoolListQuery | Record<string, never>, onlyGrabbable: boolean) {
  const settings = await poolSettingsOf(t);
  const standing = await standingOf(t, settings);
  const block = personalBlock(t, settings, standing);
  // dispatchers see the whole pool; staff under "hide others" only what they may grab by audience
  const hide = onlyGrabbable || (settings.hideOthers && !mayDispatch(t));
  const areaMode = settings.audience === 'area';
  const none =
    hide &&
    (onlyGrabbable ? block !== null : block === 'team' || block === 'skill' || block === 'permission');
  const where = poolWhere(t, f, hide && areaMode ? inAreasSql(standing.areas) : undefined, none);
  return { settings, standing, block, where } satisfies PoolScope;
}

/** GET /v2/order/pool/list: one page of the pool, newest pooled first, each row saying whether I may grab it. */
export async function poolPage(t: Tenant, query: PoolListQuery): Promise<PoolPage> {
  requirePoolAccess(t);
  const { settings, standing, block, where } = await scopeOf(t, query, !!query.grabbable);
  const areaMode = settings.audience === 'area';
  const [found, [n]] = await Promise.all([
    t.db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        title: orders.title,
        priority: orders.priority,
        templateName: sql<string>`coalesce((select ft.name from form_templates ft
          where ft.enterprise_id = orders.enterprise_id and ft.id = orders.template_id), '')`,
        customerName: orders.customerName,
        addressText: orders.addressText,
        appointmentAt: sql<string | null>`${isoText(orders.appointmentAt)}`,
        pooledAt: sql<string>`${isoText(orders.pooledAt)}`,
        poolExpiresAt: sql<string | null>`${isoText(orders.poolExpiresAt)}`,
        inArea: areaMode ? sql<boolean>`${inAreasSql(standing.areas)}` : sql<boolean>`true`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.pooledAt), desc(orders.id))
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize),
    countPool(t, where),
  ]);
  const list: PoolRow[] = found.map(({ inArea, ...r }) => ({
    ...r,
    block: grabBlock(factsOf(t, settings, standing, !!inArea)),
  }));
  return {
    list,
    total: n,
    me: {
      mayGrab: t.powers.includes(ORDER_ACCESS.grab),
      block,
      open: standing.open,
      grabCap: settings.grabCap,
      audience: settings.audience,
    },
  };
}

/** Pooled orders matching, counted up to one past TOTAL_COUNT_CAP (the pool index holds only pooled rows). */
const countPool = (t: TenantDb, where: SQL) =>
  rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from (select 1 from orders where ${where} limit ${TOTAL_COUNT_CAP + 1}) m`,
  ).then((r) => [Math.min(Number(r[0]?.n ?? 0), TOTAL_COUNT_CAP)] as const);

/**
 * The badge (GET /v2/order/getOrderListCount?is_grab=1): for a holder of the grab code the pooled
 * orders they may grab now, for a dispatcher without it the whole pool; 0 for anyone else.
 */
export async function poolCount(t: Tenant) {
  if (!t.powers.includes(ORDER_ACCESS.grab) && !mayDispatch(t)) return 0;
  const { where } = await scopeOf(t, {}, t.powers.includes(ORDER_ACCESS.grab));
  const [n] = await countPool(t, where);
  return n;
}

/**
 * Whether the pool shows this order to the caller (a holder of the grab code, as the pool list
 * would: the whole pool, or under "hide others" what they may grab): staff of a personal data scope
 * may then open its detail before grabbing it.
 */
export async function poolShows(t: Tenant, orderId: number) {
  if (!t.powers.includes(ORDER_ACCESS.grab)) return false;
  const { where } = await scopeOf(t, {}, false);
  const [found] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${where} and ${orders.id} = ${orderId}`);
  return !!found;
}

type PoolPut = z.infer<typeof poolPutSchema>;
type PoolOrder = z.infer<typeof poolOrderSchema>;

const poolColumns = (t: Tenant, s: PoolSettings, now: Date) => ({
  pooledAt: now,
  pooledBy: t.user.id,
  poolExpiresAt: addDuration(now, s.duration, s.durationUnit),
});
const outOfPool = { pooledAt: null, pooledBy: null, poolExpiresAt: null };

/**
 * A dispatcher puts orders pending assignment in the pool (1 → 1 + pooled); they return to assignment
 * after the settings' time. Several at once is a batch operation (120). All or none.
 */
export async function putInPool(t: Tenant, input: PoolPut) {
  if (input.orderIds.length > 1 && !t.powers.includes(ORDER_DATA_CODES.batch))
    throw coreErrors.NO_PERMISSION();
  const settings = await poolSettingsOf(t);
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const done = [];
    for (const orderId of new Set(input.orderIds))
      done.push(
        await applyTransition(tt, orderId, 'putInPool', {
          log: { note: input.note ?? null },
          // the pooling dispatcher is the assigner who hears of the grab (messages)
          before: () => ({ ...poolColumns(t, settings, new Date()), assignedBy: t.user.id }),
        }),
      );
    return done;
  });
}

/** A dispatcher takes a pooled order back (1 + pooled → 1). */
export const recallFromPool = (t: Tenant, input: PoolOrder) =>
  runTransition(t, input.orderId, 'recall', { log: { note: input.note ?? null }, before: () => outOfPool });

/**
 * A service person grabs a pooled order (1 + pooled → 3) and becomes its server. Their user row is
 * locked first, so their own grabs run one at a time and the cap holds; the order's row lock and the
 * version compare-and-set make exactly one of several grabbers win. The loser is answered
 * ORDER_ALREADY_GRABBED; the pool's rules (audience, area, cap) refuse with their own codes.
 */
export async function grabOrder(t: Tenant, input: PoolOrder) {
  const settings = await poolSettingsOf(t);
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    // no key update: one person's grabs queue here, while foreign-key checks on the row (a message to
    // them, their session) are not held up
    await tt.db
      .select({ id: users.id })
      .from(users)
      .where(mine(tt, users, eq(users.id, t.user.id)))
      .for('no key update');
    return applyTransition(tt, input.orderId, 'grab', {
      anyOfEnterprise: true,
      log: { note: input.note ?? null },
      before: async (order) => {
        const standing = await standingOf(tt, settings);
        const block = grabBlock(factsOf(t, settings, standing, inAreas(order.address, standing.areas)));
        if (block) throw blockError(block, settings);
        const now = new Date();
        return { ...outOfPool, serverUserId: t.user.id, grabbedAt: now, acceptedAt: now };
      },
    });
  });
}

function blockError(block: GrabBlock, s: PoolSettings) {
  switch (block) {
    case 'team':
      return orderErrors.POOL_NOT_IN_TEAM({ field: 'orderId' });
    case 'skill':
      return orderErrors.POOL_NO_SKILL({ field: 'orderId' });
    case 'area':
      return orderErrors.POOL_OUTSIDE_AREA({ field: 'orderId' });
    case 'cap':
      return orderErrors.POOL_CAP_REACHED({ field: 'orderId', params: { cap: s.grabCap } });
    default:
      return coreErrors.NO_PERMISSION();
  }
}

/**
 * The grabber gives a grabbed order back (3 → 1 + pooled) within the settings' window: it goes back
 * in the pool with a fresh return time (docs/decisions.md: revoke grab starts from 3).
 */
export async function revokeGrab(t: Tenant, input: PoolOrder) {
  const settings = await poolSettingsOf(t);
  return runTransition(t, input.orderId, 'revokeGrab', {
    log: { note: input.note ?? null },
    options: { giveBack: settings },
    before: () => ({
      ...poolColumns(t, settings, new Date()),
      serverUserId: null,
      grabbedAt: null,
      acceptedAt: null,
    }),
  });
}
