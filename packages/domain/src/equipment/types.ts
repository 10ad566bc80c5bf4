import type { FieldValues } from '../forms/values';
import type { QrCodeState, QrLogAction, ServiceRequestState, WarrantyState } from './constants';

/** One row of the customer product list, and the core of the detail. */
export interface EquipmentRow {
  id: number;
  customerId: number;
  customerName: string;
  productId: number;
  productName: string;
  productNumber: string | null;
  productModel: string | null;
  productImage: string | null;
  categoryId: number | null;
  /** The product's category path ("空调/家用空调"). */
  categoryPath: string | null;
  serialNumber: string | null;
  warrantyStart: string | null;
  warrantyEnd: string | null;
  /** Derived in SQL from the warranty end against today. */
  warrantyState: WarrantyState;
  /** In warranty, ending within WARRANTY_EXPIRING_DAYS. */
  warrantyExpiring: boolean;
  purchaseDate: string | null;
  deliveryDate: string | null;
  installDate: string | null;
  productionDate: string | null;
  qrCodeId: number | null;
  qrCode: string | null;
  sceneImage: string | null;
  templateId: number | null;
  customValues: FieldValues;
  createdAt: string;
  updatedAt: string;
}

export interface EquipmentDetail extends EquipmentRow {
  createdBy: number | null;
  createdByName: string | null;
  /** Service requests not yet handled. */
  openRequests: number;
}

export interface QrBatchRow {
  id: number;
  name: string;
  count: number;
  usedCount: number;
  createdByName: string | null;
  createdAt: string;
}

export interface QrCodeRow {
  id: number;
  batchId: number;
  batchName: string;
  code: string;
  state: QrCodeState;
  customerProductId: number | null;
  serialNumber: string | null;
  productName: string | null;
  customerName: string | null;
  boundAt: string | null;
  createdAt: string;
}

/** One entry of a QR code's history (GET /v2/qrcode/logs). */
export interface QrCodeLogRow {
  id: number;
  action: QrLogAction;
  customerProductId: number;
  /** Null once the customer product is gone for good. */
  productName: string | null;
  serialNumber: string | null;
  userName: string | null;
  createdAt: string;
}

/** GET /api/public/scan/:code: what a stranger with the sticker may see. */
export interface ScanInfo {
  code: string;
  enterpriseName: string;
  productName: string;
  productModel: string | null;
  serialNumber: string | null;
  warrantyState: WarrantyState;
  warrantyEnd: string | null;
  /** Masked (maskName). */
  customerName: string;
}

export interface ServiceRequestRow {
  id: number;
  customerProductId: number;
  customerId: number;
  customerName: string;
  productName: string;
  serialNumber: string | null;
  qrCode: string | null;
  contactName: string;
  phone: string;
  description: string;
  state: ServiceRequestState;
  handledByName: string | null;
  handledAt: string | null;
  /** The work order the report became (reports before orders existed have none). */
  orderId: number | null;
  orderNo: string | null;
  createdAt: string;
}
