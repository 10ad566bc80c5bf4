import { useRef, useState, type PointerEvent, type RefObject } from 'react';
import { Button, Flex, Typography } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  SIGNATURE_HEIGHT,
  SIGNATURE_LINE_WIDTH,
  SIGNATURE_WIDTH,
  canvasPoint,
  hasSignature,
} from '../logic/signature';

interface Props {
  /** The canvas the customer signs on; the form exports it as a PNG when it is sent. */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Whether the pad now holds a signature. */
  onSigned?(signed: boolean): void;
  id?: string;
}

/**
 * The customer signs with a finger, pen or mouse on the engineer's device (spec-business §3
 * "Receipt"): pointer events draw on a canvas scaled to the width of the screen.
 */
export function SignaturePad({ canvasRef, onSigned, id }: Props) {
  const { t } = useTranslation();
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);

  const point = (e: PointerEvent<HTMLCanvasElement>) =>
    canvasPoint(e.currentTarget, e.currentTarget.getBoundingClientRect(), e);
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = true;
    const { x, y } = point(e);
    Object.assign(ctx, {
      lineWidth: SIGNATURE_LINE_WIDTH,
      lineCap: 'round',
      lineJoin: 'round',
      strokeStyle: '#111',
    });
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx || !drawing.current) return;
    const { x, y } = point(e);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const up = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    const now = hasSignature(e.currentTarget);
    if (now !== signed) {
      setSigned(now);
      onSigned?.(now);
    }
  };
  const clear = () => {
    const c = canvasRef.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    setSigned(false);
    onSigned?.(false);
  };

  return (
    <Flex vertical gap={8} id={id}>
      <canvas
        ref={canvasRef}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        aria-label={t('orderDetail.receipt.signHere')}
        data-testid="receipt-signature-pad"
        data-signed={signed}
        style={{
          width: '100%',
          aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}`,
          border: '1px dashed #bfbfbf',
          borderRadius: 6,
          background: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
      />
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{t('orderDetail.receipt.signHere')}</Typography.Text>
        <Button size="small" icon={<ClearOutlined />} onClick={clear} disabled={!signed}>
          {t('orderDetail.receipt.clear')}
        </Button>
      </Flex>
    </Flex>
  );
}
