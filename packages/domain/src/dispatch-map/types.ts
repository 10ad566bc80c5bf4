/** An engineer on the map: last position (if any), today's load, skills (person tags) and teams. */
export interface MapEngineer {
  id: number;
  name: string;
  phone: string | null;
  teams: { id: number; name: string }[];
  tags: { id: number; name: string }[];
  /** Open orders as server (states 2-4). */
  openOrders: number;
  /** Appointments today (the enterprise's day) among them. */
  appointmentsToday: number;
  position: { lng: number; lat: number; at: string; source: number } | null;
  /** Straight-line metres to the order; null without a position. */
  distance: number | null;
  /** Today's schedule: 1 on duty, 2 off, 3 on leave; null when not scheduled. */
  dutyToday: 1 | 2 | 3 | null;
}

/** One marker: a single order, or a cluster of `count` orders at their mean position. */
export interface MapMarker {
  lng: number;
  lat: number;
  count: number;
  /** The order when count is 1. */
  order: { id: number; orderNo: string; title: string; state: number; priority: number } | null;
}

export interface MarkersAnswer {
  markers: MapMarker[];
  /** Orders matched with coordinates (all cells). */
  total: number;
  /** Matching orders without coordinates (not on the map). */
  unplaced: number;
  /** True when more cells matched than MARKER_CELLS_MAX: the smallest were left out. */
  capped: boolean;
}

export interface MapSettings {
  mapDispatch: boolean;
  positionReports: boolean;
  tileUrl: string | null;
  /** How far ahead schedules and appointments are planned: 7, 14 or 30 days (SB:155). */
  scheduleAheadDays: 7 | 14 | 30;
}
