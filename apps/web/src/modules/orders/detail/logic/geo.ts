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
