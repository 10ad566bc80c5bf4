import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Popover, Spin, Tooltip } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onEvent } from '../events';
import { DotBadge } from '../Layout/frame-parts';
import { DOWNLOAD_IN_PROGRESS, DOWNLOADS_QUERY_KEY, fetchDownloads } from './api';

/** The panel's list loads with its first opening, not with the frame. */
const DownloadList = lazy(() => import('./DownloadList'));

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
    <Suspense fallback={<Spin style={{ display: 'block', width: 360 }} />}>
      <DownloadList files={files} loading={isFetching && files.length === 0} />
    </Suspense>
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
          <DotBadge dot={busy}>
            <CloudDownloadOutlined style={{ fontSize: 16 }} />
          </DotBadge>
        </Button>
      </Tooltip>
    </Popover>
  );
}
