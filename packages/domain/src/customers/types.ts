import type { FieldValues } from '../forms/values';
import type { AddressType, CustomerVisibility } from './constants';

export interface CustomerTag {
  id: number;
  name: string;
  color: string | null;
}
export interface CustomerContact {
  id: number;
  customerId: number;
  name: string;
  phone: string;
  isDefault: boolean;
}
export interface CustomerAddress {
  id: number;
  customerId: number;
  type: AddressType;
  province: string;
  city: string | null;
  region: string | null;
  detail: string | null;
  lng: number | null;
  lat: number | null;
  isDefault: boolean;
}

/** One row of the customer list. */
export interface CustomerRow {
  id: number;
  name: string;
  ownerUserId: number | null;
  ownerName: string | null;
  serviceTeamId: number | null;
  serviceTeamName: string | null;
  contactName: string | null;
  contactPhone: string | null;
  address: string | null;
  customValues: FieldValues;
  tags: CustomerTag[];
  createdAt: string;
  deletedAt?: string | null;
}

/** GET /v2/customer/detail. */
export interface CustomerDetail {
  id: number;
  name: string;
  ownerUserId: number | null;
  ownerName: string | null;
  serviceTeamId: number | null;
  serviceTeamName: string | null;
  templateId: number | null;
  customValues: FieldValues;
  tags: CustomerTag[];
  contacts: CustomerContact[];
  addresses: CustomerAddress[];
  createdBy: number;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A contact across customers (GET /v2/customer/epLinkPersonList). */
export interface LinkPersonRow extends CustomerContact {
  customerName: string;
}
export interface AddressRow extends CustomerAddress {
  customerName: string;
}

export interface CustomerSetting {
  visibility: CustomerVisibility;
}

/** One line of an address: province, city, region and detail. */
export const addressText = (a: {
  province?: string | null;
  city?: string | null;
  region?: string | null;
  detail?: string | null;
}) => [a.province, a.city, a.region, a.detail].filter(Boolean).join(' ');
