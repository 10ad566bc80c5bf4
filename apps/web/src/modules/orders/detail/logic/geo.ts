/** Where the device is, from the browser's geolocation. */
export interface Position {
  lng: number;
  lat: number;
  /** Metres, as the browser reports it. */
  accuracy: number;
}

/** Why there is no position: each has its own hint and the check-in goes on without coordinates. */
export type LocateFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export type LocateResult = { ok: true; position: Position } | { ok: false; reason: LocateFailure };

/** How long to wait for a fix before falling back to a typed location. */
export const LOCATE_TIMEOUT_MS = 15_000;
/** A fix up to this old is good enough for a check-in. */
export const LOCATE_MAX_AGE_MS = 60_000;

type Geo = Pick<Geolocation, 'getCurrentPosition'>;

const REASONS: Record<number, LocateFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** Rounds a coordinate to 6 decimals (about 0.1 m), as it is stored and shown. */
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * Asks the browser for the device's position once. Never rejects: a refusal (permission denied,
 * no fix, time-out, no geolocation at all, e.g. an insecure page) answers why, so the form can say
 * so and let the user type where they are instead.
 */
export function locate(
  geo: Geo | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  timeoutMs = LOCATE_TIMEOUT_MS,
): Promise<LocateResult> {
  if (!geo) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    try {
      geo.getCurrentPosition(
        (p) =>
          resolve({
            ok: true,
            position: {
              lng: round6(p.coords.longitude),
              lat: round6(p.coords.latitude),
              accuracy: Math.round(p.coords.accuracy),
            },
          }),
        (e) => resolve({ ok: false, reason: REASONS[e.code] ?? 'unavailable' }),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: LOCATE_MAX_AGE_MS },
      );
    } catch {
      resolve({ ok: false, reason: 'unsupported' });
    }
  });
}

/** "31.230416, 121.473701": coordinates as the timeline and the form show them. */
export const coordinatesText = (p: { lat: number | null; lng: number | null }) =>
  p.lat === null || p.lng === null ? null : `${p.lat.toFixed(6)}, ${p.lng.toFixed(6)}`;

/** Earth radius of the spec's distance helper (spec-shell constants), in metres. */
export const EARTH_RADIUS_M = 6378137;

type Point = { lat: number; lng: number };

/** Great-circle distance between two points in metres (haversine). */
export function distanceMetres(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as shown: whole metres under 1 km, then kilometres (one decimal under 100 km). */
export function distanceParts(metres: number): { value: string; unit: 'm' | 'km' } {
  if (metres < 1000) return { value: String(Math.round(metres)), unit: 'm' };
  const km = metres / 1000;
  return { value: km < 100 ? km.toFixed(1) : String(Math.round(km)), unit: 'km' };
}

/** The site's coordinates, when the order's address has both. */
export const siteOf = (address: { lng?: number | null; lat?: number | null } | null | undefined) =>
  address && typeof address.lng === 'number' && typeof address.lat === 'number'
    ? { lng: address.lng, lat: address.lat }
    : null;

/**
 * A link that opens the phone's map app with directions to the site (RFC 5870 `geo:` with a query,
 * which Android and the enterprise-chat apps hand to the map): the coordinates when known, else the
 * address searched by text; null when there is neither.
 */
export function navigationUrl(site: Point | null, address: string | null | undefined): string | null {
  const text = address?.trim();
  if (site)
    return `geo:${site.lat},${site.lng}?q=${site.lat},${site.lng}${text ? `(${encodeURIComponent(text)})` : ''}`;
  return text ? `geo:0,0?q=${encodeURIComponent(text)}` : null;
}
