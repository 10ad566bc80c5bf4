import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME_MAX, type CategoryNode, type ProductRow } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';

let t: TestApp;
let admin: Session;
let categories: CategoryNode[];

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  categories = (await as(t, admin).get('/api/v2/product/category/tree')).json().data;
});
afterAll(() => t.close());

const path = (...names: string[]) => {
  let nodes = categories;
  let found: CategoryNode | undefined;
  for (const name of names) {
    found = nodes.find((n) => n.name === name)!;
    nodes = found.children;
  }
  return found!.id;
};
type Page = { list: ProductRow[]; total: number };
const list = async (query = '', s = admin) => {
  const res = await as(t, s).get(`/api/v2/product/list${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};
const save = (body: Record<string, unknown>) => as(t, admin).post('/api/v2/product/save', body);
const detail = (id: number, s = admin) => as(t, s).get(`/api/v2/product/detail?id=${id}`);

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('small')]);
/** A JPEG of exactly `size` bytes (the files module checks the leading bytes). */
const jpeg = (size: number) => Buffer.concat([Buffer.from('ffd8ff', 'hex'), Buffer.alloc(size - 3)]);

/** Uploads a file through the files module and answers its URL. */
async function upload(name: string, bytes: Buffer) {
  const boundary = '----fl' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/file/upload?csrfToken=${admin.csrfToken}`,
    headers: { token: admin.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fileUrl as string;
}

describe('product list', () => {
  it('pages the demo products newest first with the total and category paths', async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBe(20);
    expect(all.list.map((p) => p.id)).toEqual([...all.list.map((p) => p.id)].sort((a, b) => b - a));
    const wall = all.list.find((p) => p.number === 'KT-0001')!;
    expect(wall).toMatchObject({
      categoryPath: '空调/家用空调/挂机',
      price: '2899.00',
      unit: '台',
      enabled: true,
    });
    const p1 = await list('?pageSize=7&pageIndex=1');
    expect(p1.total).toBe(20);
    expect(p1.list.map((p) => p.id)).toEqual(all.list.slice(7, 14).map((p) => p.id));
  });

  it('filters by keyword on name, number or model, and by a category with its sub-categories', async () => {
    expect((await list(`?keyword=${encodeURIComponent('反渗透')}`)).total).toBe(2);
    expect((await list('?keyword=kt-000')).total).toBe(3);
    expect((await list('?keyword=MRO-6')).list.map((p) => p.number)).toEqual(['JS-0001']);
    expect((await list('?keyword=%25_')).total).toBe(0);
    expect((await list(`?categoryId=${path('空调')}`)).total).toBe(8);
    expect((await list(`?categoryId=${path('空调', '家用空调')}`)).total).toBe(5);
    expect((await list(`?categoryId=${path('净水器')}&keyword=RO`)).total).toBe(3);
    expectRefusal(await as(t, admin).get('/api/v2/product/list?pageSize=0'), 400, 'VALIDATION', 'pageSize');
    expectRefusal(
      await as(t, admin).get('/api/v2/product/list?categoryId=x'),
      400,
      'VALIDATION',
      'categoryId',
    );
  });

  it('is open to roles with the product view code and refuses an ordinary employee (403)', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    expect((await list('', staff)).total).toBeGreaterThan(0);
    const employee = await loginAs(t.app, 'employee');
    expectRefusal(await as(t, employee).get('/api/v2/product/list'), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, employee).get('/api/v2/product/detail?id=1'), 403, 'NO_PERMISSION');
  });
});

