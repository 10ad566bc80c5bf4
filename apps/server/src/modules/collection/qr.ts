import { Ecc, QrCode } from '@rc-component/qrcode/lib/libs/qrcodegen';

/**
 * A QR code as an SVG image (the encoder antd's QRCode uses, Project Nayuki's qrcodegen): one path
 * of the dark modules on a white square with a four-module quiet zone, so any phone camera reads it.
 */
export function qrSvg(text: string, size = 240): string {
  const qr = QrCode.encodeText(text, Ecc.MEDIUM);
  const border = 4;
  const dim = qr.size + border * 2;
  const parts: string[] = [];
  for (let y = 0; y < qr.size; y++)
    for (let x = 0; x < qr.size; x++)
      if (qr.getModule(x, y)) parts.push(`M${x + border},${y + border}h1v1h-1z`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${dim} ${dim}" width="${size}" height="${size}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path d="${parts.join('')}" fill="#000"/></svg>`
  );
}
