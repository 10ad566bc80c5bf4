import { EARTH_RADIUS_M } from './constants';

export interface Point {
  lng: number;
  lat: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle ("straight-line") distance in metres on a sphere of radius 6378137 m (SS:572). */
export function haversineMetres(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
