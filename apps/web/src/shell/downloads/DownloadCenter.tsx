import { useEffect, useState } from 'react';
import { Badge, Button, Empty, List, Popover, Spin, Tag, Tooltip, Typography } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { onEvent } from '../events';
import { DOWNLOAD_IN_PROGRESS, DOWNLOADS_QUERY_KEY, fetchDownloads, type DownloadFile } from './api';

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

/** The top bar's download centre: the user's exports, their state and their files. */
export function DownloadCenter() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data: files = [], isFetching } = useQuery({
    queryKey: DOWNLOADS_QUERY_KEY,
    queryFn: fetchDownloads,
    enabled: open,
    staleTime: 0,
  });
  useEffect(
    () =>
      onEvent(
        'download-complete',
        () => void queryClient.invalidateQueries({ queryKey: DOWNLOADS_QUERY_KEY }),
      ),
    [queryClient],
  );
  const busy = files.some((f) => f.process_state === DOWNLOAD_IN_PROGRESS);

  const content = (
    <Spin spinning={isFetching && files.length === 0}>
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

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('shell.downloads.title')}
      content={content}
      open={open}
      onOpenChange={setOpen}
    >
      <Tooltip title={t('shell.downloads.title')}>
        <Button type="text" aria-label={t('shell.downloads.title')} data-testid="download-center">
          <Badge dot={busy}>
            <CloudDownloadOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Tooltip>
    </Popover>
  );
}
