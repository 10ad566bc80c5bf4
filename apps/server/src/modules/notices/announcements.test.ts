import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_MAX_BYTES } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { uploadFile } from '../../test/upload';
import { makePng } from './png';
import { isSixteenByNine, shownSize } from './cover';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let staff: Session;
let enterpriseId: number;

const flat = (w: number, h: number) => makePng(w, h, (x, y) => [(x * 7) % 256, (y * 3) % 256, 120]);
// random pixels do not compress: 640×360 of noise is about 690 KB
const noisy = (w: number, h: number) =>
  makePng(
    w,
    h,
    () => [Math.random() * 256, Math.random() * 256, Math.random() * 256].map(Math.floor) as never,
  );

async function upload(bytes: Uint8Array, filename = 'cover.png', who = admin) {
  const res = await uploadFile(t.app, who, '/api/file/upload', bytes, { filename });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fileUrl as string;
}

const messagesOf = async (id: number, kind: string) =>
  rows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from messages where enterprise_id = ${enterpriseId} and user_id = ${id} and kind = ${kind}`,
  ).then((r) => Number(r[0]!.n));

let goodCover: string;

beforeAll(async () => {
  t = await testApp();
  [admin, dispatcher, staff] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'dispatcher'),
    loginAs(t.app, 'serviceStaff'),
  ]);
  const [u] = await rows<{ enterprise_id: number }>(
    t.database.db,
    sql`select enterprise_id from users where id = ${await userId(t, 'administrator')}`,
  );
  enterpriseId = Number(u!.enterprise_id);
  goodCover = await upload(flat(640, 360));
});
afterAll(() => t.close());

describe('the cover check reads the image itself', () => {
  it('measures width and height from the bytes and allows a small tolerance around 16:9', () => {
    expect(shownSize(flat(640, 360))).toMatchObject({ type: 'png', width: 640, height: 360 });
    expect(isSixteenByNine(1280, 720)).toBe(true);
    expect(isSixteenByNine(1920, 1088)).toBe(true);
    expect(isSixteenByNine(400, 300)).toBe(false);
    expect(isSixteenByNine(360, 640)).toBe(false);
  });
});

describe('announcements (spec /noticeManage; spec-business §5 notice title and cover required, cover 16:9 ≤ 200K)', () => {
  it('cover required: an announcement without a cover is refused, coded, in both languages, and nothing is written', async () => {
    const zh = await as(t, admin).post('/api/v2/notice', { title: '无封面' });
    expectRefusal(zh, 400, 'VALIDATION', 'cover');
    expect(zh.json().message).toContain('封面图片');
    const en = await as(t, admin).post(
      '/api/v2/notice',
      { title: 'No cover' },
      { 'accept-language': 'en-GB' },
    );
    expectRefusal(en, 400, 'VALIDATION', 'cover');
    expect(en.json().message).toContain('Cover image');
    const title = await as(t, admin).post('/api/v2/notice', { title: '  ', cover: goodCover });
    expectRefusal(title, 400, 'VALIDATION', 'title');
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from announcements where enterprise_id = ${enterpriseId} and title in ('无封面', 'No cover')`,
    );
    expect(Number(n!.n)).toBe(0);
  });

  it('a cover over 200 KB is refused (COVER_TOO_LARGE), in the caller language', async () => {
    const big = noisy(640, 360);
    expect(big.length).toBeGreaterThan(COVER_MAX_BYTES);
    const url = await upload(big);
    const zh = await as(t, admin).post('/api/v2/notice', { title: '大封面', cover: url });
    expectRefusal(zh, 400, 'COVER_TOO_LARGE', 'cover');
    expect(zh.json().message).toBe('封面图片不能超过200KB');
    const en = await as(t, admin).post(
      '/api/v2/notice',
      { title: 'Big', cover: url },
      { 'accept-language': 'en-GB' },
    );
    expect(en.json().message).toBe('The cover image may be at most 200KB');
  });

  it('a cover that is not 16:9 is refused by its own dimensions (COVER_NOT_16_9), whatever its name says', async () => {
    const url = await upload(flat(400, 300), 'wide-16x9.png');
    const res = await as(t, admin).post(
      '/api/v2/notice',
      { title: '4:3', cover: url },
      { 'accept-language': 'en-GB' },
    );
    expectRefusal(res, 400, 'COVER_NOT_16_9', 'cover');
    expect(res.json().message).toContain('400×300');
  });

  it('a cover that is not an image of this enterprise is refused (COVER_INVALID)', async () => {
    const pdf = await upload(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'a.pdf');
    expectRefusal(
      await as(t, admin).post('/api/v2/notice', { title: 'pdf', cover: pdf }),
      400,
      'COVER_INVALID',
      'cover',
    );
    const other = await otherEnterprise(t);
    const theirs = await upload(flat(640, 360), 'x.png', other.session);
    expectRefusal(
      await as(t, admin).post('/api/v2/notice', { title: 'theirs', cover: theirs }),
      400,
      'COVER_INVALID',
      'cover',
    );
  });

  it('creates a draft, publishes it to every user (message centre, kind notice.announcement) once, and shows it to readers', async () => {
    const created = await as(t, admin).post('/api/v2/notice', {
      title: '春节值班安排',
      cover: goodCover,
      content: '第一行\n第二行',
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json().data;
    expect(draft).toMatchObject({ title: '春节值班安排', published: false, pinned: false, cover: goodCover });
    // a draft is not the readers'
    expectRefusal(await as(t, staff).get(`/api/v2/notice/${draft.id}`), 404, 'ANNOUNCEMENT_NOT_FOUND');
    const staffId = await userId(t, 'serviceStaff');
    const before = await messagesOf(staffId, 'notice.announcement');

    const published = await as(t, admin).post(`/api/v2/notice/${draft.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ published: true, publisherName: '王管理' });
    expect(await messagesOf(staffId, 'notice.announcement')).toBe(before + 1);
    const [m] = await rows<{ title: string; body: string; object_id: number }>(
      t.database.db,
      sql`select title, body, object_id from messages where enterprise_id = ${enterpriseId}
           and user_id = ${staffId} and kind = 'notice.announcement' order by id desc limit 1`,
    );
    expect(m).toMatchObject({ title: '春节值班安排', body: '第一行' });
    expect(Number(m!.object_id)).toBe(draft.id);
    const [all] = await rows<{ users: number; told: number }>(
      t.database.db,
      sql`select (select count(*)::int from users where enterprise_id = ${enterpriseId} and enabled) as users,
                 (select count(*)::int from messages where enterprise_id = ${enterpriseId}
                   and kind = 'notice.announcement' and object_id = ${draft.id}) as told`,
    );
    expect(all!.told).toBe(all!.users);

    // publishing twice is refused and tells nobody again
    expectRefusal(
      await as(t, admin).post(`/api/v2/notice/${draft.id}/publish`),
      409,
      'ANNOUNCEMENT_PUBLISHED',
    );
    expect(await messagesOf(staffId, 'notice.announcement')).toBe(before + 1);
    const read = await as(t, staff).get(`/api/v2/notice/${draft.id}`);
    expect(read.json().data.content).toBe('第一行\n第二行');
  });

  it('pinned first: the readers list (home page) and the management list put pinned announcements first, then the latest', async () => {
    const make = async (title: string, pinned: boolean) => {
      const res = await as(t, admin).post('/api/v2/notice', { title, cover: goodCover, pinned });
      const id = res.json().data.id as number;
      await as(t, admin).post(`/api/v2/notice/${id}/publish`);
      return id;
    };
    const pinnedOld = await make('置顶旧', true);
    const plainNew = await make('普通新', false);
    const home = (await as(t, staff).get('/api/v2/notice/published?pageSize=5')).json().data;
    const order = home.list.map((a: { id: number }) => a.id);
    expect(order.indexOf(pinnedOld)).toBeLessThan(order.indexOf(plainNew));
    expect(home.list[0].pinned).toBe(true);
    const pinnedIdx = home.list.map((a: { pinned: boolean }) => a.pinned);
    expect(pinnedIdx).toEqual([...pinnedIdx].sort((x, y) => Number(y) - Number(x)));
    const managed = (await as(t, admin).get('/api/v2/notice/list?pageSize=50')).json().data;
    expect(managed.list[0].pinned).toBe(true);
    expect(managed.total).toBeGreaterThanOrEqual(home.total);
    // the demo's pinned announcement has a real 16:9 cover in storage
    const demo = managed.list.find((a: { title: string }) => a.title.startsWith('冬季设备保养通知'));
    expect(demo).toMatchObject({ pinned: true, published: true });
    const img = await as(t, staff).get(demo.cover);
    expect(img.statusCode).toBe(200);
    expect(shownSize(img.rawPayload)).toMatchObject({ width: 640, height: 360 });
  });

  it('edits and deletes; another enterprise sees nothing of ours (404, like a record that does not exist)', async () => {
    const res = await as(t, admin).post('/api/v2/notice', { title: '待删除', cover: goodCover });
    const id = res.json().data.id as number;
    const edited = await as(t, admin).put(`/api/v2/notice/${id}`, {
      title: '已修改',
      cover: goodCover,
      pinned: true,
    });
    expect(edited.json().data).toMatchObject({ title: '已修改', pinned: true });
    const other = await otherEnterprise(t);
    const o = as(t, other.session);
    expectRefusal(await o.get(`/api/v2/notice/${id}`), 404, 'ANNOUNCEMENT_NOT_FOUND');
    expectRefusal(
      await o.put(`/api/v2/notice/${id}`, { title: 'x', cover: goodCover }),
      404,
      'ANNOUNCEMENT_NOT_FOUND',
    );
    expectRefusal(await o.post(`/api/v2/notice/${id}/publish`), 404, 'ANNOUNCEMENT_NOT_FOUND');
    expectRefusal(await o.del(`/api/v2/notice/${id}`), 404, 'ANNOUNCEMENT_NOT_FOUND');
    expect((await o.get('/api/v2/notice/published')).json().data).toEqual({ list: [], total: 0 });
    expect((await o.get('/api/v2/notice/list')).json().data.total).toBe(0);
    expect((await as(t, admin).del(`/api/v2/notice/${id}`)).statusCode).toBe(200);
    expectRefusal(await as(t, admin).get(`/api/v2/notice/${id}`), 404, 'ANNOUNCEMENT_NOT_FOUND');
  });

  it('permissions: managing needs 10704 (the dispatcher is refused); every signed-in user reads published ones', async () => {
    expectRefusal(await as(t, dispatcher).get('/api/v2/notice/list'), 403, 'NO_PERMISSION');
    expectRefusal(
      await as(t, dispatcher).post('/api/v2/notice', { title: 'x', cover: goodCover }),
      403,
      'NO_PERMISSION',
    );
    expect((await as(t, dispatcher).get('/api/v2/notice/published')).statusCode).toBe(200);
    expectRefusal(
      (await t.app.inject({ method: 'GET', url: '/api/v2/notice/published' })) as never,
      401,
      'NOT_LOGGED_IN',
    );
  });
});
