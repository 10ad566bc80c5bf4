import { z } from 'zod';
import { idSchema } from '../organization/common';

/** WGS-84 longitude and latitude of an address. */
export interface GeoPoint {
  lng: number;
  lat: number;
}

/** POST /customer/address/geocode: place one address again with the map provider. */
export const addressGeocodeSchema = z.strictObject({ id: idSchema });
export type AddressGeocodeInput = z.infer<typeof addressGeocodeSchema>;

/**
 * What a save went through with but the caller should know (the save itself succeeded):
 * `noCoordinates`, spec-business §8 "no coordinates found (enter detailed address)": the map
 * provider could not place an address, which was saved without coordinates.
 */
export const ADDRESS_WARNING_CODES = ['noCoordinates'] as const;
export type AddressWarningCode = (typeof ADDRESS_WARNING_CODES)[number];
export interface AddressWarning {
  code: AddressWarningCode;
  /** The message in the caller's language. */
  message: string;
  /** Which address: its position in the request's `addresses` (add customer), when there are several. */
  index?: number;
}

/**
 * POST /customer/address/save answers the address id and the coordinates it was saved with: those
 * sent, else the map provider's, else null (saved without coordinates, with a `noCoordinates`
 * warning).
 */
export interface AddressSaveResult {
  id: number;
  lng: number | null;
  lat: number | null;
  warnings: AddressWarning[];
}

/** POST /v2/customer/addCustomer: the new customer, and a warning per address it could not place. */
export interface CustomerCreateResult {
  id: number;
  warnings: AddressWarning[];
}

/** POST /customer/address/geocode: the coordinates found and stored. */
export interface AddressGeocodeResult {
  id: number;
  lng: number;
  lat: number;
}

/** Decimals coordinates are shown with (6 decimals is about 0.1 m). */
export const COORDINATE_DECIMALS = 6;

/** Whether an address has both coordinates (one without the other counts as none). */
export const hasCoordinates = <T extends { lng?: number | null; lat?: number | null }>(
  a: T,
): a is T & GeoPoint => typeof a.lng === 'number' && typeof a.lat === 'number';

/** "lng, lat" for display, or null for an address without coordinates. */
export const coordinatesText = (a: { lng?: number | null; lat?: number | null }) =>
  hasCoordinates(a) ? `${a.lng.toFixed(COORDINATE_DECIMALS)}, ${a.lat.toFixed(COORDINATE_DECIMALS)}` : null;
