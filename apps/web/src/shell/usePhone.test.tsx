import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePhone } from './usePhone';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usePhone', () => {
  it('answers from the first render, then follows the window across 768 px', async () => {
    let wide = false;
    const listeners = new Set<() => void>();
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (media) =>
        ({
          media,
          get matches() {
            return wide;
          },
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const seen: boolean[] = [];
    function Probe() {
      seen.push(usePhone());
      return null;
    }
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Probe />));
    // a phone from the first render on: no first render as a wide screen, and no second one
    expect(seen).toEqual([true]);
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 768px)');

    wide = true;
    await act(async () => listeners.forEach((listener) => listener()));
    expect(seen).toEqual([true, false]);

    await act(async () => root.unmount());
    expect(listeners.size).toBe(0);
  });
});
