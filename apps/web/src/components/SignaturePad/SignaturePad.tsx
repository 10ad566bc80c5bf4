import { useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { Button, Flex, Typography } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  SIGNATURE_HEIGHT,
  SIGNATURE_INK,
  SIGNATURE_LINE_WIDTH,
  SIGNATURE_WIDTH,
  canvasPoint,
  hasSignature,
} from './signature';

interface Props {
  /** The canvas signed on; the caller exports it (exportSignaturePng) when it saves or sends. */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Who signs, said beside the pad and to screen readers ("The customer signs here"). */
  hint: string;
  /** Whether the pad now holds a signature (not nothing, not a stray tap). */
  onSigned?(signed: boolean): void;
  disabled?: boolean;
  /** Buttons beside Clear (a custom field's Save). */
  actions?: ReactNode;
  id?: string;
  testId?: string;
}

/**
 * A signature drawn with a finger, pen or mouse: pointer events on a canvas scaled to the width
 * of the screen (spec-business §3 "Receipt"; the signature control of custom forms).
 */
export function SignaturePad({ canvasRef, hint, onSigned, disabled, actions, id, testId }: Props) {
  const { t } = useTranslation();
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);
  const mark = (now: boolean) => {
    setSigned(now);
    onSigned?.(now);
  };

  const point = (e: PointerEvent<HTMLCanvasElement>) =>
    canvasPoint(e.currentTarget, e.currentTarget.getBoundingClientRect(), e);
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx || disabled) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = true;
    const { x, y } = point(e);
    Object.assign(ctx, {
      lineWidth: SIGNATURE_LINE_WIDTH,
      lineCap: 'round',
      lineJoin: 'round',
      strokeStyle: SIGNATURE_INK,
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
    if (now !== signed) mark(now);
  };
  const clear = () => {
    const c = canvasRef.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    mark(false);
  };

  return (
    <Flex vertical gap={8} id={id} style={{ maxWidth: SIGNATURE_WIDTH }}>
      <canvas
        ref={canvasRef}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        aria-label={hint}
        data-testid={testId}
        data-signed={signed}
        style={{
          width: '100%',
          aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}`,
          border: '1px dashed #bfbfbf',
          borderRadius: 6,
          background: '#fff',
          touchAction: 'none',
          cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
      />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary">{hint}</Typography.Text>
        {!disabled && (
          <Flex gap={8}>
            <Button size="small" icon={<ClearOutlined />} onClick={clear} disabled={!signed}>
              {t('components.signature.clear')}
            </Button>
            {actions}
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
