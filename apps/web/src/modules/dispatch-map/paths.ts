/** The map pages of spec-shell (D3): map dispatch, an order list on the map, the data map. */
export const DISPATCH_MAP_PATHS = {
  assign: '/assignOrderInMap',
  mapView: '/allOrder/mapView',
  dataMap: '/dataMap',
  schedules: '/schedule/list',
  scheduleReport: '/schedule/report',
} as const;

/** An order list's filters (its URL query) shown on the map. */
export const mapViewPath = (query: URLSearchParams | string) => {
  const text = String(query);
  return text ? `${DISPATCH_MAP_PATHS.mapView}?${text}` : DISPATCH_MAP_PATHS.mapView;
};
