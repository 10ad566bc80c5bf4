import { useRef, useState, type PointerEvent } from 'react';
import { Button, Flex } from 'antd';
import { ClearOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ImageThumbs } from '../ImageThumbs';
import { uploadFile } from '../upload';
import type { ControlProps } from './types';

/** The pad's drawing resolution; it is shown at the container's width with the same ratio. */
export const SIGNATURE_WIDTH = 600;
export const SIGNATURE_HEIGHT = 200;
const LINE_WIDTH = 2.5;
const SIGNATURE_FILE = 'signature.png';
/** A saved signature shows whole, at the pad's proportions. */
const THUMB_WIDTH = 180;
const THUMB_HEIGHT = (THUMB_WIDTH * SIGNATURE_HEIGHT) / SIGNATURE_WIDTH;

/** Where a pointer is on the canvas, in canvas pixels. */
function canvasPoint(canvas: HTMLCanvasElement, e: PointerEvent) {
  const rect = canvas.getBoundingClientRect();
  return {
    x: ((e.clientX - rect.left) * canvas.width) / (rect.width || canvas.width),
    y: ((e.clientY - rect.top) * canvas.height) / (rect.height || canvas.height),
  };
}

const toPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));

/**
 * A signature drawn with mouse, pen or finger, saved as a PNG upload; the value is its file URL.
 * A saved signature shows as an image until it is signed again.
 */
export function SignatureControl(p: ControlProps<string>) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const [saving, setSaving] = useState(false);

  if (p.value)
    return (
      <Flex gap={12} align="center" id={p.id}>
        <ImageThumbs urls={[p.value]} title={p.field.name} size={THUMB_WIDTH} height={THUMB_HEIGHT} />
        {!p.disabled && (
          <Button icon={<EditOutlined />} onClick={() => p.onChange?.(undefined)}>
            {t('forms.controls.resign')}
          </Button>
        )}
      </Flex>
    );

  const context = () => canvas.current?.getContext('2d') ?? null;
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx || p.disabled) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const { x, y } = canvasPoint(e.currentTarget, e);
    ctx.lineWidth = LINE_WIDTH;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#000';
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx || !drawing.current) return;
    const { x, y } = canvasPoint(e.currentTarget, e);
    ctx.lineTo(x, y);
    ctx.stroke();
    if (!drawn) setDrawn(true);
  };
  const up = () => {
    drawing.current = false;
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    setDrawn(false);
  };
  const save = async () => {
    const c = canvas.current;
    const blob = c && (await toPng(c));
    if (!blob) return;
    setSaving(true);
    try {
      const url = await uploadFile(blob, SIGNATURE_FILE);
      if (url) p.onChange?.(url);
    } catch {
      // the request client has shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={8} id={p.id}>
      <canvas
        ref={canvas}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        aria-label={t('forms.controls.signHere')}
        data-testid="signature-pad"
        style={{
          width: '100%',
          maxWidth: SIGNATURE_WIDTH,
          aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}`,
          border: '1px dashed #d9d9d9',
          borderRadius: 6,
          background: '#fff',
          touchAction: 'none',
          cursor: p.disabled ? 'not-allowed' : 'crosshair',
        }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      {!p.disabled && (
        <Flex gap={8}>
          <Button icon={<ClearOutlined />} onClick={clear} disabled={!drawn || saving}>
            {t('forms.controls.clearSignature')}
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            onClick={() => void save()}
            disabled={!drawn}
            loading={saving}
          >
            {t('forms.controls.saveSignature')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
