import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `until` (a timestamp), ticking each second; start() sets a new end. */
export function useCountdown(initialUntil = 0) {
  const [until, setUntil] = useState(initialUntil);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((durationMs: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setUntil(startedAt + durationMs);
  }, []);

  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
