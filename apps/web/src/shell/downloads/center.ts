import i18n from '../i18n';
import { emitEvent } from '../events';
import { showToast } from '../notify';
import { queryClient } from '../query-client';
import { DOWNLOADS_QUERY_KEY, fetchDownloads } from './api';
import { createDownloadPoller } from './polling';

const poller = createDownloadPoller({
  fetchList: fetchDownloads,
  onList: (files) => queryClient.setQueryData(DOWNLOADS_QUERY_KEY, files),
  onComplete: (files, watched) => {
    if (files.length === 0) return;
    emitEvent('download-complete', { files });
    const failed = watched.filter((f) => f.failed);
    for (const f of failed) showToast('error', i18n.t('shell.downloads.failed', { name: f.file_name }));
    if (failed.length < watched.length || watched.length === 0)
      showToast('success', i18n.t('shell.downloads.ready'));
  },
});

/**
 * Any module calls this after starting an export: the download centre polls until the export
 * finishes, then emits `download-complete` and tells the user.
 */
export function startDownloadPolling() {
  poller.start();
}
