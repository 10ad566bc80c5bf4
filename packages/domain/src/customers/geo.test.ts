import { describe, expect, it } from 'vitest';
import { addressListQuerySchema } from './customer.schema';
import {
  ADDRESS_WARNING_CODES,
  COORDINATE_DECIMALS,
  addressGeocodeSchema,
  coordinatesText,
  hasCoordinates,
} from './geo';

describe('address coordinates', () => {
  it('an address has coordinates only with both longitude and latitude', () => {
    expect(hasCoordinates({ lng: 121.47, lat: 31.23 })).toBe(true);
    expect(hasCoordinates({ lng: 0, lat: 0 })).toBe(true);
    expect(hasCoordinates({ lng: 121.47, lat: null })).toBe(false);
    expect(hasCoordinates({ lng: undefined, lat: 31.23 })).toBe(false);
    expect(hasCoordinates({})).toBe(false);
  });

  it(`shows coordinates with COORDINATE_DECIMALS (${COORDINATE_DECIMALS}) decimals, none as null`, () => {
    expect(COORDINATE_DECIMALS).toBe(6);
    expect(coordinatesText({ lng: 121.4737, lat: 31.2304 })).toBe('121.473700, 31.230400');
    expect(coordinatesText({ lng: null, lat: null })).toBeNull();
  });

  it('the geocode call takes exactly one address id', () => {
    expect(addressGeocodeSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(addressGeocodeSchema.safeParse({}).success).toBe(false);
    expect(addressGeocodeSchema.safeParse({ id: 1, lng: 1 }).success).toBe(false);
  });

  it('the address list filters by whether an address has coordinates (located=1 or 0)', () => {
    expect(addressListQuerySchema.parse({ located: '1' }).located).toBe(true);
    expect(addressListQuerySchema.parse({ located: 'false' }).located).toBe(false);
    expect(addressListQuerySchema.parse({}).located).toBeUndefined();
    expect(addressListQuerySchema.safeParse({ located: 'maybe' }).success).toBe(false);
  });

  it('spec-business §8 "no coordinates found" is the one warning of an address save', () => {
    expect(ADDRESS_WARNING_CODES).toEqual(['noCoordinates']);
  });
});
