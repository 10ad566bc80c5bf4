import { EQUIPMENT_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { QR_PATHS } from './paths';

const qr = { permission: EQUIPMENT_ACCESS.qrCodes, menuKey: 'customer_manage', layout: true } as const;

/** QR code batches, their codes, one code, and the public page a printed label opens. */
export const QR_ROUTES: AppRoute[] = [
  {
    name: 'qrCodeSetting',
    path: QR_PATHS.batches,
    page: lazy(() => import('./pages/QrBatchListPage')),
    nameKey: 'qrcodes.routes.qrCodeSetting' as RouteNameKey,
    keepAlive: true,
    ...qr,
  },
  {
    // The codes of a batch; ?print=1 opens the label sheet (not kept alive: the sheet covers the window).
    name: 'qrCodeBatch',
    path: QR_PATHS.codes,
    page: lazy(() => import('./pages/QrCodeListPage')),
    nameKey: 'qrcodes.routes.qrCodeBatch' as RouteNameKey,
    ...qr,
  },
  {
    name: 'qrdetail',
    path: QR_PATHS.code,
    page: lazy(() => import('./pages/QrCodeDetailPage')),
    nameKey: 'qrcodes.routes.qrdetail' as RouteNameKey,
    ...qr,
  },
  {
    // What a product's QR label opens: public, no sign-in, made for a phone.
    name: 'scan',
    path: QR_PATHS.scan,
    page: lazy(() => import('./pages/ScanPage')),
    nameKey: 'qrcodes.routes.scan' as RouteNameKey,
    exempt: true,
    layout: false,
  },
];
