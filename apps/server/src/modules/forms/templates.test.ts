import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_KINDS, FORM_KIND_VALUES, SHARE_STATES, TEMPLATE_NAME_MAX } from '@fieldline/domain';
import { startBackgroundJobs } from '../../app';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';
import { fieldDefsOf } from './host';
import { runTemplateAudit } from './share';
import { fieldIds, sleep } from './test-helpers';

let t: TestApp;
let admin: Session;
let staff: Session;
let ep: number;
const ORDER = FORM_KINDS.order;

beforeAll(async () => {
  t = await testApp();
  await startBackgroundJobs(t.app);
  admin = await loginAs(t.app, 'administrator');
  staff = await loginAs(t.app, 'serviceStaff');
  ep = (
    await rows<{ id: number }>(t.database.db, sql`select id::int as id from enterprises order by id limit 1`)
  )[0]!.id;
});
afterAll(() => t.close());

interface Row {
  id: number;
  kind: number;
  name: string;
  isDefault: boolean;
  enabled: boolean;
  shareState: number;
  shareNote: string | null;
  fieldCount: number;
}
const list = async (query = '', s = admin) =>
  (await as(t, s).get(`/api/v2/detailcontroltmpl/list?pageSize=100${query}`)).json().data as {
    list: Row[];
    total: number;
  };
const create = (body: Record<string, unknown>) => as(t, admin).post('/api/v2/detailcontroltmpl/save', body);
const edit = (body: Record<string, unknown>) => as(t, admin).post('/api/v2/detailcontroltmpl/edit', body);
const byName = async (name: string, kind = ORDER) =>
  (await list(`&kind=${kind}`)).list.find((r) => r.name === name)!;

