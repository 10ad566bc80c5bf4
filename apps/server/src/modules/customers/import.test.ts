import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_IMPORT_MAX_BYTES,
  CUSTOMER_IMPORT_MAX_ROWS,
  type CustomerDetail,
  type CustomerRow,
} from '@fieldline/domain';
import { phoneOf } from '../../test/accounts';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { userId } from '../../test/data';
import { ZH_HEADER, importFile, importResult, readBook, sheet } from './file-test-helpers';
import { uniqueName } from './test-helpers';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

const CUSTOM_HEADER = ['客户等级', '所属行业', '公司网址', '员工规模'];

async function findByName(name: string, s = admin): Promise<CustomerDetail | undefined> {
  const res = await as(t, s).get(`/api/v2/customer/epCustomerList?keyword=${encodeURIComponent(name)}`);
  const row = (res.json().data.list as CustomerRow[]).find((c) => c.name === name);
  if (!row) return undefined;
  return (await as(t, s).get(`/api/v2/customer/detail?id=${row.id}`)).json().data;
}

describe('customer import template', () => {
  it('has the fixed columns (required ones marked *) and the importable custom fields, in the caller’s language', async () => {
    const zh = await t.app.inject({
      method: 'GET',
      url: '/api/v2/customer/importTemplate',
      headers: { token: admin.token },
    });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('spreadsheetml');
    expect(zh.headers['content-disposition']).toContain(encodeURIComponent('客户导入模板.xlsx'));
    expect(await readBook(zh.rawPayload)).toEqual([
      [...ZH_HEADER, '客户等级', '所属行业', '公司网址', '员工规模'],
    ]);

    const en = await t.app.inject({
      method: 'GET',
      url: '/api/v2/customer/importTemplate',
      headers: { token: admin.token, 'accept-language': 'en-GB' },
    });
    expect((await readBook(en.rawPayload))[0]!.slice(0, 10)).toEqual([
      'Customer name*',
      'Contact name*',
      'Contact phone*',
      'Province',
      'City',
      'District',
      'Address detail',
      'Owner (name or mobile)',
      'Service team',
      'Tags (comma separated)',
    ]);
  });
});

