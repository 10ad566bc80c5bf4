import { afterAll, beforeAll, expect, it } from 'vitest';
import { PUBLIC } from '@fieldline/domain';
import type { RouteDef } from '../core/route';
import { loginAs, testApp, type Session, type TestApp } from '../test/app';
import { secondDemoEnterprise } from '../test/data';
import {
  changedTables,
  endsSession,
  label,
  multipartFile,
  parseJson,
  send,
  signedIn,
  sweepOrder,
  validRequest,
} from './harness';
import { idFields, jsonSchemaOf, type Path, type Where } from './schema-walk';
import {
  enterpriseChecksums,
  codeWords,
  foreignKeyTargets,
  idsOf,
  leaksIn,
  markNames,
  moveSequencesPastAllIds,
  rankTables,
  tenantTables,
} from './tenants';

/**
 * Enterprise B's administrator calls every route that takes a record id (path params, or body and
 * query fields named id, ids, *Id, *Ids) with A's ids and with an id that exists nowhere: both must
 * get the same answer, A's rows must not change, and no answer of B may hold A's names or ids.
 */
const MISSING = 2_000_000_000;

let t: TestApp;
let b: Session;
/** Signs B's administrator in again (a route may end the session). */
let signInB: () => Promise<Session>;
let tables: string[];
let aIdsByTable: Record<string, number[]>;
let bIdsByTable: Record<string, number[]>;
let fk: Map<string, Set<string>>;
let aEnterprise: number;

const parts = (def: RouteDef) =>
  (['params', 'query', 'body'] as const).flatMap((where) =>
    def[where] ? idFields(jsonSchemaOf(def[where]!)).map((f) => ({ where, ...f })) : [],
  );
const samePath = (p: Path, q: Path) => p.length === q.length && p.every((k, i) => String(k) === String(q[i]));
const keyOf = (p: Path) => String([...p].reverse().find((k) => typeof k === 'string'));

/** A valid request whose id fields hold ids of `ids` (the table guessed per field), one of them `value`. */
function request(
  def: RouteDef,
  ids: Record<string, number[]>,
  under?: { where: Where; path: Path; value: number },
) {
  const fields = parts(def);
  return validRequest(def, (where) => ({
    include: (p) => fields.some((f) => f.where === where && samePath(p, f.path.slice(0, p.length))),
    fill: (p) => {
      const field = fields.find((f) => f.where === where && samePath(p, f.path));
      if (!field) return undefined;
      const own = ids[rankTables(keyOf(p), def.url, fk, tables)[0]!]?.at(-1);
      const value = under && under.where === where && samePath(p, under.path) ? under.value : own;
      if (value === undefined) return undefined;
      return { one: value, many: [value], text: String(value) }[field.holds];
    },
  }));
}

