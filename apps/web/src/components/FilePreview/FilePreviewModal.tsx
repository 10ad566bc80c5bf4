import { Button, Empty, Modal } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ImagePreviewer } from '../ImagePreviewer';
import { fileKind, previewUrl, type PreviewFile } from './preview';

/** spec-shell §2: the file preview modal is 1000 wide. */
export const FILE_PREVIEW_WIDTH = 1000;
const FRAME_HEIGHT = '70vh';

function Body({ file }: { file: PreviewFile }) {
  const { t } = useTranslation();
  const name = file.name ?? file.url;
  const kind = fileKind(file.name ?? file.url);
  if (kind === 'image') return <ImagePreviewer src={file.url} alt={name} />;
  if (kind === 'pdf')
    return <iframe src={file.url} title={name} style={{ width: '100%', height: FRAME_HEIGHT, border: 0 }} />;
  const service = kind === 'office' ? previewUrl(file.url) : null;
  if (service)
    return <iframe src={service} title={name} style={{ width: '100%', height: FRAME_HEIGHT, border: 0 }} />;
  return (
    <Empty description={t('components.preview.unavailable')} data-testid="preview-unavailable">
      <Button type="primary" icon={<DownloadOutlined />} href={file.url} download={file.name}>
        {t('components.preview.download')}
      </Button>
    </Empty>
  );
}

/** Previews one file: images inline, PDF in a frame, office files through the preview service. */
export default function FilePreviewModal({ file, onClose }: { file: PreviewFile | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!file}
      title={file?.name ?? t('components.preview.title')}
      width={FILE_PREVIEW_WIDTH}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {file && <Body file={file} />}
    </Modal>
  );
}
