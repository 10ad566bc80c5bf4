import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ORDER_IMAGES_MAX } from '@fieldline/domain';
import { ImageThumbs } from '../../../../components/CustomFields/ImageThumbs';
import { uploadFile } from '../../../../components/CustomFields/upload';
import { showToast } from '../../../../shell/notify';
import { photoName, preparePhoto } from '../logic/image';

interface Props {
  value?: string[];
  onChange?(value: string[]): void;
  id?: string;
  max?: number;
  /** Where a photo goes; answers its URL (null when cancelled). Default: the signed-in upload. */
  upload?: (file: Blob, name: string) => Promise<string | null>;
  testId?: string;
}

/**
 * Photos taken with the device's camera (`capture="environment"`; a file picker on a computer),
 * made small enough for the 1 MB image limit, uploaded at once, shown as thumbnails.
 */
export function PhotoCapture({
  value = [],
  onChange,
  id,
  max = ORDER_IMAGES_MAX,
  upload = uploadFile,
  testId,
}: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const picked = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])].slice(0, max - value.length);
    e.target.value = '';
    if (!files.length) return;
    setBusy(true);
    const urls = [...value];
    try {
      for (const file of files) {
        const blob = await preparePhoto(file);
        if (!blob) {
          showToast('error', t('orderDetail.photos.unusable', { name: file.name }));
          continue;
        }
        const url = await upload(blob, photoName(file, blob)).catch(() => null);
        if (url) urls.push(url);
      }
    } finally {
      setBusy(false);
      onChange?.(urls);
    }
  };

  return (
    <Flex vertical gap={8} id={id}>
      {value.length > 0 && (
        <ImageThumbs
          urls={value}
          title={t('orderDetail.photos.title')}
          onRemove={(url) => onChange?.(value.filter((u) => u !== url))}
        />
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        style={{ display: 'none' }}
        onChange={(e) => void picked(e)}
        data-testid={testId ? `${testId}-input` : undefined}
      />
      <Flex gap={8} align="center" wrap>
        <Button
          icon={<CameraOutlined />}
          loading={busy}
          disabled={value.length >= max}
          onClick={() => input.current?.click()}
          data-testid={testId}
        >
          {t('orderDetail.photos.take')}
        </Button>
        <Typography.Text type="secondary">
          {t('orderDetail.photos.count', { count: value.length, max })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