/** Exports queued by the create pass finish in the background (no job runner): wait for their files. */
async function exportsSettled(db: TestApp['database']) {
  for (let i = 0; i < 100; i++) {
    const { rows } = await db.sql.query(
      `select count(*)::int as n from download_files where process_state = 1`,
    );
    if (Number((rows as { n: number }[])[0]!.n) === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await testApp();
  const db = t.database;
  tables = await tenantTables(db);
  fk = await foreignKeyTargets(db);
  const a = await loginAs(t.app, 'administrator');
  aEnterprise = (
    await t.app.inject({ method: 'GET', url: '/api/v2/sessionUser/info', headers: { token: a.token } })
  ).json().data.enterpriseId as number;
  // A also makes one record through every create route, so tables the seed leaves empty have rows
  for (let pass = 0; pass < 2; pass++) {
    const aIds = await idsOf(db, tables, aEnterprise);
    for (const def of t.app.ctx.routes.filter(
      (d) => d.method === 'POST' && d.access !== PUBLIC && !endsSession(d),
    ))
      if (def.multipart) {
        const form = multipartFile('filename="sweep.txt"', 'sweep');
        const url = `/api${def.url}?csrfToken=${a.csrfToken}`;
        await t.app.inject({
          method: def.method,
          url,
          payload: form.payload,
          headers: { ...form.headers, token: a.token },
        });
      } else await send(t.app, a, def, request(def, aIds));
  }
  await exportsSettled(db);
  await moveSequencesPastAllIds(db);
  aIdsByTable = await idsOf(db, tables, aEnterprise);
  const seeded = await secondDemoEnterprise(t);
  await markNames(db, aEnterprise);
  bIdsByTable = await idsOf(db, tables, seeded.enterpriseId);
  signInB = () => seeded.loginAs('administrator');
  b = await signInB();
}, 240_000); // it calls every writing route once, so it grows with the modules
afterAll(() => t.close());

it("enterprise B gets the same answer for A's ids as for missing ones, and never A's data", async () => {
  const aIds = new Set(Object.values(aIdsByTable).flat());
  const reads: string[] = [];
  const writes: string[] = [];
  const aNow = await idsOf(t.database, tables, aEnterprise);
  for (const table of tables.filter((x) => String(aNow[x]) !== String(aIdsByTable[x])))
    writes.push(`making enterprise B changed A's ${table}`);
  const sessionEndedBy: string[] = [];
  let requests = 0;
  let routes = 0;
  const call = async (def: RouteDef, req: ReturnType<typeof request>, asked?: number) => {
    const res = (await send(t.app, b, def, req))!;
    requests++;
    const body = parseJson(res.body);
    for (const leak of leaksIn(body, aIds, asked)) reads.push(`${label(def)} answered A's ${leak}`);
    const message = String(body?.message ?? '').replace(new RegExp(`(?<!\\d)${asked}(?!\\d)`, 'g'), '<id>');
    return {
      status: res.statusCode,
      code: body?.code,
      message,
      data: def.method === 'GET' ? body?.data : null,
    };
  };
  let before = await enterpriseChecksums(t.database, aEnterprise);
  // the enterprise comes from the session: public routes have none to cross
  for (const def of sweepOrder(t.app.ctx.routes).filter((d) => d.access !== PUBLIC)) {
    const fields = parts(def);
    if (!fields.length) continue;
    routes++;
    for (const f of fields) {
      const missing = await call(def, request(def, bIdsByTable, { ...f, value: MISSING }), MISSING);
      // A's ids from the tables the field most likely names (the not-found code tells most):
      // the first and last of the likeliest, the last of the next four
      const [own = [], ...next] = rankTables(keyOf(f.path), def.url, fk, tables, codeWords(missing.code))
        .slice(0, 5)
        .map((table) => aIdsByTable[table] ?? []);
      const candidates = new Set([own[0], own.at(-1), ...next.map((ids) => ids.at(-1))]);
      for (const id of [...candidates].filter((x) => x !== undefined)) {
        const got = await call(def, request(def, bIdsByTable, { ...f, value: id }), id);
        if (JSON.stringify(got) !== JSON.stringify(missing))
          reads.push(
            `${label(def)} ${f.where}.${f.path.join('.')}=${id}: ${JSON.stringify(got).slice(0, 200)}`,
          );
      }
    }
    if (!(await signedIn(t.app, b))) {
      sessionEndedBy.push(label(def));
      b = await signInB();
    }
    if (def.method === 'GET') continue; // reads are checked once, after the lists below
    const after = await enterpriseChecksums(t.database, aEnterprise);
    for (const table of changedTables(before, after)) writes.push(`${label(def)} changed A's ${table}`);
    before = after;
  }
  // every list B can read, at its largest page
  for (const def of t.app.ctx.routes.filter((d) => d.method === 'GET' && !d.raw)) {
    const pageMax = def.query && jsonSchemaOf(def.query).properties?.pageSize?.maximum;
    const req = request(def, bIdsByTable);
    if (pageMax && req.query) req.query.pageSize = String(pageMax);
    await call(def, req);
  }
  const after = await enterpriseChecksums(t.database, aEnterprise);
  for (const table of changedTables(before, after)) writes.push(`a read changed A's ${table}`);
  console.info(
    `tenant-isolation sweep: routes ${routes}, requests ${requests}, cross-enterprise reads ${reads.length}, writes ${writes.length}`,
  );
  expect(reads.slice(0, 30), `${reads.length} cross-enterprise reads`).toEqual([]);
  expect(writes, "writes to A's rows").toEqual([]);
  // a dead session would answer A's ids and missing ones alike
  expect(sessionEndedBy, "requests that ended B's session").toEqual([]);
}, 480_000);
