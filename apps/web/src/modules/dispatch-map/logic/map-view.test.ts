import { describe, expect, it } from 'vitest';
import { mapViewQuery } from '../components/MapViewButton';
import { mapViewPath } from '../paths';

describe("an order list's map view (issue 26: /allOrder/mapView of the list's current filters)", () => {
  it("carries the list's view and filters, drops the keyword, paging and empty values", () => {
    const query = mapViewQuery({
      view: 'assign',
      tab: undefined,
      keyword: 'pump',
      orderStateList: '1,2',
      priority: 2,
      takeStart: '2026-11-01',
      serviceGroupId: null,
      orderExceed: '',
      pageIndex: 3,
    });
    expect(mapViewPath(query)).toBe(
      '/allOrder/mapView?view=assign&orderStateList=1%2C2&priority=2&takeStart=2026-11-01',
    );
  });

  it('a list without filters opens the map of its view', () => {
    expect(mapViewPath(mapViewQuery({ view: 'all' }))).toBe('/allOrder/mapView?view=all');
    expect(mapViewPath(mapViewQuery({}))).toBe('/allOrder/mapView');
  });
});
