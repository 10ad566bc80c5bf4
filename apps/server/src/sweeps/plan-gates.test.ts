import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DETAIL_CONTROL_SEGMENTS,
  PLAN_FEATURES,
  PLAN_FEATURE_LIST,
  type PlanFeature,
} from '@fieldline/domain';
import type { PaidPart } from '../core/plans';
import type { RouteDef } from '../core/route';
import { loginAs, testApp, type Session, type TestApp } from '../test/app';
import { changedTables, checksums, label, parseJson, send, validRequest, type SweepRequest } from './harness';

/**
 * The free tier on the server (spec-business §6): every route that declares a paid feature, and
 * every paid part of a request, refuses the free enterprise's administrator with 403 PAID_FEATURE
 * and the upgrade message, and lets the paid demo administrator through. The routes come from the
 * route table; GATED below only pins which ones they are, so a route that loses its gate fails.
 */
const fieldBases = Object.values(DETAIL_CONTROL_SEGMENTS).map((s) =>
  s ? `/detailcontrol/${s}` : '/detailcontrol',
);
const GATED: Record<string, string[]> = {
  approval: [
    'POST /order/examine/save',
    'POST /order/examine/trans',
    'POST /order/examine/batch/addExamineUsers',
    'POST /order/examine/editUser',
    'POST /v2/detailcontroltmpl/edit (part)',
  ],
  batch: [
    'PUT /v2/order/archive (part)',
    'DELETE /v2/order/delete (part)',
    'PUT /v2/order/restore (part)',
    'POST /v2/order/assign (part)',
    'POST /v2/order/pool/put (part)',
  ],
  copyOrder: ['GET /order/copyOrder'],
  customFields: [
    'POST /temp/saveField',
    'DELETE /temp/deleteField/:id',
    'POST /v2/detailcontroldetail/save',
    'POST /v2/detailcontroldetail/update',
    'DELETE /v2/detailcontroldetail/delete',
    ...fieldBases.flatMap((b) => [`POST ${b}/saveField`, `POST ${b}/updateField`, `DELETE ${b}/delete`]),
  ],
  smsSignature: [
    'POST /v2/sms/signature',
    'POST /v2/cyclePlan/marketing/preview',
    'POST /v2/cyclePlan/marketing/send',
  ],
  returnVisitors: ['POST /v2/returnVisitPlan/save (part)'],
  sort: ['POST /v2/fieldSort/sortFieldAndSys'],
  sla: [
    'GET /v2/sla/policy/list',
    'GET /v2/sla/policy/detail/:id',
    'POST /v2/sla/policy/save',
    'DELETE /v2/sla/policy/delete/:id',
    'GET /v2/sla/calendar',
    'POST /v2/sla/calendar/save',
    'GET /v2/sla/overtime/list',
    'GET /v2/sla/timers',
  ],
};
const HOTLINE = '400-800-1234';
const SKIP_COLUMNS = { sessions: ['last_used_at'] };

