import { DOWNLOAD_IN_PROGRESS, type DownloadFile } from './api';

/** spec-shell §4, §9: wait 1 s, then poll every second while anything is in progress, at most 120 times. */
export const POLL_DELAY_MS = 1000;
export const POLL_INTERVAL_MS = 1000;
export const POLL_MAX = 120;

export interface PollerOptions {
  fetchList(): Promise<DownloadFile[]>;
  /** Every file is finished; `watched` are those seen in progress during this polling. */
  onComplete(files: DownloadFile[], watched: DownloadFile[]): void;
  /** Each fresh list, for the download centre to show. */
  onList?(files: DownloadFile[]): void;
}

/**
 * Polls the download centre after an export starts. Starting again while polling restarts the
 * count; a failed fetch ends the polling quietly.
 */
export function createDownloadPoller({ fetchList, onComplete, onList }: PollerOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let run = 0;
  let polls = 0;
  let watched = new Map<number, DownloadFile>();

  const tick = async (mine: number) => {
    let files: DownloadFile[];
    try {
      files = await fetchList();
    } catch {
      return;
    }
    if (mine !== run) return;
    polls++;
    onList?.(files);
    const busy = files.filter((f) => f.process_state === DOWNLOAD_IN_PROGRESS);
    for (const f of busy) watched.set(f.id, f);
    if (busy.length === 0) {
      const done = files.filter((f) => watched.has(f.id));
      watched = new Map();
      onComplete(files, done);
    } else if (polls < POLL_MAX) {
      timer = setTimeout(() => void tick(mine), POLL_INTERVAL_MS);
    }
  };

  return {
    start() {
      clearTimeout(timer);
      const mine = ++run;
      polls = 0;
      timer = setTimeout(() => void tick(mine), POLL_DELAY_MS);
    },
    stop() {
      clearTimeout(timer);
      run++;
    },
    /** How many times the current run has fetched the list. */
    get polls() {
      return polls;
    },
  };
}
