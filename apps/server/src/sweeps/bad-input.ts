import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '../core/route';
import { loginAs, testApp, type Session, type TestApp } from '../test/app';
import {
  answerProblem,
  changedTables,
  checksums,
  label,
  needsCsrf,
  refusalProblem,
  send,
  signedIn,
  sweepOrder,
  sweepShard,
  urlOf,
  validRequest,
  type SweepRequest,
} from './harness';
import { invalidVariants, JUNK_STRINGS, type Variant } from './invalid-values';

/**
 * Bad input through every route of the registry (app.ctx.routes), as a signed-in administrator:
 * requests the route's own zod schemas prove invalid (or a bad CSRF token proves refused) must
 * answer 4xx with the envelope; GET routes are also fed junk their schemas accept, which must not
 * 5xx. Nothing may be written. The routes are split into `BAD_INPUT_SHARDS` test files
 * (bad-input.N.test.ts), each with its own database, so the sweep runs on every worker and each
 * part keeps headroom under its time limit as modules add routes.
 */
export const BAD_INPUT_SHARDS = 3;
const MIN_PER_ROUTE = 50;
/** Schema-invalid variants per payload part, taken round robin over its fields (most telling first). */
const CAP_PER_PART = MIN_PER_ROUTE;
/** Path params (a record id) beside a body or query: the same id junk is swept on every route. */
const CAP_PARAMS_BESIDE_PAYLOAD = 20;
/** Junk a GET route's schema accepts, sent besides its invalid input (each such call runs a query). */
const ACCEPTED_PER_GET = 5;
/** Columns that change on refused requests by design. */
const SKIP_COLUMNS = {
  // every signed-in request touches its session's last use (at most once a minute), refused or not
  sessions: ['last_used_at'],
};

interface Planned {
  what: string;
  req: SweepRequest;
  /** Proven invalid (or refused for its CSRF token): must answer 4xx; otherwise only no 5xx. */
  refused: boolean;
}

