import { Empty, List, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_IN_PROGRESS, type DownloadFile } from './api';

function FileState({ file }: { file: DownloadFile }) {
  const { t } = useTranslation();
  if (file.process_state === DOWNLOAD_IN_PROGRESS)
    return <Tag color="processing">{t('shell.downloads.inProgress')}</Tag>;
  if (file.failed || !file.file_url) return <Tag color="error">{t('shell.downloads.failedShort')}</Tag>;
  return (
    <Typography.Link href={file.file_url} download={file.file_name}>
      {t('shell.downloads.download')}
    </Typography.Link>
  );
}

/**
 * The download centre's panel: the files, their state and their links. Its own chunk (List brings
 * pagination along), loaded when the panel first opens.
 */
export default function DownloadList({ files, loading }: { files: DownloadFile[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Spin spinning={loading}>
      <List
        style={{ width: 360, maxHeight: 400, overflow: 'auto' }}
        size="small"
        dataSource={files}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.downloads.empty')} />,
        }}
        renderItem={(file) => (
          <List.Item key={file.id} extra={<FileState file={file} />} data-testid="download-item">
            <List.Item.Meta
              title={file.file_name}
              description={dayjs(file.created_at).format('YYYY-MM-DD HH:mm')}
            />
          </List.Item>
        )}
      />
    </Spin>
  );
}
