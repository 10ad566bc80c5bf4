import QRCode from 'qrcode';

/**
 * A QR code as an SVG image (node-qrcode): the dark modules on a white square with a four-module quiet
 * zone and medium error correction, so any phone camera reads it.
 */
export function qrSvg(text: string, size = 240): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, width: size });
}