let t: TestApp;
let free: Session;
let paid: Session;
beforeAll(async () => {
  t = await testApp({ hotline: HOTLINE });
  free = await loginAs(t.app, 'freeAdministrator');
  paid = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

interface Probe {
  def: RouteDef;
  feature: PlanFeature;
  part?: PaidPart;
  name: string;
}

/** One probe per gated route and per paid part, from the route table. */
const probes = (): Probe[] =>
  t.app.ctx.routes.flatMap((def) => [
    ...(def.feature ? [{ def, feature: def.feature, name: label(def) }] : []),
    ...(def.paidParts ?? []).map((part) => ({
      def,
      feature: part.feature,
      part,
      name: `${label(def)} (part)`,
    })),
  ]);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const merge = (a: unknown, b: unknown): unknown =>
  isObject(a) && isObject(b)
    ? Object.fromEntries(
        [...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => [k, merge(a[k], b[k])]),
      )
    : (b ?? a);

/** A valid request for the route that uses the probed feature (a paid part's example laid over it). */
function requestFor(p: Probe, headers?: Record<string, string>): SweepRequest {
  const valid = validRequest(p.def);
  const example = p.part?.example ?? {};
  return {
    ...valid,
    query: merge(valid.query, example.query) as Record<string, unknown> | undefined,
    body: merge(valid.body, example.body),
    headers,
  };
}

it('gates exactly the routes and parts of the built plan features, and every built feature has one', () => {
  const found: Record<string, string[]> = {};
  for (const p of probes()) (found[p.feature] ??= []).push(p.name);
  for (const list of Object.values(found)) list.sort();
  const expected = Object.fromEntries(Object.entries(GATED).map(([f, list]) => [f, [...list].sort()]));
  expect(found).toEqual(expected);
  expect(PLAN_FEATURE_LIST.filter((f) => PLAN_FEATURES[f].built).sort()).toEqual(Object.keys(GATED).sort());
});

it('refuses every gated route and part to the free enterprise with 403 PAID_FEATURE and the upgrade message in both languages, writing nothing', async () => {
  const before = await checksums(t.database, { skipColumns: SKIP_COLUMNS });
  const problems: string[] = [];
  const languages = [
    { lang: 'zh-CN', text: '免费版' },
    { lang: 'en-GB', text: 'free version' },
  ];
  for (const p of probes()) {
    for (const { lang, text } of languages) {
      const res = (await send(t.app, free, p.def, requestFor(p, { 'accept-language': lang })))!;
      const body = parseJson(res.body);
      const message = String(body?.message ?? '');
      const data = body?.data as { feature?: string } | undefined;
      if (
        res.statusCode !== 403 ||
        body?.code !== 'PAID_FEATURE' ||
        data?.feature !== p.feature ||
        !message.includes(text) ||
        !message.includes(HOTLINE)
      )
        problems.push(`${p.name} [${lang}]: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  expect(problems).toEqual([]);
  expect(changedTables(before, await checksums(t.database, { skipColumns: SKIP_COLUMNS }))).toEqual([]);
  console.info(`plan sweep: ${probes().length} gated routes and parts refused to the free enterprise`);
});

/** The example without its paid use: one record instead of several, a switch off instead of on. */
const withoutUse = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.slice(0, 1);
  if (typeof v === 'string') return v.split(',')[0];
  if (v === true) return false;
  return isObject(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withoutUse(x)])) : v;
};

it('refuses only the paid part: the same request with one record, or the switch off, is not refused for the plan', async () => {
  const problems: string[] = [];
  for (const p of probes().filter((x) => x.part)) {
    const example = withoutUse(p.part!.example) as PaidPart['example'];
    const plain = requestFor({ ...p, part: { ...p.part!, example } });
    const input = { body: p.def.body?.parse(plain.body ?? {}), query: p.def.query?.parse(plain.query ?? {}) };
    expect(p.part!.used(input), `${p.name}: the request without the part still uses it`).toBe(false);
    const res = (await send(t.app, free, p.def, plain))!;
    if (res.statusCode >= 500 || parseJson(res.body)?.code === 'PAID_FEATURE')
      problems.push(`${p.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  expect(problems).toEqual([]);
});

it('lets the paid demo enterprise use every gated route and part (no plan refusal, no 5xx)', async () => {
  const problems: string[] = [];
  for (const p of probes()) {
    const res = (await send(t.app, paid, p.def, requestFor(p)))!;
    const code = parseJson(res.body)?.code;
    if (res.statusCode >= 500 || ['PAID_FEATURE', 'TRIAL_EXPIRED', 'SERVICE_EXPIRED'].includes(String(code)))
      problems.push(`${p.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  expect(problems).toEqual([]);
});

it('allows a trial within its term, and refuses an expired trial (TRIAL_EXPIRED) and an expired purchase (SERVICE_EXPIRED)', async () => {
  const sort = probes().find((p) => p.name === 'POST /v2/fieldSort/sortFieldAndSys')!;
  const plan = async (isChargeUser: number, expires: string) => {
    await t.database.db.execute(
      sql`update enterprises set is_charge_user = ${isChargeUser}, service_expire_at = now() + ${expires}::interval
           where name like '演示%'`,
    );
    const res = (await send(t.app, paid, sort.def, requestFor(sort)))!;
    return { status: res.statusCode, code: parseJson(res.body)?.code };
  };
  try {
    expect(String((await plan(2, '10 days')).code)).not.toMatch(/PAID_FEATURE|EXPIRED/);
    expect(await plan(2, '-1 day')).toEqual({ status: 403, code: 'TRIAL_EXPIRED' });
    expect(await plan(1, '-1 day')).toEqual({ status: 403, code: 'SERVICE_EXPIRED' });
  } finally {
    await t.database.db.execute(
      sql`update enterprises set is_charge_user = 1, service_expire_at = now() + interval '3 years' where name like '演示%'`,
    );
  }
});
