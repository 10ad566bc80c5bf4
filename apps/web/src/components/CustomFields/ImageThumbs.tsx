import { useState } from 'react';
import { Button, Flex, Modal } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ImagePreviewer } from '../ImagePreviewer';
import { SafeImage } from '../SafeImage';

export const THUMB_SIZE = 72;
const PREVIEW_WIDTH = 800;

interface Props {
  urls: string[];
  /** Names the images (alt text, preview title). */
  title: string;
  size?: number;
  /** Wide pictures (signatures) show whole at this height; square crops otherwise. */
  height?: number;
  onRemove?: (url: string) => void;
}

/** Thumbnails that open in the image previewer (width toggle, rotation, flip); removable in forms. */
export function ImageThumbs({ urls, title, size = THUMB_SIZE, height, onRemove }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Flex gap={8} wrap>
        {urls.map((url) => (
          <div key={url} style={{ position: 'relative', width: size, height: height ?? size }}>
            <SafeImage
              src={url}
              alt={title}
              width={size}
              height={height ?? size}
              style={{
                objectFit: height ? 'contain' : 'cover',
                borderRadius: 4,
                cursor: 'zoom-in',
                border: '1px solid #f0f0f0',
                background: '#fff',
              }}
              onClick={() => setOpen(url)}
              data-testid="custom-image"
            />
            {onRemove && (
              <Button
                size="small"
                shape="circle"
                danger
                icon={<CloseOutlined />}
                aria-label={t('forms.controls.remove')}
                style={{ position: 'absolute', top: -8, right: -8 }}
                onClick={() => onRemove(url)}
              />
            )}
          </div>
        ))}
      </Flex>
      <Modal
        open={open !== null}
        title={title}
        width={PREVIEW_WIDTH}
        footer={null}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {open && <ImagePreviewer src={open} alt={title} />}
      </Modal>
    </>
  );
}
