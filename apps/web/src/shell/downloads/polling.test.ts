import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadFile } from './api';
import { POLL_MAX, createDownloadPoller } from './polling';

const file = (id: number, state: 1 | 2, failed = false): DownloadFile => ({
  id,
  file_name: `export-${id}.csv`,
  process_state: state,
  failed,
  file_url: state === 2 && !failed ? `/files/${id}` : null,
  created_at: '2026-01-01T00:00:00Z',
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('download-centre polling (spec-shell §4, §9)', () => {
  it('waits 1 s, polls every second while in progress, then reports completion once', async () => {
    const answers = [[file(1, 1)], [file(1, 1)], [file(1, 2), file(2, 2)]];
    const fetchList = vi.fn(() => Promise.resolve(answers.shift() ?? []));
    const onComplete = vi.fn();
    createDownloadPoller({ fetchList, onComplete }).start();

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchList).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchList).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchList).toHaveBeenCalledTimes(3);
    expect(onComplete).toHaveBeenCalledOnce();
    const [files, watched] = onComplete.mock.calls[0]!;
    expect(files).toHaveLength(2);
    expect(watched.map((f: DownloadFile) => f.id)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchList).toHaveBeenCalledTimes(3);
  });

  it('gives up after 120 polls without reporting completion', async () => {
    const fetchList = vi.fn(() => Promise.resolve([file(1, 1)]));
    const onComplete = vi.fn();
    createDownloadPoller({ fetchList, onComplete }).start();
    await vi.advanceTimersByTimeAsync(1000 + 200 * 1000);
    expect(fetchList).toHaveBeenCalledTimes(POLL_MAX);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('stops quietly when the list cannot be fetched', async () => {
    const fetchList = vi.fn(() => Promise.reject(new Error('404')));
    const onComplete = vi.fn();
    createDownloadPoller({ fetchList, onComplete }).start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchList).toHaveBeenCalledOnce();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('restarts the count when another export starts', async () => {
    const fetchList = vi.fn(() => Promise.resolve([file(1, 1)]));
    const poller = createDownloadPoller({ fetchList, onComplete: vi.fn() });
    poller.start();
    await vi.advanceTimersByTimeAsync(1000 + 100 * 1000);
    poller.start();
    await vi.advanceTimersByTimeAsync(1000 + 50 * 1000);
    expect(poller.polls).toBe(51);
  });
});
