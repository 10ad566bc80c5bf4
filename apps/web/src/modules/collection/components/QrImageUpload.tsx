import { useState } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PAYMENT_QR_MAX_BYTES, qrRatioFits } from '@fieldline/domain';
import { SafeImage } from '../../../components/SafeImage';
import { showToast } from '../../../shell/notify';
import { isCancel } from '../../../shell/request';
import { uploadQrImage } from '../api';

const TYPES = ['image/png', 'image/jpeg'];

function dimensions(file: Blob) {
  return new Promise<{ width: number; height: number }>((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      reject(new Error('unreadable'));
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

interface Props {
  value?: string | null;
  onChange?: (url: string | null) => void;
  id?: string;
}

/** A method's payment QR image: PNG or JPG, at most 200 KB, 1:1; checked here and again by the server. */
export function QrImageUpload({ value, onChange, id }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File) => {
    let problem: 'type' | 'size' | 'square' | null = !TYPES.includes(file.type)
      ? 'type'
      : file.size > PAYMENT_QR_MAX_BYTES
        ? 'size'
        : null;
    if (!problem) {
      try {
        const d = await dimensions(file);
        if (!qrRatioFits(d.width, d.height)) problem = 'square';
      } catch {
        problem = 'type';
      }
    }
    if (problem) return showToast('error', t(`collection.methods.qr.${problem}`));
    setBusy(true);
    try {
      const result = await uploadQrImage(file, file.name);
      if (!isCancel(result)) onChange?.(result.fileUrl);
    } catch {
      // the request client showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={12} align="center" id={id}>
      {value && <SafeImage src={value} alt="" width={96} height={96} style={{ objectFit: 'contain' }} />}
      <Flex vertical gap={4}>
        <Flex gap={8}>
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            beforeUpload={(file) => {
              void pick(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy}>
              {value ? t('collection.methods.qr.replace') : t('collection.methods.qr.upload')}
            </Button>
          </Upload>
          {value && <Button onClick={() => onChange?.(null)}>{t('collection.methods.qr.remove')}</Button>}
        </Flex>
        <Typography.Text type="secondary">{t('collection.methods.qr.hint')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
