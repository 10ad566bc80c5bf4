import { describe, expect, it } from 'vitest';
import { coordinatesText, locate } from './geo';

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
