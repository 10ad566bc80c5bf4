import { z } from 'zod';
import type { Messages } from '../i18n';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import {
  boolQuery,
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  optionalText,
} from '../organization/common';
import { ORDER_BATCH_MAX, ORDER_NOTE_MAX, ORDER_PRIORITIES } from './constants';

/**
 * The open pool ("high seas", issue 22; spec-business §4 line 71, §8 "pool"): a dispatcher puts orders
 * pending assignment in the pool, service staff grab them (and become their server), a dispatcher
 * recalls them, a grabber may give one back within the settings' window, and the pool sweep returns
 * orders that stayed past their time to assignment.
 */

/**
 * Who may grab: every holder of the grab code ('all', spec-business §8 default), members of chosen
 * teams, staff whose teams' service areas hold the order's address, or staff carrying a chosen
 * person (skill) tag.
 */
export const POOL_AUDIENCES = ['all', 'teams', 'area', 'tags'] as const;
export type PoolAudience = (typeof POOL_AUDIENCES)[number];
/** spec-business §8: pool duration units. */
export const DURATION_UNITS = ['minutes', 'hours', 'days', 'months'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const POOL_DURATION_MAX = 999;
export const POOL_CAP_MAX = 999;
export const POOL_TEAMS_MAX = 50;
export const POOL_TAGS_MAX = 50;
/** Orders one pass of the pool sweep returns per transaction, and passes per run. */
export const POOL_SWEEP_BATCH = 200;

export interface PoolSettings {
  audience: PoolAudience;
  teamIds: number[];
  tagIds: number[];
  /** Staff see only the pooled orders they may grab (otherwise every one, with why not). */
  hideOthers: boolean;
  duration: number;
  durationUnit: DurationUnit;
  /** Open grabbed orders one person may hold at once; 0 = no cap. */
  grabCap: number;
  /** How long after grabbing the grabber may give the order back; 0 = never. */
  giveBack: number;
  giveBackUnit: DurationUnit;
}

/** What an enterprise that saved nothing gets (the table's defaults say the same). */
export const POOL_DEFAULTS: PoolSettings = {
  audience: 'all',
  teamIds: [],
  tagIds: [],
  hideOthers: false,
  duration: 1,
  durationUnit: 'days',
  grabCap: 0,
  giveBack: 30,
  giveBackUnit: 'minutes',
};

Object.assign(FIELD_LABELS, {
  audience: { zh_CN: '可见范围', en_GB: 'Who may grab' },
  teamIds: { zh_CN: '服务团队', en_GB: 'Teams' },
  tagIds: { zh_CN: '技能标签', en_GB: 'Skill tags' },
  duration: { zh_CN: '停留时长', en_GB: 'Time in the pool' },
  durationUnit: { zh_CN: '时长单位', en_GB: 'Unit' },
  grabCap: { zh_CN: '抢单上限', en_GB: 'Grab cap' },
  giveBack: { zh_CN: '退回时限', en_GB: 'Give-back window' },
  giveBackUnit: { zh_CN: '时限单位', en_GB: 'Unit' },
});
Object.assign(VALIDATION_MESSAGES, {
  poolTeamsRequired: {
    zh_CN: '按团队开放时请至少选择一个团队',
    en_GB: 'Choose at least one team when the pool is open to teams',
  },
  poolTagsRequired: {
    zh_CN: '按技能标签开放时请至少选择一个标签',
    en_GB: 'Choose at least one skill tag when the pool is open by skill',
  },
});

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const unit = z.enum(DURATION_UNITS);

/** PUT /v2/order/pool/settings. */
export const poolSettingsSchema = z
  .strictObject({
    audience: z.enum(POOL_AUDIENCES),
    teamIds: idListSchema(POOL_TEAMS_MAX).default([]),
    tagIds: idListSchema(POOL_TAGS_MAX).default([]),
    hideOthers: z.boolean().default(false),
    duration: count(1, POOL_DURATION_MAX),
    durationUnit: unit,
    grabCap: count(0, POOL_CAP_MAX),
    giveBack: count(0, POOL_DURATION_MAX),
    giveBackUnit: unit,
  })
  .superRefine((v, ctx) => {
    if (v.audience === 'teams' && !v.teamIds.length)
      ctx.addIssue({ code: 'custom', message: 'poolTeamsRequired', path: ['teamIds'] });
    if (v.audience === 'tags' && !v.tagIds.length)
      ctx.addIssue({ code: 'custom', message: 'poolTagsRequired', path: ['tagIds'] });
  });
export type PoolSettingsInput = z.infer<typeof poolSettingsSchema>;

/** POST /v2/order/pool/put: orders pending assignment into the pool (several: batch permission 120). */
export const poolPutSchema = z.strictObject({
  orderIds: idListSchema(ORDER_BATCH_MAX).min(1),
  note: optionalText(ORDER_NOTE_MAX),
});
/** POST /v2/order/grab, /v2/order/revokeGrab, /v2/order/pool/recall. */
export const poolOrderSchema = z.strictObject({ orderId: idSchema, note: optionalText(ORDER_NOTE_MAX) });

/** GET /v2/order/pool/list: the pool, newest pooled first, filtered in SQL. */
export const poolListQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  priority: z.coerce.number().int().min(ORDER_PRIORITIES.normal).max(ORDER_PRIORITIES.veryUrgent).optional(),
  templateId: idSchema.optional(),
  /** Only the orders I may grab now. */
  grabbable: boolQuery,
  ...looseQuery,
});
export type PoolListQuery = z.infer<typeof poolListQuerySchema>;

