import type { Messages } from '../i18n';

/**
 * spec-business §5 "QR batch names only letters, digits, underscores, no symbols and not starting
 * with a space": letters of any script (so 批次_01 is a name), ASCII digits and underscores; a space
 * anywhere, symbols and punctuation are refused. The name is never trimmed before the check.
 */
export const QR_BATCH_NAME_PATTERN = /^[\p{L}0-9_]+$/u;
export const isQrBatchName = (name: string) => QR_BATCH_NAME_PATTERN.test(name);

/** A QR code's token: url-safe characters only (base64url). */
export const QR_CODE_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** spec-business §4 "QR code: unused, used". */
export const QR_CODE_STATES = { unused: 1, used: 2 } as const;
export type QrCodeState = (typeof QR_CODE_STATES)[keyof typeof QR_CODE_STATES];
export const QR_CODE_STATE_LIST = Object.values(QR_CODE_STATES) as QrCodeState[];

/**
 * The warranty status of a customer product, derived from its warranty end date against today
 * (never stored): in warranty while the end date is today or later, out of warranty after it,
 * none when no end date is recorded.
 */
export const WARRANTY_STATES = { none: 0, in: 1, out: 2 } as const;
export type WarrantyState = (typeof WARRANTY_STATES)[keyof typeof WARRANTY_STATES];

/** The list's warranty filter: in warranty, out of warranty, or in warranty and ending within 30 days. */
export const WARRANTY_FILTERS = ['in', 'out', 'expiring'] as const;
export type WarrantyFilter = (typeof WARRANTY_FILTERS)[number];

/** Service requests reported by scanning a product's QR code. */
export const SERVICE_REQUEST_STATES = { new: 1, handled: 2 } as const;
export type ServiceRequestState = (typeof SERVICE_REQUEST_STATES)[keyof typeof SERVICE_REQUEST_STATES];
export const SERVICE_REQUEST_STATE_LIST = Object.values(SERVICE_REQUEST_STATES) as ServiceRequestState[];

export const WARRANTY_STATE_NAMES: Record<WarrantyState, Messages> = {
  0: { zh_CN: '未设置', en_GB: 'Not set' },
  1: { zh_CN: '在保', en_GB: 'In warranty' },
  2: { zh_CN: '过保', en_GB: 'Out of warranty' },
};

/**
 * A customer name for strangers (the public scan page): the first and last characters kept, the
 * rest starred ("上海某某科技有限公司" → "上********司"); names of one or two characters keep the first.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 8))}${chars.at(-1)}`;
}

/** The public scan URL a code's QR image encodes. */
export const scanPath = (code: string) => `/scan/${code}`;

const SCANNED_URL = /\/scan\/([A-Za-z0-9_-]{16})(?:[/?#]|$)/;
/**
 * The code in what a scan gun or a phone camera reads off a label: the public scan URL
 * (`https://host/scan/<code>`) or the bare code printed under the image.
 */
export const codeFromScan = (text: string) => {
  const trimmed = text.trim();
  return SCANNED_URL.exec(trimmed)?.[1] ?? trimmed;
};

/** The QR code history: bound, unbound, released because its customer product was deleted. */
export const QR_LOG_ACTIONS = { bind: 1, unbind: 2, released: 3 } as const;
export type QrLogAction = (typeof QR_LOG_ACTIONS)[keyof typeof QR_LOG_ACTIONS];
