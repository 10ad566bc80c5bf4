import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';

let t: TestApp;
let admin: Session;
let keeper: Session;
let staff: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  keeper = await loginAs(t.app, 'warehouseKeeper');
  staff = await loginAs(t.app, 'serviceStaff');
});
afterAll(() => t.close());

describe('/systemsetting (spec-shell SS:415, 471)', () => {
  it('list answers every known code with its value, saved or default', async () => {
    const res = await as(t, staff).get('/api/systemsetting/list');
    const { list, total } = res.json().data;
    expect(total).toBe(list.length);
    const byCode = Object.fromEntries(list.map((s: { code: number }) => [s.code, s]));
    // the demo saved its default store; the stock mode is the default (warehouse + personal)
    expect(byCode[50014]).toMatchObject({ saved: true });
    expect(typeof byCode[50014].value).toBe('number');
    expect(byCode[50015]).toMatchObject({ value: 2, saved: false, updatedAt: null });
  });

  it('getByCode and getByCodes (codes joined by commas) answer in the order asked', async () => {
    const one = await as(t, staff).get('/api/systemsetting/getByCode?code=50015');
    expect(one.json().data).toMatchObject({ code: 50015, value: 2 });
    const many = await as(t, staff).get('/api/systemsetting/getByCodes?codes=50016,50014');
    expect(many.json().data.map((s: { code: number }) => s.code)).toEqual([50016, 50014]);
  });

  it('an unknown code is bad input naming the field', async () => {
    expectRefusal(
      await as(t, staff).get('/api/systemsetting/getByCode?code=99999'),
      400,
      'VALIDATION',
      'code',
    );
    expectRefusal(await as(t, staff).get('/api/systemsetting/getByCodes?codes=50014,x'), 400, 'VALIDATION');
  });

  it('batchsave checks each value by its code and names the failing one; nothing is written', async () => {
    const res = await as(t, keeper).post('/api/systemsetting/batchsave', {
      settings: [
        { code: 50016, value: 2 },
        { code: 50015, value: 7 },
      ],
    });
    expectRefusal(res, 400, 'VALIDATION', 'settings.1.value');
    const after = await as(t, keeper).get('/api/systemsetting/getByCode?code=50016');
    expect(after.json().data).toMatchObject({ value: 1, saved: false });
  });

  it('batchsave needs the permission each code names (spare settings 10507)', async () => {
    expectRefusal(
      await as(t, staff).post('/api/systemsetting/batchsave', { settings: [{ code: 50016, value: 2 }] }),
      403,
      'NO_PERMISSION',
    );
  });

  it('batchsave saves, recovery puts the default back', async () => {
    const saved = await as(t, keeper).post('/api/systemsetting/batchsave', {
      settings: [{ code: 50016, value: 2 }],
    });
    expect(saved.json().data[0]).toMatchObject({ code: 50016, value: 2, saved: true });
    const back = await as(t, keeper).post('/api/systemsetting/recovery', { codes: [50016] });
    expect(back.json().data[0]).toMatchObject({ code: 50016, value: 1, saved: false });
  });

  it("settings are per enterprise: another enterprise's change does not touch ours", async () => {
    const other = await otherEnterprise(t);
    await as(t, other.session).post('/api/systemsetting/batchsave', {
      settings: [{ code: 50016, value: 2 }],
    });
    const ours = await as(t, admin).get('/api/systemsetting/getByCode?code=50016');
    expect(ours.json().data.value).toBe(1);
    const theirs = await as(t, other.session).get('/api/systemsetting/getByCode?code=50014');
    expect(theirs.json().data).toMatchObject({ value: null, saved: false });
  });
});
