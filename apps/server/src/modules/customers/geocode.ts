import { hasCoordinates, type AddressWarning, type GeoPoint, type Locale } from '@fieldline/domain';
import type { GeoAddress, MapProvider } from '../../core/maps';
import { customerErrors } from './errors';

/**
 * Coordinates of customer addresses through the map provider (ctx.maps, MAP_PROVIDER; the local
 * geocoder by default). Called before the transaction that stores them, so a slow provider never
 * holds database locks.
 */

type AddressParts = GeoAddress & { lng?: number | null; lat?: number | null };

/**
 * The coordinates to store for an address: both of those sent (a point picked on a map), else the
 * provider's, else null. A provider that fails counts as one that found nothing: the address is
 * still saved, without coordinates.
 */
export async function coordinatesFor(maps: MapProvider, address: AddressParts): Promise<GeoPoint | null> {
  if (hasCoordinates(address)) return { lng: address.lng, lat: address.lat };
  try {
    return await maps.geocode(address);
  } catch {
    return null;
  }
}

const keyOf = (a: GeoAddress) => JSON.stringify([a.province, a.city ?? '', a.region ?? '', a.detail ?? '']);

/** Geocodes many addresses, asking the provider once per distinct address (imports repeat a few). */
export function batchGeocoder(maps: MapProvider) {
  const found = new Map<string, Promise<GeoPoint | null>>();
  return (address: AddressParts) => {
    if (hasCoordinates(address))
      return Promise.resolve<GeoPoint | null>({ lng: address.lng, lat: address.lat });
    const key = keyOf(address);
    let point = found.get(key);
    if (!point) found.set(key, (point = coordinatesFor(maps, address)));
    return point;
  };
}

/** spec-business §8 "no coordinates found (enter detailed address)", as a warning of a save that succeeded. */
export const noCoordinates = (locale: Locale, index?: number): AddressWarning => ({
  code: 'noCoordinates',
  message: customerErrors.NO_COORDINATES().messageIn(locale),
  ...(index === undefined ? {} : { index }),
});
