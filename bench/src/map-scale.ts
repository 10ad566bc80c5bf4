/**
 * Map markers (issue 26, acceptance: "map markers for the 300,000-order enterprise filtered to one city:
 * p99 under 100 ms, and the payload is bounded"). The generator gives customers (and so orders) the
 * cities 'City 0' … 'City 39', about 7 000 of the large enterprise's working orders each; the markers
 * of one city at a city zoom (a few clusters) and at a street zoom (a cell per address, at most 400
 * markers with the total), for users who see every order. The generated addresses of one city lie at
 * a few dozen points (at most 175: their positions repeat every 7 000 customer ids), so the street
 * zoom answers that many cells and the cap is not reached here; routes.test.ts checks the bound.
 */
export const MAP_CITY = 'City 7';

export const mapMarkerPaths = () => [
  {
    path: `/api/v2/dispatchMap/markers?view=all&city=${encodeURIComponent(MAP_CITY)}&zoom=10`,
    label: `${MAP_CITY}, zoom 10`,
  },
  {
    path: `/api/v2/dispatchMap/markers?view=all&city=${encodeURIComponent(MAP_CITY)}&zoom=16`,
    label: `${MAP_CITY}, zoom 16 (a cell per address, at most 400)`,
  },
];
