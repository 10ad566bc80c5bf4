import { useState } from 'react';
import { Button, Flex, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/SafeImage';
import { showToast } from '../../../shell/notify';
import { isCancel } from '../../../shell/request';
import { uploadImage } from '../api';
import { imageProblem } from '../logic';

const THUMB = 96;

interface Props {
  value?: string | null;
  onChange?: (url: string | null) => void;
}

/** The product picture: one image of at most 1 MB, uploaded through the files module. */
export function ImageUpload({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const pick = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) return showToast('error', t(`products.form.image.${problem}`));
    setBusy(true);
    try {
      const result = await uploadImage(file, file.name);
      if (!isCancel(result)) onChange?.(result.fileUrl);
    } catch {
      // the request client showed why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex gap={12} align="center">
      {value && (
        <SafeImage
          src={value}
          alt={t('products.fields.image')}
          width={THUMB}
          height={THUMB}
          style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #f0f0f0' }}
          data-testid="product-image-thumb"
        />
      )}
      <Flex vertical gap={8}>
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="product-image-upload">
            {value ? t('products.form.image.replace') : t('products.form.image.upload')}
          </Button>
        </Upload>
        {value && (
          <Button
            icon={<DeleteOutlined />}
            onClick={() => onChange?.(null)}
            data-testid="product-image-remove"
          >
            {t('products.form.image.remove')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
