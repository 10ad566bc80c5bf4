import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScanDetector } from './scan-detector';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function type(detector: ReturnType<typeof createScanDetector>, text: string, gapMs: number) {
  for (const char of text) {
    detector.key(char);
    vi.advanceTimersByTime(gapMs);
  }
}

describe('scan-gun input (spec-shell §5)', () => {
  it('emits fast keystrokes as one value after a 30 ms pause', () => {
    const onScan = vi.fn();
    const detector = createScanDetector(onScan);
    type(detector, 'SN20260001', 5);
    expect(onScan).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30);
    expect(onScan).toHaveBeenCalledExactlyOnceWith('SN20260001');
  });

  it('waits the full 30 ms pause before emitting', () => {
    const onScan = vi.fn();
    const detector = createScanDetector(onScan);
    type(detector, 'ABCDEFG', 10);
    vi.advanceTimersByTime(19);
    expect(onScan).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onScan).toHaveBeenCalledWith('ABCDEFG');
  });

  it('emits nothing for 5 characters or fewer', () => {
    const onScan = vi.fn();
    const detector = createScanDetector(onScan);
    type(detector, 'ABCDE', 5);
    vi.advanceTimersByTime(100);
    expect(onScan).not.toHaveBeenCalled();
    type(detector, 'ABCDEF', 5);
    vi.advanceTimersByTime(100);
    expect(onScan).toHaveBeenCalledWith('ABCDEF');
  });

  it('treats keys 30 ms or more apart as typing, not as a scan', () => {
    const onScan = vi.fn();
    const detector = createScanDetector(onScan);
    type(detector, 'ABCDEFGH', 30);
    vi.advanceTimersByTime(100);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('starts a new scan after typed keys, keeping only the fast run', () => {
    const onScan = vi.fn();
    const detector = createScanDetector(onScan);
    type(detector, 'ab', 200);
    type(detector, '1234567', 3);
    vi.advanceTimersByTime(30);
    expect(onScan).toHaveBeenCalledExactlyOnceWith('1234567');
  });

  it('emits nothing after dispose', () => {
    const onScan = vi.fn();
    const detector = createScanDetector(onScan);
    type(detector, '1234567', 3);
    detector.dispose();
    vi.advanceTimersByTime(100);
    expect(onScan).not.toHaveBeenCalled();
  });
});
