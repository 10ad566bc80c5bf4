import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS } from '../validation';
import { orderFilterSchema } from '../orders/order.schema';
import { idSchema, keywordSchema, looseQuery, optionalText } from '../organization/common';
import { DENSITY_DAYS_MAX, MAP_ZOOM_MAX, MAP_ZOOM_MIN, TILE_URL_MAX } from './constants';

const labels = {
  lng: { zh_CN: '经度', en_GB: 'Longitude' },
  lat: { zh_CN: '纬度', en_GB: 'Latitude' },
  longitude: { zh_CN: '经度', en_GB: 'Longitude' },
  latitude: { zh_CN: '纬度', en_GB: 'Latitude' },
  zoom: { zh_CN: '缩放级别', en_GB: 'Zoom' },
  west: { zh_CN: '西边界', en_GB: 'West edge' },
  east: { zh_CN: '东边界', en_GB: 'East edge' },
  south: { zh_CN: '南边界', en_GB: 'South edge' },
  north: { zh_CN: '北边界', en_GB: 'North edge' },
  city: { zh_CN: '城市', en_GB: 'City' },
  tileUrl: { zh_CN: '地图瓦片地址', en_GB: 'Map tile URL' },
  mapDispatch: { zh_CN: '地图派单', en_GB: 'Map dispatch' },
  positionReports: { zh_CN: '位置上报', en_GB: 'Position reports' },
  ip: { zh_CN: 'IP地址', en_GB: 'IP address' },
  radius: { zh_CN: '半径', en_GB: 'Radius' },
  serverUserId: { zh_CN: '服务人员', en_GB: 'Engineer' },
  kind: { zh_CN: '类型', en_GB: 'Kind' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;

const lng = z.coerce.number().min(-180).max(180);
const lat = z.coerce.number().min(-90).max(90);
const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalid');

/** POST /v2/position/report: the phone's position while its user serves `orderId`. */
export const positionReportSchema = z.strictObject({ orderId: idSchema, lng, lat });
export type PositionReport = z.infer<typeof positionReportSchema>;

/** POST /v2/position/consent: the engineer opts in to (or out of) position reports. */
export const positionConsentSchema = z.strictObject({ enabled: z.boolean() });

/** GET /v2/position/list: one engineer's positions, newest first. */
export const positionListQuerySchema = pageQuerySchema.extend({
  userId: idSchema,
  ...looseQuery,
});
export type PositionListQuery = z.infer<typeof positionListQuerySchema>;

/** GET /v2/position/latest: each engineer's last position (by name or phone). */
export const latestPositionsQuerySchema = pageQuerySchema.extend({ keyword: keywordSchema, ...looseQuery });
export type LatestPositionsQuery = z.infer<typeof latestPositionsQuerySchema>;

/** GET /v2/dispatchMap/candidates: engineers for a pending-assignment order, nearest first. */
export const mapCandidatesQuerySchema = pageQuerySchema.extend({
  orderId: idSchema,
  keyword: keywordSchema,
  ...looseQuery,
});
export type MapCandidatesQuery = z.infer<typeof mapCandidatesQuerySchema>;

/** POST /v2/dispatchMap/assign: the list's assign action for one order, chosen on the map. */
export const mapAssignSchema = z.strictObject({
  orderId: idSchema,
  serverUserId: idSchema,
  note: optionalText(200),
});
export type MapAssignInput = z.infer<typeof mapAssignSchema>;

/**
 * GET /v2/dispatchMap/markers: an order list's filters (the /allOrder ones, keyword aside), a city,
 * the visible rectangle and the zoom that sizes the grid.
 */
export const markersQuerySchema = orderFilterSchema
  .omit({ keyword: true })
  .extend({
    city: z.string().trim().max(40).optional(),
    zoom: z.coerce.number().int().min(MAP_ZOOM_MIN).max(MAP_ZOOM_MAX).default(10),
    west: lng.optional(),
    east: lng.optional(),
    south: lat.optional(),
    north: lat.optional(),
  })
  .superRefine((v, ctx) => {
    const box = [v.west, v.east, v.south, v.north].filter((x) => x !== undefined).length;
    if (box !== 0 && box !== 4)
      for (const key of ['west', 'east', 'south', 'north'] as const)
        if (v[key] === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: [key] });
    if (box === 4 && v.south! > v.north!)
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['south'] });
  });
export type MarkersQuery = z.infer<typeof markersQuerySchema>;

/** GET /v2/dispatchMap/density: orders or customers per area in a period (dates, inclusive). */
export const densityQuerySchema = z
  .object({
    kind: z.enum(['orders', 'customers']).default('orders'),
    from: dateText,
    to: dateText,
    ...looseQuery,
  })
  .superRefine((v, ctx) => {
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
    if (days < 0 || days > DENSITY_DAYS_MAX)
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['to'] });
  });
export type DensityQuery = z.infer<typeof densityQuerySchema>;

const tileUrl = z
  .string()
  .trim()
  .max(TILE_URL_MAX)
  .refine(
    (v) => /^https?:\/\/[^\s]+$/.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)),
    'invalid',
  );

/** POST /v2/dispatchMap/settings: the enterprise's map settings. */
export const mapSettingsSchema = z.strictObject({
  mapDispatch: z.boolean(),
  positionReports: z.boolean(),
  tileUrl: z.preprocess((v) => (v === '' ? null : v), tileUrl.nullable()),
  /** SB:155: plan 7, 14 or 30 days ahead (30 when left out). */
  scheduleAheadDays: z.literal([7, 14, 30]).default(30),
});
export type MapSettingsInput = z.infer<typeof mapSettingsSchema>;

/** POST /map/locating?ip= (SS:425). */
export const locatingQuerySchema = z.object({
  ip: z
    .string()
    .trim()
    .max(45)
    .refine((v) => /^[0-9a-fA-F:.]+$/.test(v), 'invalid')
    .optional(),
  ...looseQuery,
});

/** GET /map/geo?longitude&latitude&poitype&radius&extensions&batch&roadlevel (SS:426). */
export const geoQuerySchema = z.object({
  longitude: lng,
  latitude: lat,
  poitype: z.string().trim().max(100).optional(),
  radius: z.coerce.number().int().min(0).max(3000).optional(),
  extensions: z.enum(['base', 'all']).optional(),
  batch: z.enum(['true', 'false']).optional(),
  roadlevel: z.enum(['0', '1']).optional(),
  ...looseQuery,
});
export type GeoQuery = z.infer<typeof geoQuerySchema>;
