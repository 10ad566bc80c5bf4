import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATA_SCOPES, PUBLIC, SIGNED_IN } from '@fieldline/domain';
import { allPermissionCodes } from '../core/permissions';
import { roles, userRoles } from '../db/schema';
import { createUser } from '../modules/tenancy';
import { loginAs, testApp, type Session, type TestApp } from '../test/app';
import {
  answerProblem,
  changedTables,
  checksums,
  label,
  parseJson,
  send,
  sweepOrder,
  validRequest,
} from './harness';

/**
 * Every route that needs a permission code (or the administrator) refuses a signed-in user without
 * it, with a valid CSRF token and a valid payload, so nothing but the permission stands in the way.
 */
const PASSWORD = 'Sweep#Pass2026';
const SKIP_COLUMNS = { sessions: ['last_used_at'] };

let t: TestApp;
let nobody: Session;
let everyCode: Session;
beforeAll(async () => {
  t = await testApp();
  const a = await loginAs(t.app, 'administrator');
  const info = await t.app.inject({
    method: 'GET',
    url: '/api/v2/sessionUser/info',
    headers: { token: a.token },
  });
  const enterpriseId = info.json().data.enterpriseId as number;
  await t.database.db.transaction(async (tx) => {
    await createUser(tx, {
      enterpriseId,
      phone: '13700000001',
      name: 'No roles',
      password: PASSWORD,
      roleIds: [],
    });
    const [role] = await tx
      .insert(roles)
      .values({
        enterpriseId,
        name: 'Every code',
        permissions: allPermissionCodes(),
        dataScope: DATA_SCOPES.all,
      })
      .returning({ id: roles.id });
    const userId = await createUser(tx, {
      enterpriseId,
      phone: '13700000002',
      name: 'Every code',
      password: PASSWORD,
      roleIds: [],
    });
    await tx.insert(userRoles).values({ enterpriseId, userId, roleId: role!.id });
  });
  nobody = await loginAs(t.app, '13700000001', PASSWORD);
  everyCode = await loginAs(t.app, '13700000002', PASSWORD);
});
afterAll(() => t.close());

const guarded = () =>
  t.app.ctx.routes.filter((d) => (d.access !== PUBLIC && d.access !== SIGNED_IN) || d.adminOnly);
let summary = { refused: 0, adminOnly: 0, signedIn: 0, serverErrors: 0 };

it('refuses every permission-coded and administrator route to a user without roles, writing nothing', async () => {
  const before = await checksums(t.database, { skipColumns: SKIP_COLUMNS });
  const problems: string[] = [];
  for (const def of guarded()) {
    const res = (await send(t.app, nobody, def, validRequest(def)))!;
    const body = parseJson(res.body);
    if (res.statusCode !== 403 || body?.success !== false || body.code !== 'NO_PERMISSION' || !body.message)
      problems.push(`${label(def)} (${def.access}): ${res.statusCode} ${res.body.slice(0, 150)}`);
    summary.refused++;
  }
  expect(problems).toEqual([]);
  expect(changedTables(before, await checksums(t.database, { skipColumns: SKIP_COLUMNS }))).toEqual([]);
});

it('refuses administrator-only routes to a user who holds every permission code', async () => {
  const problems: string[] = [];
  for (const def of t.app.ctx.routes.filter((d) => d.adminOnly)) {
    const res = (await send(t.app, everyCode, def, validRequest(def)))!;
    if (res.statusCode !== 403 || parseJson(res.body)?.code !== 'NO_PERMISSION')
      problems.push(`${label(def)}: ${res.statusCode} ${res.body.slice(0, 150)}`);
    summary.adminOnly++;
  }
  expect(problems).toEqual([]);
});

it('answers every signed-in route to a user without roles without a 5xx', async () => {
  const problems: string[] = [];
  // sign-out and password routes last, so the session lasts through the sweep
  for (const def of sweepOrder(t.app.ctx.routes.filter((d) => d.access === SIGNED_IN && !d.adminOnly))) {
    const res = (await send(t.app, nobody, def, validRequest(def)))!;
    if (res.statusCode >= 500) summary.serverErrors++;
    const problem = answerProblem(res, def);
    if (problem) problems.push(`${label(def)}: ${problem}`);
    summary.signedIn++;
  }
  console.info(
    `permission sweep: routes refused ${summary.refused} (administrator-only ${summary.adminOnly}), signed-in routes called ${summary.signedIn}, 5xx ${summary.serverErrors}`,
  );
  summary = { refused: 0, adminOnly: 0, signedIn: 0, serverErrors: 0 };
  expect(problems).toEqual([]);
});
