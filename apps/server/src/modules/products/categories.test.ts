import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_LEVEL_MAX, CATEGORY_NAME_MAX, type CategoryNode } from '@fieldline/domain';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

const tree = async (s = admin, query = '') =>
  (await as(t, s).get(`/api/v2/product/category/tree${query}`)).json().data as CategoryNode[];
const add = (body: Record<string, unknown>, s = admin) =>
  as(t, s).post('/api/v2/product/category/save', body);
const addOk = async (body: Record<string, unknown>) => {
  const res = await add(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};
const byName = (nodes: CategoryNode[], name: string) => nodes.find((n) => n.name === name)!;

describe('category tree', () => {
  it('answers the demo tree in order, with product counts summed upwards', async () => {
    const nodes = await tree();
    expect(nodes.map((n) => n.name)).toEqual(['空调', '热水器', '净水器']);
    const aircon = byName(nodes, '空调');
    expect(aircon).toMatchObject({ level: 1, productCount: 0, totalProductCount: 8 });
    const home = byName(aircon.children, '家用空调');
    expect(home.children.map((c) => [c.name, c.level, c.productCount])).toEqual([
      ['挂机', 3, 3],
      ['柜机', 3, 2],
    ]);
  });

  it('refuses callers without the product view code (403)', async () => {
    const employee = await loginAs(t.app, 'employee');
    expectRefusal(await as(t, employee).get('/api/v2/product/category/tree'), 403, 'NO_PERMISSION');
  });
});

describe('adding and editing categories', () => {
  it('spec-business §5 "category name 8": refuses names over 8 characters, blank or with a slash', async () => {
    const ok = await add({ name: 'x'.repeat(CATEGORY_NAME_MAX) });
    expect(ok.statusCode, ok.body).toBe(200);
    expectRefusal(await add({ name: 'x'.repeat(CATEGORY_NAME_MAX + 1) }), 400, 'VALIDATION', 'name');
    expectRefusal(await add({ name: '   ' }), 400, 'VALIDATION', 'name');
    expectRefusal(await add({ name: '冷/暖' }), 400, 'VALIDATION', 'name');
    expectRefusal(await add({ name: 'y', enterpriseId: 1 }), 400, 'VALIDATION', 'enterpriseId');
    const id = ok.json().data.id;
    expectRefusal(
      await as(t, admin).post('/api/v2/product/category/update', { id, name: '九个字的分类名称啊' }),
      400,
      'VALIDATION',
      'name',
    );
  });

  it('spec-business §5 "at most 3 levels": a level-3 category takes no sub-category', async () => {
    const one = await addOk({ name: '洗衣机' });
    const two = await addOk({ name: '滚筒', parentId: one });
    const three = await addOk({ name: '洗烘一体', parentId: two });
    const res = await add({ name: '第四级', parentId: three });
    expectRefusal(res, 400, 'CATEGORY_TOO_DEEP', 'parentId');
    expect(res.json().message).toContain(String(CATEGORY_LEVEL_MAX));
    const added = byName(byName(await tree(), '洗衣机').children, '滚筒').children[0]!;
    expect(added).toMatchObject({ id: three, level: 3, children: [] });
  });

  it('keeps names unique among siblings only', async () => {
    const parent = byName(await tree(), '热水器').id;
    expectRefusal(await add({ name: '电热水器', parentId: parent }), 409, 'CATEGORY_NAME_TAKEN', 'name');
    expectRefusal(await add({ name: '空调' }), 409, 'CATEGORY_NAME_TAKEN', 'name');
    const elsewhere = byName(await tree(), '净水器').id;
    expect((await add({ name: '电热水器', parentId: elsewhere })).statusCode).toBe(200);
    const sibling = byName(byName(await tree(), '热水器').children, '燃气热水器').id;
    expectRefusal(
      await as(t, admin).post('/api/v2/product/category/update', { id: sibling, name: '电热水器' }),
      409,
      'CATEGORY_NAME_TAKEN',
    );
  });

  it('renames, reorders and disables; the tree filters by enabled', async () => {
    const id = await addOk({ name: '厨电', sort: 9 });
    const res = await as(t, admin).post('/api/v2/product/category/update', {
      id,
      name: '厨房电器',
      sort: 0,
      enabled: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await tree()).find((n) => n.id === id)).toMatchObject({ name: '厨房电器', enabled: false });
    expect((await tree(admin, '?enabled=true')).some((n) => n.id === id)).toBe(false);
    expect((await tree(admin, '?enabled=false')).map((n) => n.id)).toEqual([id]);
  });

  it('needs the create, edit and delete codes (service staff only views: 403)', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    expect((await as(t, staff).get('/api/v2/product/category/tree')).statusCode).toBe(200);
    expectRefusal(await add({ name: '不许' }, staff), 403, 'NO_PERMISSION');
    const id = (await tree())[0]!.id;
    expectRefusal(
      await as(t, staff).post('/api/v2/product/category/update', { id, name: '不许' }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(await as(t, staff).del(`/api/v2/product/category/delete?id=${id}`), 403, 'NO_PERMISSION');
  });
});

describe('deleting categories', () => {
  it('refuses a category with sub-categories or products, with the count; deletes an empty one', async () => {
    const aircon = byName(await tree(), '空调');
    const withChildren = await as(t, admin).del(`/api/v2/product/category/delete?id=${aircon.id}`);
    expectRefusal(withChildren, 400, 'CATEGORY_HAS_CHILDREN');
    expect(withChildren.json().message).toContain('2');

    const wall = byName(byName(aircon.children, '家用空调').children, '挂机');
    const withProducts = await as(t, admin).del(`/api/v2/product/category/delete?id=${wall.id}`, undefined);
    expectRefusal(withProducts, 400, 'CATEGORY_HAS_PRODUCTS');
    expect(withProducts.json().message).toContain('3');

    const empty = await addOk({ name: '待删除', parentId: aircon.id });
    expect((await as(t, admin).del(`/api/v2/product/category/delete?id=${empty}`)).statusCode).toBe(200);
    expectRefusal(
      await as(t, admin).del(`/api/v2/product/category/delete?id=${empty}`),
      404,
      'CATEGORY_NOT_FOUND',
    );
  });

  it('lets go of deleted products: a category whose products were all deleted can be deleted', async () => {
    const category = await addOk({ name: '临时' });
    const product = await as(t, admin).post('/api/v2/product/save', {
      name: '临时产品',
      categoryId: category,
    });
    const productId = product.json().data.id;
    expectRefusal(
      await as(t, admin).del(`/api/v2/product/category/delete?id=${category}`),
      400,
      'CATEGORY_HAS_PRODUCTS',
    );
    expect((await as(t, admin).del(`/api/v2/product/delete?id=${productId}`)).statusCode).toBe(200);
    const res = await as(t, admin).del(`/api/v2/product/category/delete?id=${category}`);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('tenancy', () => {
  it("answers another enterprise's categories like missing ones", async () => {
    const other = await otherEnterprise(t);
    expect(await tree(other.session)).toEqual([]);
    const ours = (await tree())[0]!.id;
    const missing = await as(t, other.session).post('/api/v2/product/category/update', {
      id: 99999999,
      name: 'x',
    });
    const foreign = await as(t, other.session).post('/api/v2/product/category/update', {
      id: ours,
      name: 'x',
    });
    expectRefusal(foreign, 404, 'CATEGORY_NOT_FOUND');
    expect(foreign.json()).toEqual(missing.json());
    expectRefusal(
      await as(t, other.session).post('/api/v2/product/category/save', { name: 'x', parentId: ours }),
      404,
      'CATEGORY_NOT_FOUND',
      'parentId',
    );
    expectRefusal(
      await as(t, other.session).del(`/api/v2/product/category/delete?id=${ours}`),
      404,
      'CATEGORY_NOT_FOUND',
    );
  });
});