describe('product create, read, update, delete', () => {
  it('creates with every field, reads it back and edits it', async () => {
    const image = await upload('photo.png', PNG);
    const res = await save({
      name: '测试空调',
      number: 'T-001',
      model: 'M1',
      image,
      categoryId: path('空调', '家用空调', '柜机'),
      unit: '台',
      price: '1234.5',
      description: '说明',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    const got = (await detail(id)).json().data;
    expect(got).toMatchObject({
      id,
      name: '测试空调',
      number: 'T-001',
      image,
      categoryPath: '空调/家用空调/柜机',
      price: '1234.50',
      enabled: true,
    });

    const edited = await as(t, admin).post('/api/v2/product/update', {
      id,
      name: '测试空调二',
      price: null,
      model: '',
      enabled: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await detail(id)).json().data).toMatchObject({
      name: '测试空调二',
      number: 'T-001',
      model: null,
      price: null,
      enabled: false,
    });
    expect((await list('?enabled=false')).list.map((p) => p.id)).toEqual([id]);
  });

  it('refuses bad input naming the field', async () => {
    expectRefusal(await save({}), 400, 'VALIDATION', 'name');
    expectRefusal(await save({ name: 'x'.repeat(PRODUCT_NAME_MAX + 1) }), 400, 'VALIDATION', 'name');
    expectRefusal(await save({ name: 'a', price: '12.345' }), 400, 'VALIDATION', 'price');
    expectRefusal(await save({ name: 'a', price: '12345678901234' }), 400, 'VALIDATION', 'price');
    expectRefusal(await save({ name: 'a', image: 'https://example.com/a.png' }), 400, 'VALIDATION', 'image');
    expectRefusal(
      await save({ name: 'a', image: '/api/file/download/99999999' }),
      400,
      'PRODUCT_IMAGE_INVALID',
    );
    expectRefusal(await save({ name: 'a', categoryId: 99999999 }), 404, 'CATEGORY_NOT_FOUND', 'categoryId');
    expectRefusal(await save({ name: 'a', createdBy: 1 }), 400, 'VALIDATION', 'createdBy');
    expectRefusal(await as(t, admin).post('/api/v2/product/update', { name: 'a' }), 400, 'VALIDATION', 'id');
  });

  it('takes image files only, of at most 1 MB (spec-business §5 "image limit 1M")', async () => {
    const pdf = await upload('manual.pdf', Buffer.from('%PDF-1.4'));
    expectRefusal(await save({ name: 'a', image: pdf }), 400, 'PRODUCT_IMAGE_INVALID', 'image');
    const big = await upload('big.jpg', jpeg(1024 * 1024 + 1));
    const res = await save({ name: 'a', image: big });
    expectRefusal(res, 400, 'PRODUCT_IMAGE_TOO_LARGE', 'image');
    expect(res.json().message).toContain('1MB');
    const fits = await upload('fits.jpg', jpeg(1024 * 1024));
    expect((await save({ name: 'a', image: fits })).statusCode).toBe(200);
  });

  it('keeps numbers unique in the enterprise, but frees the number of a deleted product', async () => {
    const taken = await save({ name: '重复', number: 'KT-0001' });
    expectRefusal(taken, 409, 'PRODUCT_NUMBER_TAKEN', 'number');
    expect(taken.json().message).toContain('KT-0001');
    const a = (await save({ name: '甲', number: 'U-1' })).json().data.id;
    const b = (await save({ name: '乙', number: 'U-2' })).json().data.id;
    expectRefusal(
      await as(t, admin).post('/api/v2/product/update', { id: b, number: 'U-1' }),
      409,
      'PRODUCT_NUMBER_TAKEN',
      'number',
    );
    expect((await as(t, admin).post('/api/v2/product/update', { id: a, number: 'U-1' })).statusCode).toBe(
      200,
    );
    // products without a number are many
    expect((await save({ name: '无编号一' })).statusCode).toBe(200);
    expect((await save({ name: '无编号二', number: '' })).statusCode).toBe(200);
    expect((await as(t, admin).del(`/api/v2/product/delete?id=${a}`)).statusCode).toBe(200);
    expect((await save({ name: '丙', number: 'U-1' })).statusCode).toBe(200);
  });

  it('deletes (kept as deleted) one or several; missing ids answer "Product ID does not exist"', async () => {
    const ids: number[] = [];
    for (const name of ['删一', '删二', '删三']) ids.push((await save({ name })).json().data.id);
    expect((await as(t, admin).del(`/api/v2/product/delete?id=${ids[0]}`)).statusCode).toBe(200);
    const gone = await detail(ids[0]!, admin);
    expectRefusal(gone, 404, 'PRODUCT_NOT_FOUND');
    expect(gone.json().message).toBe('产品ID不存在');
    const en = await as(t, admin).get(`/api/v2/product/detail?id=${ids[0]}`, { 'accept-language': 'en' });
    expect(en.json().message).toBe('Product ID does not exist');
    // a batch with one deleted id deletes nothing
    expectRefusal(
      await as(t, admin).del('/api/v2/product/batchDelete', { ids }),
      404,
      'PRODUCT_NOT_FOUND',
      'ids',
    );
    expect((await detail(ids[1]!)).statusCode).toBe(200);
    const res = await as(t, admin).del('/api/v2/product/batchDelete', { ids: ids.slice(1) });
    expect(res.json().data).toEqual({ count: 2 });
    const [row] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products where id in (${sql.join(ids, sql`, `)}) and deleted_at is not null`,
    );
    expect(row!.n).toBe(3);
    expectRefusal(
      await as(t, admin).del('/api/v2/product/batchDelete', { ids: [] }),
      400,
      'VALIDATION',
      'ids',
    );
  });

  it('needs the create, edit and delete codes: service staff (view only) get 403', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    const id = (await list()).list[0]!.id;
    expect((await detail(id, staff)).statusCode).toBe(200);
    expectRefusal(await as(t, staff).post('/api/v2/product/save', { name: 'x' }), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, staff).post('/api/v2/product/update', { id, name: 'x' }), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, staff).del(`/api/v2/product/delete?id=${id}`), 403, 'NO_PERMISSION');
  });
});

describe('tenancy', () => {
  it("answers 404 for another enterprise's product, exactly like a missing one", async () => {
    const other = await otherEnterprise(t);
    expect((await list('', other.session)).total).toBe(0);
    const ours = (await list()).list[0]!.id;
    const missing = await detail(99999999, other.session);
    const foreign = await detail(ours, other.session);
    expectRefusal(foreign, 404, 'PRODUCT_NOT_FOUND');
    expect(foreign.json()).toEqual(missing.json());
    expectRefusal(
      await as(t, other.session).post('/api/v2/product/update', { id: ours, name: 'x' }),
      404,
      'PRODUCT_NOT_FOUND',
    );
    expectRefusal(
      await as(t, other.session).del(`/api/v2/product/delete?id=${ours}`),
      404,
      'PRODUCT_NOT_FOUND',
    );
    expectRefusal(
      await as(t, other.session).post('/api/v2/product/save', { name: 'x', categoryId: path('空调') }),
      404,
      'CATEGORY_NOT_FOUND',
    );
    // the same number is free in another enterprise
    expect(
      (await as(t, other.session).post('/api/v2/product/save', { name: 'x', number: 'KT-0001' })).statusCode,
    ).toBe(200);
    // and an image of ours cannot be used there
    const image = await upload('ours.png', PNG);
    expectRefusal(
      await as(t, other.session).post('/api/v2/product/save', { name: 'y', image }),
      400,
      'PRODUCT_IMAGE_INVALID',
    );
  });
});