/** The instant `n` units after `from` (months by the calendar, as SQL's interval does). */
export function addDuration(from: Date, n: number, unitName: DurationUnit): Date {
  const d = new Date(from.getTime());
  if (unitName === 'months') {
    d.setUTCMonth(d.getUTCMonth() + n);
    return d;
  }
  const ms = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 }[unitName];
  return new Date(d.getTime() + n * ms);
}

/** Whether `grabbedAt` is still within the give-back window at `now`. */
export function withinGiveBack(
  grabbedAt: string | Date | null | undefined,
  s: Pick<PoolSettings, 'giveBack' | 'giveBackUnit'>,
  now = new Date(),
) {
  if (!grabbedAt || s.giveBack <= 0) return false;
  return addDuration(new Date(grabbedAt), s.giveBack, s.giveBackUnit).getTime() >= now.getTime();
}

/**
 * Why a pooled order cannot be grabbed by this person: no grab permission, not in the teams or
 * without the skill tags the pool is open to, the order's address outside their teams' service
 * areas, their cap of open grabbed orders reached. `grabbed` is a race lost (someone was faster).
 */
export const GRAB_BLOCKS = ['permission', 'team', 'skill', 'area', 'cap', 'grabbed'] as const;
export type GrabBlock = (typeof GRAB_BLOCKS)[number];

export const GRAB_BLOCK_TEXTS: Record<GrabBlock, Messages> = {
  permission: { zh_CN: '您没有抢单权限', en_GB: 'You do not have the permission to grab orders' },
  team: {
    zh_CN: '工单池只对指定团队开放，您不在其中',
    en_GB: 'The pool is open to chosen teams, and you are in none of them',
  },
  skill: {
    zh_CN: '工单池只对具备指定技能标签的人员开放',
    en_GB: 'The pool is open to staff with chosen skill tags, and you have none of them',
  },
  area: {
    zh_CN: '工单地址不在您所在团队的服务区域内',
    en_GB: "The order's address is outside your teams' service areas",
  },
  cap: {
    zh_CN: '您手上未完成的抢单已达上限（{cap}单）',
    en_GB: 'You already hold the most open grabbed orders allowed ({cap})',
  },
  grabbed: {
    zh_CN: '手慢了，该工单已被其他人抢走',
    en_GB: 'Too late: someone else has already grabbed this order',
  },
};

/** What decides whether one person may grab pooled orders (the order's area aside). */
export interface GrabFacts {
  hasGrabCode: boolean;
  audience: PoolAudience;
  /** In one of the chosen teams ('teams'), or carrying one of the chosen tags ('tags'). */
  inAudience: boolean;
  /** The order's address is in one of the person's teams' areas ('area' only). */
  inArea: boolean;
  /** Open grabbed orders the person holds now. */
  open: number;
  grabCap: number;
}

/** The first reason the person may not grab the order, or null when they may. Pure: server and web share it. */
export function grabBlock(f: GrabFacts): GrabBlock | null {
  if (!f.hasGrabCode) return 'permission';
  if (f.audience === 'teams' && !f.inAudience) return 'team';
  if (f.audience === 'tags' && !f.inAudience) return 'skill';
  if (f.audience === 'area' && !f.inArea) return 'area';
  if (f.grabCap > 0 && f.open >= f.grabCap) return 'cap';
  return null;
}

/** A row of the pool list: the order's summary, its pool times, and whether I may grab it. */
export interface PoolRow {
  id: number;
  orderNo: string;
  title: string;
  priority: number;
  templateName: string;
  customerName: string | null;
  addressText: string | null;
  appointmentAt: string | null;
  pooledAt: string;
  poolExpiresAt: string | null;
  /** Null when I may grab it; otherwise why not. */
  block: GrabBlock | null;
}

export interface PoolPage {
  list: PoolRow[];
  total: number;
  /** The caller's standing: whether they may grab at all, and their open grabbed orders and cap. */
  me: { mayGrab: boolean; block: GrabBlock | null; open: number; grabCap: number; audience: PoolAudience };
}

/** A team's service area (organization: province, and optionally city and region). */
export interface PoolArea {
  province: string;
  city?: string | null;
  region?: string | null;
}

/**
 * A team area whose province starts with this covers every address (the demo headquarters' "全国 /
 * Nationwide"): the organization stores areas as free names, so the whole country is one of them.
 */
export const NATIONWIDE_PREFIX = '全国';

/**
 * Whether an order's address lies in one of the areas: same province, and the same city and region
 * where the area names them (an area of a whole province holds all its cities); a nationwide area
 * holds all. SQL's `inAreasSql` (server, orders/pool.ts) says the same.
 */
export function inAreas(
  address: { province?: string | null; city?: string | null; region?: string | null } | null | undefined,
  areas: readonly PoolArea[],
) {
  return areas.some(
    (a) =>
      a.province.startsWith(NATIONWIDE_PREFIX) ||
      (!!address?.province &&
        a.province === address.province &&
        (!a.city || a.city === address.city) &&
        (!a.region || a.region === address.region)),
  );
}
