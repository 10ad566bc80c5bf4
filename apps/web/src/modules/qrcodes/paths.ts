import { generatePath } from 'react-router-dom';

/** The QR code pages' paths (spec-shell §6 "/qrCodeSetting", ".../qrdetail/{id}", ".../code/{batch}"). */
export const QR_PATHS = {
  batches: '/qrCodeSetting',
  codes: '/qrCodeSetting/code/:batch',
  code: '/qrCodeSetting/qrdetail/:id',
  /** The public scan page a code's QR image opens (no sign-in). */
  scan: '/scan/:code',
} as const;

export const batchCodesPath = (batchId: number, print = false) =>
  generatePath(QR_PATHS.codes, { batch: String(batchId) }) + (print ? '?print=1' : '');
export const codeDetailPath = (id: number) => generatePath(QR_PATHS.code, { id: String(id) });
