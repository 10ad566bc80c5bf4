/**
 * A small closed-loop load generator: `concurrency` callers each issue one call, wait for it to
 * finish, and issue the next, until the duration is over or the request budget is spent.
 * Used in-process for the raw baselines and in the client process (client.ts) for HTTP.
 */
import { performance } from 'node:perf_hooks';

export interface LoopOptions {
  concurrency: number;
  durationMs: number;
  /** Upper bound on calls, whatever the duration (keeps memory and slow scenarios bounded). */
  maxRequests: number;
  /** Added to seq, so later slices of a scenario carry on through its rotating inputs. */
  offset?: number;
}

/** One measured run, raw: every latency in milliseconds. */
export interface LoadSample {
  latencies: Float64Array;
  errors: number;
  elapsedMs: number;
  firstError?: string;
}

export interface LoadSummary {
  requests: number;
  errors: number;
  elapsedMs: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  firstError?: string;
}

/** Runs `call(seq)` in a closed loop; seq counts from `offset` (default 0) across all callers. */
export async function closedLoop(
  opts: LoopOptions,
  call: (seq: number) => Promise<void>,
): Promise<LoadSample> {
  const latencies = new Float64Array(Math.max(1, opts.maxRequests));
  let issued = 0;
  let done = 0;
  let errors = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const deadline = start + opts.durationMs;
  const caller = async () => {
    while (issued < opts.maxRequests && performance.now() < deadline) {
      const seq = (opts.offset ?? 0) + issued++;
      const t0 = performance.now();
      try {
        await call(seq);
      } catch (err) {
        errors++;
        firstError ??= err instanceof Error ? err.message : String(err);
      }
      latencies[done++] = performance.now() - t0;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency) }, caller));
  const elapsedMs = performance.now() - start;
  return { latencies: latencies.slice(0, done), errors, elapsedMs, firstError };
}

/** Pools several samples of one scenario (its slices across rounds) into one set of figures. */
export function summarize(samples: LoadSample[]): LoadSummary {
  const sorted = new Float64Array(samples.reduce((n, s) => n + s.latencies.length, 0));
  let offset = 0;
  for (const s of samples) {
    sorted.set(s.latencies, offset);
    offset += s.latencies.length;
  }
  sorted.sort();
  const elapsedMs = samples.reduce((t, s) => t + s.elapsedMs, 0);
  const errors = samples.reduce((t, s) => t + s.errors, 0);
  const firstError = samples.find((s) => s.firstError)?.firstError;
  const at = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0;
  return {
    requests: sorted.length,
    errors,
    elapsedMs,
    rps: sorted.length ? (sorted.length / elapsedMs) * 1000 : 0,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.length ? sorted[sorted.length - 1]! : 0,
    firstError,
  };
}

/** A warm-up run (not reported) followed by the measured run. */
export async function warmThenMeasure(
  opts: LoopOptions & { warmupMs: number },
  call: (seq: number) => Promise<void>,
): Promise<LoadSample> {
  if (opts.warmupMs > 0) await closedLoop({ ...opts, durationMs: opts.warmupMs }, call);
  return closedLoop(opts, call);
}
