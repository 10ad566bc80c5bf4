/** What other modules may use of QR codes: binding a code to equipment and drawing it. */
export { QR_PATHS } from './paths';
export { QR_KEY, bindCode, unbindCode } from './api';
export { QrImage } from './components/QrImage';
