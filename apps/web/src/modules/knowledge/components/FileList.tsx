import { Button, Flex, Typography } from 'antd';
import { EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { KnowledgeFile } from '@fieldline/domain';
import { openFilePreview } from '../../../components/FilePreview/preview';
import { SafeImage } from '../../../components/SafeImage';

const kb = (size: number) =>
  size < 1024 * 1024 ? `${Math.ceil(size / 1024)} KB` : `${(size / 1024 / 1024).toFixed(1)} MB`;

/** Images as thumbnails and attachments as rows, each opened in the shell's file preview. */
export function FileList({
  images = [],
  attachments = [],
  links = false,
}: {
  images?: KnowledgeFile[];
  attachments?: KnowledgeFile[];
  /** Outside the signed-in frame (a public link): files open as plain links, not in the preview. */
  links?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      {images.length > 0 && (
        <Flex gap={8} wrap>
          {images.map((f) => (
            <SafeImage
              key={f.id}
              src={f.url}
              alt={f.name}
              width={120}
              height={90}
              style={{ objectFit: 'cover', borderRadius: 4, cursor: 'pointer', border: '1px solid #f0f0f0' }}
              onClick={() =>
                links ? window.open(f.url, '_blank') : openFilePreview({ url: f.url, name: f.name })
              }
            />
          ))}
        </Flex>
      )}
      {attachments.map((f) => (
        <Flex key={f.id} gap={8} align="center">
          <PaperClipOutlined />
          <Typography.Text>{f.name}</Typography.Text>
          <Typography.Text type="secondary">{kb(f.size)}</Typography.Text>
          {links ? (
            <Typography.Link href={f.url} target="_blank" rel="noreferrer">
              {t('knowledge.common.download')}
            </Typography.Link>
          ) : (
            <Button
              size="small"
              type="link"
              icon={<EyeOutlined />}
              onClick={() => openFilePreview({ url: f.url, name: f.name })}
              data-testid="kb-file-preview"
            >
              {t('knowledge.common.preview')}
            </Button>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