describe('customer import', () => {
  it('spec issue 6 acceptance "import with a bad row reported and the good rows saved"', async () => {
    const [full, minimal, noPhone, shortPhone, badLevel, badTag, noProvince] = [1, 2, 3, 4, 5, 6, 7].map(() =>
      uniqueName('导入客户'),
    ) as [string, string, string, string, string, string, string];
    const res = await importFile(
      t,
      admin,
      sheet(
        [
          [
            full,
            '周经理',
            13911112222,
            '浙江省',
            '杭州市',
            '西湖区',
            '文三路1号',
            '吴销售',
            '总部服务团队',
            'VIP，重点客户 / Key account',
            'A级',
            '制造业',
            'https://example.com',
            '50-500人',
          ],
          [minimal, '钱女士', '13911113333'],
          [noPhone, '孙先生', null],
          [],
          [shortPhone, '李先生', '1391111'],
          [badLevel, '赵先生', '13911114444', null, null, null, null, null, null, null, 'D级'],
          [badTag, '吴先生', '13911115555', null, null, null, null, null, null, '不存在的标签'],
          [noProvince, '郑先生', '13911116666', null, '杭州市'],
        ],
        [...ZH_HEADER, ...CUSTOM_HEADER],
      ),
    );
    const data = await importResult(res);
    expect(data).toMatchObject({ total: 7, saved: 2, failed: 5 });
    expect(data.errors).toEqual([
      { row: 4, field: '联系电话', message: '请输入11位手机号' },
      { row: 6, field: '联系电话', message: '请输入11位手机号' },
      { row: 7, field: '客户等级', message: '客户等级的选项不存在' },
      { row: 8, field: '客户标签', message: '客户标签“不存在的标签”不存在' },
      { row: 9, field: '省', message: '省不能为空' },
    ]);

    const saved = (await findByName(full))!;
    expect(saved).toMatchObject({
      name: full,
      ownerUserId: await userId(t, 'salesperson'),
      serviceTeamName: '总部服务团队',
      contacts: [{ name: '周经理', phone: '13911112222', isDefault: true }],
      addresses: [
        {
          type: 1,
          province: '浙江省',
          city: '杭州市',
          region: '西湖区',
          detail: '文三路1号',
          isDefault: true,
        },
      ],
    });
    expect(saved.tags.map((x) => x.name).sort()).toEqual(['VIP', '重点客户 / Key account']);
    expect(Object.values(saved.customValues).sort()).toEqual(
      ['50-500人', 'A级', 'https://example.com', '制造业'].sort(),
    );
    // the keyword search finds an imported customer by its contact's phone
    const byPhone = await as(t, admin).get('/api/v2/customer/epCustomerList?keyword=13911112222');
    expect(byPhone.json().data.list.map((c: CustomerRow) => c.name)).toEqual([full]);

    // without an owner the importer owns it; no address, tags or custom values
    expect(await findByName(minimal)).toMatchObject({
      ownerUserId: await userId(t, 'administrator'),
      serviceTeamId: null,
      addresses: [],
      tags: [],
      customValues: {},
    });
    for (const name of [noPhone, shortPhone, badLevel, badTag, noProvince])
      expect(await findByName(name)).toBeUndefined();
  });

  it('reports names repeated in the file and names of existing customers, in the caller’s language', async () => {
    const fresh = uniqueName('重名');
    const data = await importResult(
      await importFile(
        t,
        admin,
        sheet([
          [fresh, '甲', '13922220001'],
          [fresh, '乙', '13922220002'],
          ['上海华联电梯有限公司', '丙', '13922220003'],
        ]),
        { lang: 'en' },
      ),
    );
    expect(data).toMatchObject({ total: 3, saved: 1, failed: 2 });
    expect(data.errors).toEqual([
      { row: 3, field: 'Customer name', message: 'The customer name repeats row 2' },
      { row: 4, field: 'Customer name', message: 'A customer named "上海华联电梯有限公司" already exists' },
    ]);
    expect((await findByName(fresh))!.contacts[0]!.name).toBe('甲');
  });

  it('reads an English header, hints and stars optional, columns in any order', async () => {
    const name = uniqueName('English');
    const data = await importResult(
      await importFile(
        t,
        admin,
        sheet(
          [['13933330000', name, 'Ann', 'Tags', 'VIP']],
          ['Contact phone', 'Customer name', 'Contact name', 'x', 'tags'],
        ),
      ),
    );
    expect(data).toMatchObject({ total: 1, saved: 1, failed: 0, errors: [] });
    expect(await findByName(name)).toMatchObject({
      contacts: [{ name: 'Ann', phone: '13933330000' }],
      tags: [{ name: 'VIP' }],
    });
  });

  it('refuses too many rows, another file type, no header, no rows and no file, saving nothing', async () => {
    const total = async () =>
      (await as(t, admin).get('/api/v2/customer/epCustomerList?pageSize=1')).json().data.total as number;
    const before = await total();
    const many = sheet(
      Array.from({ length: CUSTOMER_IMPORT_MAX_ROWS + 1 }, (_, i) => [`批量${i}`, '甲', '13944440000']),
    );
    expectRefusal(await importFile(t, admin, many), 400, 'IMPORT_TOO_MANY_ROWS', 'file');
    expect(await findByName('批量0')).toBeUndefined();
    expectRefusal(
      await importFile(t, admin, Buffer.from('name,phone'), { filename: 'c.csv' }),
      415,
      'IMPORT_NOT_XLSX',
      'file',
    );
    expectRefusal(await importFile(t, admin, Buffer.from('not a zip')), 415, 'IMPORT_NOT_XLSX', 'file');
    expectRefusal(await importFile(t, admin, sheet([['x']], ['名字?'])), 400, 'IMPORT_NO_HEADER', 'file');
    expectRefusal(await importFile(t, admin, sheet([])), 400, 'IMPORT_EMPTY', 'file');
    expectRefusal(await as(t, admin).post('/api/v2/customer/import', {}), 400, 'IMPORT_NO_FILE');
    expectRefusal(
      await importFile(t, admin, Buffer.alloc(CUSTOMER_IMPORT_MAX_BYTES + 1)),
      413,
      'IMPORT_TOO_LARGE',
      'file',
    );
    expectRefusal(
      await importFile(t, admin, sheet([['x', '甲', '13944440000']]), { csrf: false }),
      403,
      'CSRF_INVALID',
    );
    expect(await total()).toBe(before);
  });

  it('saves a full file of the maximum rows in one go', async () => {
    const prefix = uniqueName('满额');
    const rows = Array.from({ length: CUSTOMER_IMPORT_MAX_ROWS }, (_, i) => [
      `${prefix}-${i}`,
      '甲',
      `139${String(i).padStart(8, '0')}`,
      null,
      null,
      null,
      null,
      null,
      null,
      i % 2 ? 'VIP' : null,
    ]);
    const data = await importResult(await importFile(t, admin, sheet(rows)));
    expect(data).toMatchObject({
      total: CUSTOMER_IMPORT_MAX_ROWS,
      saved: CUSTOMER_IMPORT_MAX_ROWS,
      failed: 0,
    });
    const listed = await as(t, admin).get(
      `/api/v2/customer/customerListCount?keyword=${encodeURIComponent(prefix)}`,
    );
    expect(listed.json().data).toBe(CUSTOMER_IMPORT_MAX_ROWS);
  }, 60_000);

  it('needs the customer create code; another owner or a team needs the assign code, row by row', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    expectRefusal(await importFile(t, staff, sheet([['x', '甲', '13955550000']])), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, staff).get('/api/v2/customer/importTemplate'), 403, 'NO_PERMISSION');

    const sales = await loginAs(t.app, 'salesperson');
    const [own, other, team] = [uniqueName('销售'), uniqueName('销售'), uniqueName('销售')];
    const data = await importResult(
      await importFile(
        t,
        sales,
        sheet([
          [own, '甲', '13955550001', null, null, null, null, phoneOf('salesperson')],
          [other, '乙', '13955550002', null, null, null, null, '王管理'],
          [team, '丙', '13955550003', null, null, null, null, null, '华东分部'],
        ]),
      ),
    );
    expect(data).toMatchObject({ saved: 1, failed: 2 });
    expect(data.errors).toEqual([
      { row: 3, field: '负责人', message: '没有设置客户负责人与服务团队的权限' },
      { row: 4, field: '服务团队', message: '没有设置客户负责人与服务团队的权限' },
    ]);
    expect(await findByName(own, sales)).toMatchObject({ ownerUserId: await userId(t, 'salesperson') });
  });

  it('reports an unknown owner and team by name', async () => {
    const data = await importResult(
      await importFile(
        t,
        admin,
        sheet([[uniqueName(), '甲', '13966660001', null, null, null, null, '查无此人', '查无此队']]),
      ),
    );
    expect(data.errors).toEqual([
      { row: 2, field: '负责人', message: '负责人“查无此人”不存在或已停用，请填写姓名或手机号' },
      { row: 2, field: '服务团队', message: '服务团队“查无此队”不存在' },
    ]);
  });
});
