/**
 * Map markers (issue 26, acceptance: "map markers for the 300,000-order enterprise filtered to one city:
 * p99 under 100 ms, and the payload is bounded"). The generator gives customers (and so orders) the
 * cities 'City 0' … 'City 39', about 7 500 of the large enterprise's orders each; the markers of one
 * city at a city zoom (a few clusters) and at a street zoom (one cell per address: capped at 400 markers
 * with the total), for users who see every order.
 */
export const MAP_CITY = 'City 7';

export const mapMarkerPaths = () => [
  {
    path: `/api/v2/dispatchMap/markers?view=all&city=${encodeURIComponent(MAP_CITY)}&zoom=10`,
    label: `${MAP_CITY}, zoom 10`,
  },
  {
    path: `/api/v2/dispatchMap/markers?view=all&city=${encodeURIComponent(MAP_CITY)}&zoom=16`,
    label: `${MAP_CITY}, zoom 16 (capped at 400 markers)`,
  },
];
