import { useRef, useState } from 'react';
import { Button, Flex } from 'antd';
import { EditOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  SIGNATURE_FILE,
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
  SignaturePad,
  exportSignaturePng,
} from '../../SignaturePad';
import { ImageThumbs } from '../ImageThumbs';
import { uploadFile } from '../upload';
import type { ControlProps } from './types';

/** A saved signature shows whole, at the pad's proportions. */
const THUMB_WIDTH = 180;
const THUMB_HEIGHT = (THUMB_WIDTH * SIGNATURE_HEIGHT) / SIGNATURE_WIDTH;

/**
 * A custom field's signature: drawn on the shared pad, saved as a PNG upload; the value is its file
 * URL. A saved signature shows as an image until it is signed again.
 */
export function SignatureControl(p: ControlProps<string>) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [signed, setSigned] = useState(false);
  const [saving, setSaving] = useState(false);

  if (p.value)
    return (
      <Flex gap={12} align="center" id={p.id}>
        <ImageThumbs urls={[p.value]} title={p.field.name} size={THUMB_WIDTH} height={THUMB_HEIGHT} />
        {!p.disabled && (
          <Button
            icon={<EditOutlined />}
            onClick={() => {
              setSigned(false);
              p.onChange?.(undefined);
            }}
          >
            {t('forms.controls.resign')}
          </Button>
        )}
      </Flex>
    );

  const save = async () => {
    const blob = canvas.current && (await exportSignaturePng(canvas.current));
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
    <SignaturePad
      canvasRef={canvas}
      hint={t('forms.controls.signHere')}
      onSigned={setSigned}
      disabled={p.disabled}
      id={p.id}
      testId="signature-pad"
      actions={
        <Button
          size="small"
          type="primary"
          icon={<SaveOutlined />}
          onClick={() => void save()}
          disabled={!signed}
          loading={saving}
        >
          {t('forms.controls.saveSignature')}
        </Button>
      }
    />
  );
}
