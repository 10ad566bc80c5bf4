import { describe, expect, it } from 'vitest';
import { coordinatesText, distanceMetres, distanceParts, locate, navigationUrl, siteOf } from './geo';

const geo = (outcome: { coords?: Partial<GeolocationCoordinates>; code?: number }) => ({
  getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (outcome.coords) ok({ coords: outcome.coords, timestamp: 0 } as GeolocationPosition);
    else fail?.({ code: outcome.code ?? 2 } as GeolocationPositionError);
  },
});

describe('check-in location', () => {
  it('answers the position rounded to 6 decimals and the accuracy in metres', async () => {
    const r = await locate(
      geo({ coords: { longitude: 121.47370123, latitude: 31.2304159, accuracy: 12.6 } }),
    );
    expect(r).toEqual({ ok: true, position: { lng: 121.473701, lat: 31.230416, accuracy: 13 } });
  });

  it('says why there is no position instead of failing (denied, no fix, time-out, unsupported)', async () => {
    expect(await locate(geo({ code: 1 }))).toEqual({ ok: false, reason: 'denied' });
    expect(await locate(geo({ code: 2 }))).toEqual({ ok: false, reason: 'unavailable' });
    expect(await locate(geo({ code: 3 }))).toEqual({ ok: false, reason: 'timeout' });
    expect(await locate(undefined)).toEqual({ ok: false, reason: 'unsupported' });
    const throwing = {
      getCurrentPosition: () => {
        throw new Error('insecure origin');
      },
    };
    expect(await locate(throwing)).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('shows coordinates only when both are known', () => {
    expect(coordinatesText({ lat: 31.2, lng: 121.5 })).toBe('31.200000, 121.500000');
    expect(coordinatesText({ lat: null, lng: 121.5 })).toBeNull();
  });
});

describe('distance from the site and the way there', () => {
  it('measures great-circle distance with the spec earth radius 6378137 m', () => {
    // One degree of longitude on the equator is 2πR/360 with R = 6378137 m.
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(
      (2 * Math.PI * 6378137) / 360,
      3,
    );
    expect(distanceMetres({ lat: 31.24, lng: 121.48 }, { lat: 31.24, lng: 121.48 })).toBe(0);
    // People's Square to the Bund, Shanghai: about 1.9 km.
    const d = distanceMetres({ lat: 31.2304, lng: 121.4737 }, { lat: 31.2397, lng: 121.4906 });
    expect(d).toBeGreaterThan(1800);
    expect(d).toBeLessThan(2000);
  });

  it('shows whole metres under 1 km, kilometres with one decimal under 100 km, then whole kilometres', () => {
    expect(distanceParts(86.4)).toEqual({ value: '86', unit: 'm' });
    expect(distanceParts(999.4)).toEqual({ value: '999', unit: 'm' });
    expect(distanceParts(1234)).toEqual({ value: '1.2', unit: 'km' });
    expect(distanceParts(152_600)).toEqual({ value: '153', unit: 'km' });
  });

  it('takes the site from an address only when it has both coordinates', () => {
    expect(siteOf({ lng: 121.5, lat: 31.2 })).toEqual({ lng: 121.5, lat: 31.2 });
    expect(siteOf({ lng: 121.5, lat: null })).toBeNull();
    expect(siteOf(null)).toBeNull();
  });

  it('navigates with a geo: URI pinned at the coordinates, else by the address text, else not at all', () => {
    expect(navigationUrl({ lat: 31.24, lng: 121.48 }, '上海市 南京东路 1 号')).toBe(
      `geo:31.24,121.48?q=31.24,121.48(${encodeURIComponent('上海市 南京东路 1 号')})`,
    );
    expect(navigationUrl({ lat: 31.24, lng: 121.48 }, null)).toBe('geo:31.24,121.48?q=31.24,121.48');
    expect(navigationUrl(null, 'Nanjing Road 1')).toBe('geo:0,0?q=Nanjing%20Road%201');
    expect(navigationUrl(null, '  ')).toBeNull();
  });
});
