import { describe, expect, it } from 'vitest';
import { haversineMetres } from './haversine';

describe('straight-line distance (SS:572: earth radius 6378137 m)', () => {
  it('is zero from a point to itself', () => {
    expect(haversineMetres({ lng: 121.47, lat: 31.23 }, { lng: 121.47, lat: 31.23 })).toBe(0);
  });
  it('one degree of latitude is 2πR/360 = 111319.49 m', () => {
    expect(haversineMetres({ lng: 0, lat: 0 }, { lng: 0, lat: 1 })).toBeCloseTo(111319.49, 1);
  });
  it('Beijing (116.4074, 39.9042) to Shanghai (121.4737, 31.2304) is about 1068.5 km', () => {
    const d = haversineMetres({ lng: 116.4074, lat: 39.9042 }, { lng: 121.4737, lat: 31.2304 });
    expect(d / 1000).toBeCloseTo(1068.5, 0);
  });
});
