import type { GeoQuery } from '@fieldline/domain';
import type { Tenant } from '../../core/tenant';

const pair = (p: { lng: number; lat: number }) => `${p.lng},${p.lat}`;

/**
 * POST /map/locating?ip= (SS:425): where an IP address is, through the map provider (core/maps.ts),
 * as status "1" and the rectangle "lng,lat;lng,lat"; status "0" and an empty rectangle when the
 * provider does not know (the built-in one knows no IP ranges: the web map then opens on its orders).
 */
export async function locating(t: Tenant, ip: string) {
  const found = (await t.app.maps.locate?.(ip)) ?? null;
  return found
    ? { status: '1', ip, rectangle: `${pair(found.southWest)};${pair(found.northEast)}` }
    : { status: '0', ip, rectangle: '' };
}

/**
 * GET /map/geo (SS:426): reverse geocoding through the map provider; `regeocode.formatted_address` is
 * the nearest known place (the built-in provider: district level, its city or municipality).
 */
export async function geo(t: Tenant, q: GeoQuery) {
  const place = (await t.app.maps.reverseGeocode?.({ lng: q.longitude, lat: q.latitude })) ?? null;
  if (!place) return { status: '0', regeocode: null };
  const city = place.city && place.city !== place.province ? place.city : null;
  return {
    status: '1',
    regeocode: {
      formatted_address: city ? `${place.province}${city}` : place.province,
      addressComponent: { province: place.province, city: city ?? place.province },
      location: pair(place.point),
    },
  };
}