describe('templates (spec-business §4, §5)', () => {
  it('every kind has its default field set; orders also have the demo templates; lists page in SQL', async () => {
    const all = await list('', staff);
    expect(all.list.filter((r) => r.isDefault).map((r) => r.kind)).toEqual(
      [...FORM_KIND_VALUES].sort((a, b) => a - b),
    );
    expect(all.list.filter((r) => r.isDefault).every((r) => r.name === '默认模板')).toBe(true);
    const orders = await list(`&kind=${ORDER}`);
    expect(orders.list.map((r) => r.name)).toEqual(['默认模板', '上门维修', '安装']);
    expect(orders.list[1]).toMatchObject({ fieldCount: 7, enabled: true, shareState: 0 });
    const p1 = (
      await as(t, admin).get(`/api/v2/detailcontroltmpl/list?kind=${ORDER}&pageSize=1&pageIndex=1`)
    ).json().data;
    expect(p1).toMatchObject({ total: 3, list: [expect.objectContaining({ name: '上门维修' })] });
    const kw = (await as(t, admin).get(`/api/v2/detailcontroltmpl/list?keyword=安装`)).json().data;
    expect(kw.list.map((r: Row) => r.name)).toEqual(['安装']);
    expectRefusal(await as(t, admin).get('/api/v2/detailcontroltmpl/list?kind=4'), 400, 'VALIDATION', 'kind');
  });

  it('a template name is at most 8 characters and unique per kind; only orders and events have several', async () => {
    expectRefusal(
      await create({ kind: ORDER, name: 'x'.repeat(TEMPLATE_NAME_MAX + 1) }),
      400,
      'VALIDATION',
      'name',
    );
    const eight = await create({ kind: ORDER, name: '巡检保养维修八字' });
    expect(eight.statusCode, eight.body).toBe(200);
    expectRefusal(
      await create({ kind: ORDER, name: '巡检保养维修八字' }),
      409,
      'TEMPLATE_NAME_TAKEN',
      'name',
    );
    expect((await create({ kind: FORM_KINDS.event, name: '巡检保养维修八字' })).statusCode).toBe(200);
    expectRefusal(
      await create({ kind: FORM_KINDS.customer, name: '客户二' }),
      400,
      'KIND_NOT_TEMPLATED',
      'kind',
    );
    expectRefusal(
      await create({ kind: FORM_KINDS.event, name: '设备', mode: 'equipment' }),
      400,
      'MODE_NOT_SUPPORTED',
      'mode',
    );
    expectRefusal(
      await create({ kind: ORDER, name: '甲', enterpriseId: 9 }),
      400,
      'VALIDATION',
      'enterpriseId',
    );
    const id = (await create({ kind: ORDER, name: '设备维修', mode: 'equipment' })).json().data.id;
    const set = (await as(t, admin).get(`/api/v2/temp/cusTempField?kind=1&templateId=${id}`)).json().data;
    expect(set.systemFields.find((f: { key: string }) => f.key === 'product')).toMatchObject({
      block: 'equipmentOrder',
    });
    expectRefusal(await edit({ id, name: '上门维修' }), 409, 'TEMPLATE_NAME_TAKEN', 'name');
    expect((await edit({ id, name: '设备检修', enabled: false })).statusCode).toBe(200);
    expect(await byName('设备检修')).toMatchObject({ enabled: false });
  });

  it('locked process nodes (create, dispatch, service) cannot be switched off; others can', async () => {
    const repair = await byName('上门维修');
    for (const node of ['create', 'dispatch', 'service']) {
      const res = await edit({ id: repair.id, settings: { nodes: { [node]: false } } });
      expectRefusal(res, 400, 'LOCKED_NODE', `settings.nodes.${node}`);
    }
    const en = await as(t, admin).post(
      '/api/v2/detailcontroltmpl/edit',
      { id: repair.id, settings: { nodes: { dispatch: false } } },
      { 'accept-language': 'en' },
    );
    expect(en.json().message).toBe('The process node "Dispatch" cannot be switched off');
    const ids = await fieldIds(t, admin, ORDER, repair.id);
    const settings = {
      nodes: { accept: false, returnVisit: false, create: true },
      allowRefuse: true,
      completionApproval: true,
      fieldAccess: {
        [ids.laborHours!]: { edit: [1], view: [1, 2] },
        appointmentTime: { edit: [], view: [] },
      },
    };
    const ok = await edit({ id: repair.id, settings });
    expect(ok.statusCode, ok.body).toBe(200);
    const set = (await as(t, admin).get(`/api/v2/temp/cusTempField?kind=1&templateId=${repair.id}`)).json()
      .data;
    expect(set.template.settings).toMatchObject({ ...settings, enablePriority: true });
    expectRefusal(
      await edit({ id: repair.id, settings: { fieldAccess: { '99999': { edit: [], view: [] } } } }),
      400,
      'FIELD_ACCESS_UNKNOWN',
      'settings.fieldAccess.99999',
    );
    expectRefusal(await edit({ id: repair.id, settings: { nodes: { nope: false } } }), 400, 'VALIDATION');
  });

  it('copies a template with its fields, settings and order under a free name', async () => {
    const repair = await byName('上门维修');
    const copied = await as(t, admin).post('/api/v2/detailcontroltmpl/copy', { id: repair.id });
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = copied.json().data.id;
    const again = (await as(t, admin).post('/api/v2/detailcontroltmpl/copy', { id: repair.id })).json().data
      .id;
    const names = (await list(`&kind=${ORDER}`)).list.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['上门维修副本', '上门维修副本2']));
    expect(again).not.toBe(copy);
    const source = await fieldIds(t, admin, ORDER, repair.id);
    const target = await fieldIds(t, admin, ORDER, copy);
    expect(Object.keys(target).sort()).toEqual(Object.keys(source).sort());
    expect(target.laborHours).not.toBe(source.laborHours);
    const set = (await as(t, admin).get(`/api/v2/temp/cusTempField?kind=1&templateId=${copy}`)).json().data;
    expect(Object.keys(set.template.settings.fieldAccess)).toContain(target.laborHours);
    expect(set.fields.find((f: { code: string }) => f.code === 'faultOther').condition.field).toBe(
      'faultType',
    );
    const customerDefault = (await list(`&kind=${FORM_KINDS.customer}`)).list[0]!;
    expectRefusal(
      await as(t, admin).post('/api/v2/detailcontroltmpl/copy', { id: customerDefault.id }),
      400,
      'KIND_NOT_TEMPLATED',
    );
  });

  it('the default template cannot be deleted or disabled; deleting another is soft, so records keep their fields', async () => {
    const def = await byName('默认模板');
    expectRefusal(
      await as(t, admin).del(`/api/v2/detailcontroltmpl/delete?id=${def.id}`),
      400,
      'DEFAULT_TEMPLATE_UNDELETABLE',
    );
    expectRefusal(
      await edit({ id: def.id, enabled: false }),
      400,
      'DEFAULT_TEMPLATE_ALWAYS_ENABLED',
      'enabled',
    );
    const copy = await byName('上门维修副本');
    expect((await as(t, admin).del(`/api/v2/detailcontroltmpl/delete?id=${copy.id}`)).statusCode).toBe(200);
    expect((await list(`&kind=${ORDER}`)).list.some((r) => r.id === copy.id)).toBe(false);
    expectRefusal(
      await as(t, admin).get(`/api/v2/temp/cusTempField?kind=1&templateId=${copy.id}`),
      404,
      'TEMPLATE_NOT_FOUND',
    );
    expectRefusal(
      await as(t, admin).del(`/api/v2/detailcontroltmpl/delete?id=${copy.id}`),
      404,
      'TEMPLATE_NOT_FOUND',
    );
    // a record made with it still reads its fields through the host services
    const kept = await fieldDefsOf({ db: t.database.db, enterpriseId: ep }, ORDER, copy.id);
    expect(kept.fields.map((f) => f.code)).toContain('faultType');
    // and the name is free again
    expect((await create({ kind: ORDER, name: '上门维修副本' })).statusCode).toBe(200);
  });

  it('sharing: auditing (1) until the platform audit job passes it (2) or fails it (3) with a note; unshare → 0', async () => {
    const share = (id: number) => as(t, admin).post('/api/v2/detailcontroltmpl/share', { id });
    const waitState = async (id: number) => {
      for (let i = 0; i < 120; i++) {
        const row = (await list(`&kind=${ORDER}`)).list.find((r) => r.id === id)!;
        if (row.shareState !== SHARE_STATES.auditing) return row;
        await sleep(250);
      }
      throw new Error('audit did not finish');
    };
    const install = await byName('安装');
    expect((await share(install.id)).json().data).toEqual({ shareState: SHARE_STATES.auditing });
    expect(await waitState(install.id)).toMatchObject({ shareState: SHARE_STATES.shared, shareNote: null });
    // sharing a shared template changes nothing
    expect((await share(install.id)).json().data).toEqual({ shareState: SHARE_STATES.shared });

    // an option with a ${...} placeholder fails the local auditor
    const id = (await create({ kind: ORDER, name: '待审模板' })).json().data.id;
    const saved = await as(t, admin).post('/api/temp/saveField', {
      templateId: id,
      fields: [{ code: 'lvl', name: '级别', type: 'radio', props: { options: ['${level}', '普通'] } }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await share(id);
    const failed = await waitState(id);
    expect(failed.shareState).toBe(SHARE_STATES.failed);
    expect(failed.shareNote).toContain('级别');
    const en = (
      await as(t, admin).get(`/api/v2/detailcontroltmpl/list?kind=1&pageSize=100`, {
        'accept-language': 'en',
      })
    )
      .json()
      .data.list.find((r: Row) => r.id === id);
    expect(en.shareNote).toContain('placeholder');
    // the job is idempotent: running it again on a settled template does nothing
    expect(await runTemplateAudit(t.database.db, { enterpriseId: ep, templateId: id })).toEqual({
      skipped: true,
    });
    expect(
      (await as(t, admin).post('/api/v2/detailcontroltmpl/unshare', { id: install.id })).json().data,
    ).toEqual({
      shareState: SHARE_STATES.none,
    });
    expect((await byName('安装')).shareState).toBe(SHARE_STATES.none);
  });

  it('a newly registered enterprise gets one default template per kind (默认模板)', async () => {
    const other = await otherEnterprise(t);
    const theirs = (await as(t, other.session).get('/api/v2/detailcontroltmpl/list?pageSize=100')).json()
      .data;
    expect(theirs.total).toBe(FORM_KIND_VALUES.length);
    expect(theirs.list.every((r: Row) => r.isDefault && r.name === '默认模板' && r.fieldCount === 0)).toBe(
      true,
    );
  });
});

describe('refusals', () => {
  it('a user without "System settings › Templates" cannot change templates (403), but lists them', async () => {
    const repair = await byName('上门维修');
    expectRefusal(
      await as(t, staff).post('/api/v2/detailcontroltmpl/save', { kind: 1, name: '甲' }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await as(t, staff).post('/api/v2/detailcontroltmpl/edit', { id: repair.id, name: '乙' }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await as(t, staff).post('/api/v2/detailcontroltmpl/copy', { id: repair.id }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await as(t, staff).post('/api/v2/detailcontroltmpl/share', { id: repair.id }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await as(t, staff).del(`/api/v2/detailcontroltmpl/delete?id=${repair.id}`),
      403,
      'NO_PERMISSION',
    );
    expect((await list('', staff)).total).toBeGreaterThan(7);
  });

  it("another enterprise's template ids answer 404 like missing ones", async () => {
    const other = await otherEnterprise(t);
    const o = as(t, other.session);
    const repair = await byName('上门维修');
    for (const id of [repair.id, 99999999]) {
      expectRefusal(
        await o.post('/api/v2/detailcontroltmpl/edit', { id, name: '乙' }),
        404,
        'TEMPLATE_NOT_FOUND',
      );
      expectRefusal(await o.post('/api/v2/detailcontroltmpl/copy', { id }), 404, 'TEMPLATE_NOT_FOUND');
      expectRefusal(await o.post('/api/v2/detailcontroltmpl/share', { id }), 404, 'TEMPLATE_NOT_FOUND');
      expectRefusal(await o.post('/api/v2/detailcontroltmpl/unshare', { id }), 404, 'TEMPLATE_NOT_FOUND');
      expectRefusal(await o.del(`/api/v2/detailcontroltmpl/delete?id=${id}`), 404, 'TEMPLATE_NOT_FOUND');
      expectRefusal(
        await o.get(`/api/v2/temp/cusTempField?kind=1&templateId=${id}`),
        404,
        'TEMPLATE_NOT_FOUND',
      );
    }
    expect((await byName('上门维修')).name).toBe('上门维修');
  });
});
