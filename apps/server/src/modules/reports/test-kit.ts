import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import type { DemoAccount } from '../../test/accounts';
import { userId } from '../../test/data';

/**
 * What the report tests of this module share (issue 28): the period, the sign-ins, the call, the
 * refusal without 10801, the language of the titles and the export to the download centre. Each test
 * still names the rule it checks; this only spares it the setup.
 */

/** The statistics' days are Shanghai days: today plus `offsetDays`. */
export const day = (offsetDays = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** The longest period a report takes (two years, to today). */
export const twoYears = `window=range&from=${day(-700)}&to=${day()}`;

/** A report's answer, as the tests read it. */
export interface ReportData {
  figures: { key: string; value: number | string | null }[];
  charts: {
    kind: string;
    title?: string;
    categories?: string[];
    series?: { name: string; data: number[] }[];
    data?: { name: string; value: number }[];
  }[];
  table: {
    columns: { key: string; title: string }[];
    rows: Record<string, number | string | null>[];
    totals: Record<string, number | string | null>;
  };
}

/**
 * The kit of the report at `url` (`/v2/report/...`). `settle` runs before each read (work the
 * requests left behind, such as the event consumers').
 */
export function reportTestKit(url: string, opts: { settle?: (t: TestApp) => Promise<unknown> } = {}) {
  let app: TestApp | undefined;
  const sessions = new Map<DemoAccount, Session>();
  const started = () => {
    if (!app) throw new Error('reportTestKit: start() first');
    return app;
  };
  const kit = {
    get t() {
      return started();
    },
    /** Starts the app with its demo data and signs `accounts` in: their sessions, in that order. */
    async start<A extends DemoAccount[]>(...accounts: A): Promise<{ [K in keyof A]: Session }> {
      app = await testApp();
      const signed = await Promise.all(accounts.map((a) => loginAs(app!.app, a)));
      accounts.forEach((a, i) => sessions.set(a, signed[i]!));
      return signed as { [K in keyof A]: Session };
    },
    close: () => started().close(),
    /** The report for `query` (a period and filters), answered 200. */
    async report(s: Session, query: string) {
      const t = started();
      await opts.settle?.(t);
      const res = await as(t, s).get(`/api${url}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as ReportData;
    },
    /** Each of `accounts` (roles without 10801) is refused the report: 403 NO_PERMISSION. */
    async refuses(...accounts: (DemoAccount | Session)[]) {
      const t = started();
      for (const who of accounts) {
        const s = typeof who === 'string' ? (sessions.get(who) ?? (await loginAs(t.app, who))) : who;
        expectRefusal(await as(t, s).get(`/api${url}?window=30`), 403, 'NO_PERMISSION');
      }
    },
    /** The title of the table's column `column` as `account` reads it in `locale` (it stays set). */
    async titleIn(locale: 'zh_CN' | 'en_GB', column = 0, account: DemoAccount = 'director') {
      const t = started();
      const id = await userId(t, account);
      await t.database.db.execute(
        sql`update users set locale = ${locale} where enterprise_id = 1 and id = ${id}`,
      );
      const s = sessions.get(account) ?? (await loginAs(t.app, account));
      return (await kit.report(s, 'window=30')).table.columns[column]!.title;
    },
    /** Exports the report for `query` to the download centre (10802): the download's id. */
    async exports(s: Session, query: string, fileName: string) {
      const res = await as(started(), s).post(`/api${url}/export?${query}`, { fileName });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().data.id as number;
      expect(id).toBeGreaterThan(0);
      return id;
    },
  };
  return kit;
}
