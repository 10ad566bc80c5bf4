import type { Messages } from '../i18n';
import { ORDER_ACCESS } from '../orders/permissions';
import { ENTERPRISE_TIME_ZONE } from '../time-zone';

/**
 * Who may do what on the map (spec D3 "permissions: 10105 dispatch"): dispatchers see the map, the
 * engineers' positions and assign from it; anyone who sees orders sees the map view of a list; the
 * service staff (10106 serve) report their own position while serving.
 */
export const DISPATCH_MAP_ACCESS = {
  dispatch: ORDER_ACCESS.dispatch,
  view: ORDER_ACCESS.view,
  serve: ORDER_ACCESS.serve,
  settings: ORDER_ACCESS.settings,
} as const;

/** spec-shell "distance uses an earth radius of 6378137 m" (SS:572). */
export const EARTH_RADIUS_M = 6378137;

/** Where a position came from: a check-in on an order (start of service) or the phone's report. */
export const POSITION_SOURCES = { checkIn: 1, report: 2 } as const;
export type PositionSource = (typeof POSITION_SOURCES)[keyof typeof POSITION_SOURCES];
export const POSITION_SOURCE_LABELS: Record<PositionSource, Messages> = {
  1: { zh_CN: '签到', en_GB: 'Check-in' },
  2: { zh_CN: '位置上报', en_GB: 'Position report' },
};

/** Positions are kept this many days (issue 26), then the retention job deletes them. */
export const POSITION_RETENTION_DAYS = 90;
/** A phone reports at most once in this many seconds. */
export const POSITION_REPORT_INTERVAL_S = 60;

/** The markers answer at most this many points or clusters; the rest are counted. */
export const MARKER_CELLS_MAX = 400;
/** Zoom levels of the web map (Leaflet's); the grid cell is 360 / 2^(zoom + 2) degrees wide. */
export const MAP_ZOOM_MIN = 2;
export const MAP_ZOOM_MAX = 18;
/** Grid cell width in degrees at a zoom: about 64 pixels of a 256-pixel tile. */
export const cellDegrees = (zoom: number) => 360 / 2 ** (zoom + 2);

/** The density map's periods: at most this many days. */
export const DENSITY_DAYS_MAX = 366;

/** Tile URL templates (Leaflet's {s}, {z}, {x}, {y}); no keys: a template that needs one says {tk}. */
export const TILE_PRESETS = {
  osm: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  amap: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
  tianditu:
    'https://t{s}.tianditu.gov.cn/vec_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=vec&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk={tk}',
} as const;
export type TilePreset = keyof typeof TILE_PRESETS;
export const TILE_URL_MAX = 500;

/** "Today" of the engineers' load and the schedules: the enterprises' day (China). */
export const MAP_TIME_ZONE = ENTERPRISE_TIME_ZONE;

/**
 * The appointment board (issue 26, SB:155): a dispatcher drops an order on an engineer's free service
 * window of 30 min, 1 h, 2 h or all day (0). Windows lie in the enterprise's working day, 08:00-20:00
 * of MAP_TIME_ZONE (China: UTC+8 all year, no daylight saving); "all day" is that whole span.
 */
export const SLOT_DURATIONS = [30, 60, 120, 0] as const;
export type SlotDuration = (typeof SLOT_DURATIONS)[number];
export const SLOT_ALL_DAY = 0;
export const SLOT_DAY_START_MINUTE = 8 * 60;
export const SLOT_DAY_END_MINUTE = 20 * 60;
/** MAP_TIME_ZONE's offset from UTC in minutes (fixed: Asia/Shanghai keeps no daylight saving). */
export const MAP_UTC_OFFSET_MINUTES = 480;
/** An appointment without a later estimated end holds its engineer this long. */
export const APPOINTMENT_DEFAULT_MINUTES = 60;
/** The board shows at most a week of appointments at once. */
export const BOARD_DAYS_MAX = 7;
