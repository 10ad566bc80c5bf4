/** The one signature pad (order receipts, custom forms) and its size, stroke and export policy. */
export { SignaturePad } from './SignaturePad';
export {
  SIGNATURE_FILE,
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
  exportSignaturePng,
  hasSignature,
} from './signature';
