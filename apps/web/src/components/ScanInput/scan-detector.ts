/** spec-shell §5, §9: keystrokes closer than 30 ms come from a scan gun. */
export const SCAN_INTERVAL_MS = 30;
/** A scan is emitted only when longer than this many characters. */
export const SCAN_MIN_LENGTH = 5;

export interface ScanDetector {
  /** One printable character typed (or sent by the scanner). */
  key(char: string): void;
  /** Stops the pending timer (on unmount). */
  dispose(): void;
}

/**
 * Collects keystrokes that arrive less than 30 ms apart; after a 30 ms pause the collected value is
 * emitted if it is longer than 5 characters. A person typing starts a new run with every key.
 */
export function createScanDetector(
  onScan: (value: string) => void,
  { interval = SCAN_INTERVAL_MS, minLength = SCAN_MIN_LENGTH } = {},
): ScanDetector {
  let buffer = '';
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const value = buffer;
    buffer = '';
    if (value.length > minLength) onScan(value);
  };

  return {
    key(char) {
      const now = Date.now();
      if (buffer && now - last >= interval) buffer = '';
      buffer += char;
      last = now;
      clearTimeout(timer);
      timer = setTimeout(flush, interval);
    },
    dispose() {
      clearTimeout(timer);
      buffer = '';
    },
  };
}
