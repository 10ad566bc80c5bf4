// `npm run bench:web`: the built web app in headless Chromium, measured, not asserted. For each run, a
// fresh browser context (empty cache) opens the sign-in page, signs in as the dispatcher straight into
// the order list, and reports: JavaScript loaded per page (gzip of the built files, and brotli as sent),
// main-thread long tasks (PerformanceObserver 'longtask', over 50 ms), and the time from pressing
// "log in" to the first order row on screen. WEB_DIST picks the build (default apps/web/dist).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/src/browser';
import { REPO_ROOT, startServer } from '../../e2e/src/server';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const TRACE = process.env.BENCH_WEB_TRACE === '1';
const DIST = path.resolve(REPO_ROOT, process.env.WEB_DIST ?? 'apps/web/dist');
const DISPATCHER = '13800000002';
const PASSWORD = 'Fieldline#2026';
const LIST = '/allOrder';
const WAIT = { timeout: 60_000 };

interface Load {
  files: number;
  gzip: number;
  wire: number;
}
interface Run {
  signIn: Load;
  list: Load;
  signInLong: number[];
  listLong: number[];
  toFirstRow: number;
  /** Thread time (ms) of each main-thread task from "log in" to the list's idle, when traced. */
  listThread: number[];
}

/** Collects every long task from the first script on; read with takeLongTasks. */
const OBSERVE = `window.__long = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(Math.round(e.duration)); }).observe({ type: 'longtask', buffered: true });`;
const takeLongTasks = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __long: number[] }).__long.splice(0));

const gzipOf = new Map<string, number>();
function gzipBytes(pathname: string) {
  if (!gzipOf.has(pathname))
    gzipOf.set(pathname, gzipSync(readFileSync(path.join(DIST, pathname)), { level: 9 }).length);
  return gzipOf.get(pathname)!;
}

/** JavaScript fetched since the last call: count, gzip of the built files, bytes on the wire. */
async function takeScripts(page: Page, seen: Set<string>): Promise<Load> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e as unknown as { name: string; encodedBodySize: number })
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ url: e.name, wire: e.encodedBodySize })),
  );
  const fresh = entries.filter((e) => !seen.has(e.url));
  fresh.forEach((e) => seen.add(e.url));
  return {
    files: fresh.length,
    gzip: fresh.reduce((n, e) => n + gzipBytes(new URL(e.url).pathname), 0),
    wire: fresh.reduce((n, e) => n + e.wire, 0),
  };
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** Thread time (ms) of each task on the renderer's main thread (the one that ran the most). */
function mainThreadTasks(trace: Buffer): number[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, number[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.tdur === undefined || !mains.has(key)) continue;
    const tasks = byThread.get(key) ?? [];
    if (!tasks.length) byThread.set(key, tasks);
    tasks.push(e.tdur / 1000);
  }
  return [...byThread.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
}

const sum = (tasks: number[]) => tasks.reduce((n, t) => n + t, 0);

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

async function once(browserUrl: string, browser: Browser): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const seen = new Set<string>();
  try {
    await page.goto(`${browserUrl}/login?redirect=${encodeURIComponent(LIST)}`);
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.waitForLoadState('networkidle');
    const signIn = await takeScripts(page, seen);
    const signInLong = await takeLongTasks(page);

    const form = page.getByTestId('password-login-form');
    await form.getByTestId('phone-input').fill(DISPATCHER);
    await form.getByTestId('password-input').fill(PASSWORD);
    if (TRACE) await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
    const start = Date.now();
    await form.getByTestId('login-submit').click();
    await page.locator('.ant-table-row').first().waitFor(WAIT);
    const toFirstRow = Date.now() - start;
    await page.waitForLoadState('networkidle');
    const listThread = TRACE ? mainThreadTasks(await browser.stopTracing()) : [];
    const list = await takeScripts(page, seen);
    const listLong = await takeLongTasks(page);
    return { signIn, list, signInLong, listLong, toFirstRow, listThread };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const spread = (values: number[]) => `${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;
const longest = (tasks: number[]) => (tasks.length ? Math.max(...tasks) : 0);

// Its own data directory, migrated and seeded by this server's start (the e2e run's seeded copy exists only
// under vitest, e2e/src/global-setup.ts); removed at the end.
const dataDir = await mkdtemp(path.join(tmpdir(), 'fieldline-bench-web-'));
const server = await startServer({ WEB_DIST: DIST }, dataDir);
const browser = await launchBrowser();
try {
  await once(server.url, browser); // warm-up: the server's first answers, Chromium's first start
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(server.url, browser));
  const first = runs[0]!;
  console.info(`bench:web, ${RUNS} runs after a warm-up, ${DIST}`);
  console.info(
    '| page | JS files | JS gzip KB | JS on the wire KB (brotli) | long tasks (ms, longest run) |',
  );
  console.info('| --- | ---: | ---: | ---: | --- |');
  for (const [name, load, tasks] of [
    ['sign-in page', first.signIn, runs.map((r) => r.signInLong)],
    ['order list after sign-in (what it adds)', first.list, runs.map((r) => r.listLong)],
  ] as const) {
    const worst = tasks.reduce((a, b) => (longest(b) > longest(a) ? b : a), []);
    console.info(
      `| ${name} | ${load.files} | ${kb(load.gzip)} | ${kb(load.wire)} | longest ${spread(tasks.map(longest))}; worst run: ${worst.join(', ') || 'none'} |`,
    );
  }
  console.info(
    `\nfrom "log in" to the first order row: ${spread(runs.map((r) => r.toFirstRow))} ms (median, min–max)`,
  );
  if (TRACE) {
    const over = (tasks: number[], ms: number) => tasks.filter((t) => t > ms).length;
    console.info('log in → list idle, main-thread thread time per run (ms):');
    console.info(`  longest task: ${spread(runs.map((r) => Math.round(longest(r.listThread))))}`);
    console.info(`  tasks over 50 ms: ${runs.map((r) => over(r.listThread, 50)).join(', ')}`);
    console.info(`  all tasks: ${spread(runs.map((r) => Math.round(sum(r.listThread))))}`);
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