/** Registers the sweep's tests for part `shard` (0-based) of the routes. */
export function badInputSweep(shard: number) {
  const shardOf = (app: FastifyInstance) => sweepShard(sweepOrder(app.ctx.routes), shard, BAD_INPUT_SHARDS);
  let t: TestApp;
  let admin: Session;
  let other: Session;
  beforeAll(async () => {
    t = await testApp();
    admin = await loginAs(t.app, 'administrator');
    other = await loginAs(t.app, 'dispatcher');
  });
  afterAll(() => t.close());

  /** Bad CSRF tokens on an otherwise valid request: every shape, and junk texts as tokens (padding). */
  function csrfVariants(base: SweepRequest) {
    const token = admin.csrfToken;
    const variant = ([what, change]: [string, SweepRequest]): Planned => ({
      what: `csrf: ${what}`,
      req: { ...base, ...change },
      refused: true,
    });
    const shapes: [string, SweepRequest][] = [
      ['no token', { csrf: 'none' }],
      ['empty token', { csrf: { in: 'body', value: '' } }],
      ['wrong token', { csrf: { in: 'body', value: 'f'.repeat(token.length) } }],
      ['number token', { csrf: { in: 'body', value: 123 } }],
      ['array token', { csrf: { in: 'body', value: [token] } }],
      ['object token', { csrf: { in: 'body', value: { csrfToken: token } } }],
      ['token of another session', { csrf: { in: 'body', value: other.csrfToken } }],
      ['token with a space', { csrf: { in: 'body', value: ` ${token}` } }],
      ['session token as CSRF token', { csrf: { in: 'header', value: admin.token } }],
      ['wrong token in the header', { csrf: { in: 'header', value: 'x' } }],
      ['wrong token in the query', { csrf: { in: 'query', value: 'x' } }],
      ['wrong body token beside a right header one', { body: { ...(base.body as object), csrfToken: 'x' } }],
    ];
    const junk = JUNK_STRINGS.map(([what, value]): [string, SweepRequest] => [
      `junk token (${what})`,
      { csrf: { in: 'body', value } },
    ]);
    return { shapes: shapes.map(variant), junk: junk.map(variant) };
  }

  function plan(def: RouteDef): Planned[] {
    const base = validRequest(def);
    // a lone surrogate cannot be written into a URL: such variants are never sent
    const sendable = (p: Planned) => urlOf(def, p.req) !== undefined;
    const out: Planned[] = [];
    const accepted: Planned[] = [];
    for (const where of ['params', 'query', 'body'] as const) {
      const schema = def[where];
      if (!schema) continue;
      const variants = invalidVariants(schema, where, base[where] ?? {});
      const planned = (refused: boolean) => (v: Variant) => ({
        what: `${where} ${v.label}${refused ? '' : ' (accepted)'}`,
        req: { ...base, [where]: v.input },
        refused,
      });
      const cap = where === 'params' && (def.body || def.query) ? CAP_PARAMS_BESIDE_PAYLOAD : CAP_PER_PART;
      out.push(...variants.invalid.map(planned(true)).filter(sendable).slice(0, cap));
      accepted.push(...variants.accepted.map(planned(false)).filter(sendable));
    }
    const csrf = needsCsrf(def) ? csrfVariants(base) : { shapes: [], junk: [] };
    // every CSRF shape once; junk tokens (and junk a GET's schema accepts) pad up to the minimum
    out.push(...csrf.shapes);
    const padding = [...csrf.junk, ...(def.method === 'GET' ? accepted : [])];
    while (out.length < MIN_PER_ROUTE && padding.length) out.push(padding.shift()!);
    // GET routes are read-only: junk their schemas accept is sent too (it must not 5xx nor write)
    if (def.method === 'GET') out.push(...padding.slice(0, ACCEPTED_PER_GET));
    return out;
  }

  it('refuses invalid input on every route with 4xx and the envelope, and writes nothing', async () => {
    const routes = shardOf(t.app).filter((d) => d.body || d.query || d.params || needsCsrf(d));
    const before = await checksums(t.database, { skipColumns: SKIP_COLUMNS });
    const problems: string[] = [];
    const sessionEndedBy: string[] = [];
    const thin: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    for (const def of routes) {
      const planned = plan(def);
      for (const p of planned) {
        const res = (await send(t.app, admin, def, p.req))!;
        if (res.statusCode >= 500) serverErrors++;
        const problem = p.refused ? refusalProblem(res, def) : answerProblem(res, def);
        if (problem) problems.push(`${label(def)} [${p.what}] ${problem}`);
      }
      sent += planned.length;
      if ((def.body || def.query || def.params) && planned.length < MIN_PER_ROUTE)
        thin.push(`${label(def)}: ${planned.length}`);
      if (!(await signedIn(t.app, admin))) {
        sessionEndedBy.push(label(def));
        admin = await loginAs(t.app, 'administrator');
      }
    }
    const after = await checksums(t.database, { skipColumns: SKIP_COLUMNS });
    console.info(
      `bad-input sweep ${shard + 1}/${BAD_INPUT_SHARDS}: routes swept ${routes.length}, requests sent ${sent}, 5xx ${serverErrors}`,
    );
    expect(problems.slice(0, 30), `${problems.length} problems`).toEqual([]);
    expect(thin, 'routes with fewer than 50 requests').toEqual([]);
    expect(sessionEndedBy, 'refused requests that ended the session').toEqual([]);
    expect(changedTables(before, after), 'tables written by refused requests').toEqual([]);
  }, 400_000);

  it('answers a minimal valid request to every route without a 5xx', async () => {
    // after the sweep above: these requests may write (an empty edit, a new record)
    const problems: string[] = [];
    for (const def of shardOf(t.app)) {
      const res = (await send(t.app, admin, def, validRequest(def)))!;
      const problem = answerProblem(res, def);
      if (problem) problems.push(`${label(def)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
}
