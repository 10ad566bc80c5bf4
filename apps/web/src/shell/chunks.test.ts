import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, installChunkErrorHandling, loadChunk } from './chunks';

afterEach(() => vi.useRealTimers());

describe('lazy chunk loading (spec-shell §8, §9)', () => {
  it('answers the module when it arrives', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const error = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch module'))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).name).toBe('ChunkLoadError');
    expect((error as ChunkLoadError).code).toBe('CHUNK_LOAD_FAILED');
  });

  it('fails with ChunkLoadError after 120 s without an answer', async () => {
    vi.useFakeTimers();
    const result = loadChunk(() => new Promise(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadError);
  });

  it('marks a stylesheet failure reported by Vite with CSS_CHUNK_LOAD_FAILED', async () => {
    installChunkErrorHandling(window);
    const payload = new Error('Unable to preload CSS for /assets/Page-1a2b.css');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    const error = await loadChunk(() => Promise.reject(payload)).catch((e: unknown) => e);
    expect((error as ChunkLoadError).code).toBe('CSS_CHUNK_LOAD_FAILED');
  });
});
