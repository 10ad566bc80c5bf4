import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_KINDS, type FormKind } from '@fieldline/domain';
import { rows } from '../../db/client';
import { asTenant, type Tenant } from '../../core/tenant';
import { as, loginAs, testApp, type TestApp } from '../../test/app';
import { secondDemoEnterprise } from '../../test/data';
import { fieldDefsOf, fieldDefsPrepared } from './host';
import { EVERY_TYPE, defaultTemplateId } from './test-helpers';

let t: TestApp;
let ep: number;
let templateIds: number[];

beforeAll(async () => {
  t = await testApp();
  const admin = await loginAs(t.app, 'administrator');
  const project = await defaultTemplateId(t, admin, FORM_KINDS.project);
  const saved = await as(t, admin).post('/api/temp/saveField', { templateId: project, fields: EVERY_TYPE });
  expect(saved.statusCode, saved.body).toBe(200);
  await secondDemoEnterprise(t);
  const [e] = await rows<{ ep: number }>(
    t.database.db,
    sql`select min(enterprise_id)::int as ep from form_templates`,
  );
  ep = e!.ep;
  // a template in the bin still answers (records keep showing their fields)
  await t.database.db.execute(
    sql`update form_templates set deleted_at = now() where id = (select max(id) from form_templates
          where enterprise_id = ${ep} and not is_default)`,
  );
  const all = await rows<{ id: number }>(
    t.database.db,
    sql`select id::int as id from form_templates order by id`,
  );
  templateIds = [...all.map((r) => r.id), 999_999];
});
afterAll(() => t.close());

const outcome = (read: Promise<unknown>) =>
  read.then(
    (set) => set,
    (err: { code?: string; field?: string }) => ({ code: err.code, field: err.field }),
  );

describe('fieldDefsPrepared (order create): the prepared read answers as fieldDefsOf', () => {
  it('for every template (any kind, in the bin, another enterprise’s, missing) asked as every kind', async () => {
    const me = { app: t.app.ctx, db: t.app.ctx.db, enterpriseId: ep } as unknown as Tenant;
    let found = 0;
    for (const kind of Object.values(FORM_KINDS) as FormKind[])
      for (const id of [...templateIds, undefined]) {
        const [fast, usual] = await asTenant(ep, async () => [
          await outcome(fieldDefsPrepared(me, kind, id)),
          await outcome(fieldDefsOf(me, kind, id)),
        ]);
        expect(fast, `kind ${kind}, template ${id}`).toEqual(usual);
        if (!('code' in (usual as object))) found++;
      }
    expect(found).toBeGreaterThan(Object.values(FORM_KINDS).length);
    const [project] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from form_templates where enterprise_id = ${ep} and kind = ${FORM_KINDS.project} and is_default`,
    );
    const set = await asTenant(ep, () => fieldDefsPrepared(me, FORM_KINDS.project, project!.id));
    expect(set.fields).toHaveLength(EVERY_TYPE.length);
  });
});
