import { QRCode } from 'antd';
import { scanUrl } from '../api';

/**
 * The QR image of a code, drawn in the browser (antd's QRCode, SVG so it prints sharp): it encodes
 * the public scan URL `<origin>/scan/<code>`.
 */
export function QrImage({ code, size = 160 }: { code: string; size?: number }) {
  return (
    <QRCode
      type="svg"
      value={scanUrl(code)}
      size={size}
      bordered={false}
      errorLevel="M"
      style={{ padding: 0 }}
      data-testid="qr-image"
      data-value={scanUrl(code)}
    />
  );
}
