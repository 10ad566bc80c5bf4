import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUMMARY_STATES, TAG_OBJECT_KINDS } from '@fieldline/domain';
import { api, as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';
import { uploadFile } from '../../test/upload';
import { docxOf, pdfOf } from './test-fixtures';

let t: TestApp;
let admin: Session;
let staff: Session;
let sales: Session;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

async function upload(who: Session, bytes: Uint8Array, filename: string) {
  const res = await uploadFile(t.app, who, '/api/file/upload', bytes, { filename });
  expect(res.statusCode, res.body).toBe(200);
  return Number((res.json().data.fileUrl as string).split('/').pop());
}

async function saveFaq(who: Session, body: Record<string, unknown>) {
  return as(t, who).post('/api/knowledge/faq/save', body);
}

async function category(kind: 1 | 2, name: string, parentId?: number) {
  const res = await as(t, admin).post('/api/knowledge/category/save', { kind, name, parentId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

beforeAll(async () => {
  t = await testApp();
  [admin, staff, sales] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'serviceStaff'),
    loginAs(t.app, 'salesperson'),
  ]);
});
afterAll(() => t.close());

describe('categories (spec D10: at most 3 levels, names ≤ 8)', () => {
  it('builds a tree of three levels and refuses a fourth', async () => {
    const a = await category(1, '一级');
    const b = await category(1, '二级', a);
    const c = await category(1, '三级', b);
    expectRefusal(
      await as(t, admin).post('/api/knowledge/category/save', { kind: 1, name: '四级', parentId: c }),
      400,
      'CATEGORY_TOO_DEEP',
      'parentId',
    );
    // moving a two-level branch under a second-level category would make four levels
    expectRefusal(
      await as(t, admin).post('/api/knowledge/category/save', { id: b, kind: 1, name: '二级', parentId: b }),
      400,
      'CATEGORY_TOO_DEEP',
      'parentId',
    );
    const tree = (await as(t, admin).get('/api/knowledge/category/tree?kind=1')).json().data;
    const root = tree.find((n: { id: number }) => n.id === a);
    expect(root.children[0].children[0]).toMatchObject({ id: c, depth: 3 });
  });

  it('refuses a name over 8 characters, a sibling of the same name, and a category of the other kind', async () => {
    expectRefusal(
      await as(t, admin).post('/api/knowledge/category/save', { kind: 1, name: '一二三四五六七八九' }),
      400,
      'VALIDATION',
      'name',
    );
    await category(2, '手册');
    expectRefusal(
      await as(t, admin).post('/api/knowledge/category/save', { kind: 2, name: '手册' }),
      409,
      'CATEGORY_NAME_TAKEN',
      'name',
    );
    const docCategory = await category(2, '图纸');
    expectRefusal(
      await saveFaq(admin, { question: 'Q', answer: 'A', categoryId: docCategory }),
      400,
      'CATEGORY_KIND',
      'categoryId',
    );
  });

  it('deletes only an empty category; managing FAQ categories needs 10702', async () => {
    const parent = await category(1, '可删');
    await category(1, '子类', parent);
    expectRefusal(
      await as(t, admin).del(`/api/knowledge/category/delete/${parent}?kind=1`),
      409,
      'CATEGORY_IN_USE',
    );
    expectRefusal(
      await as(t, staff).post('/api/knowledge/category/save', { kind: 1, name: '员工' }),
      403,
      'NO_PERMISSION',
    );
    const empty = await category(1, '空类');
    expect((await as(t, admin).del(`/api/knowledge/category/delete/${empty}?kind=1`)).statusCode).toBe(200);
  });
});

describe('FAQ (spec D10)', () => {
  it('needs a question and an answer, an image or an attachment', async () => {
    expectRefusal(await saveFaq(admin, { question: '', answer: 'x' }), 400, 'VALIDATION', 'question');
    expectRefusal(await saveFaq(admin, { question: '只有问题' }), 400, 'ANSWER_REQUIRED', 'answer');
    const image = await upload(admin, PNG, 'screen.png');
    const onlyImage = await saveFaq(admin, { question: '只有图片的问题', images: [image] });
    expect(onlyImage.statusCode, onlyImage.body).toBe(200);
    const pdf = await upload(admin, pdfOf(['manual']), 'manual.pdf');
    expectRefusal(
      await saveFaq(admin, { question: 'PDF as image', images: [pdf] }),
      400,
      'NOT_AN_IMAGE',
      'images',
    );
    const onlyAttachment = await saveFaq(admin, { question: '只有附件的问题', attachments: [pdf] });
    expect(onlyAttachment.statusCode).toBe(200);
  });

  it('saves similar and associated questions, category and tags (object kind DOC 3); reads them back', async () => {
    const printers = await category(1, '打印');
    const first = (
      await saveFaq(admin, { question: '如何更换硒鼓？', answer: '打开前盖取出旧硒鼓。' })
    ).json().data.id;
    const tag = await as(t, admin).post('/api/v2/epTag', { objectKind: TAG_OBJECT_KINDS.doc, name: '常用' });
    expect(tag.statusCode, tag.body).toBe(200);
    const tagId = tag.json().data.id as number;
    const res = await saveFaq(admin, {
      question: '打印机卡纸怎么办？',
      similarQuestions: ['打印机夹纸', 'Paper jam'],
      answer: '关机后打开后盖，顺着出纸方向取出纸张。',
      associatedIds: [first],
      categoryId: printers,
      tagIds: [tagId],
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const detail = (await as(t, staff).get(`/api/knowledge/faq/detail/${id}`)).json().data;
    expect(detail).toMatchObject({
      question: '打印机卡纸怎么办？',
      similarQuestions: ['打印机夹纸', 'Paper jam'],
      categoryName: '打印',
      associated: [{ id: first, question: '如何更换硒鼓？' }],
      tags: [{ id: tagId, name: '常用' }],
      shared: false,
      shareToken: null,
    });
    const list = (
      await as(t, staff).get(`/api/knowledge/faq/list?categoryId=${printers}&pageSize=10&pageIndex=0`)
    ).json().data;
    expect(list).toMatchObject({ total: 1, list: [{ id, question: '打印机卡纸怎么办？' }] });
    expectRefusal(
      await saveFaq(admin, { id, question: '自己', answer: 'x', associatedIds: [id] }),
      400,
      'ASSOCIATED_SELF',
      'associatedIds',
    );
  });

  it('a shared FAQ is readable through its public link without signing in; an unshared one is 404', async () => {
    const image = await upload(admin, PNG, 'wiring.png');
    const res = await saveFaq(admin, {
      question: '分享的问题',
      answer: '答案正文',
      images: [image],
      shared: true,
    });
    const id = res.json().data.id as number;
    const token = (await as(t, admin).get(`/api/knowledge/faq/detail/${id}`)).json().data
      .shareToken as string;
    expect(token).toBeTruthy();
    const anonymous = api(t.app, null);
    const shared = await anonymous.get(`/api/knowledge/share/${token}`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().data).toMatchObject({ question: '分享的问题', answer: '答案正文' });
    const imageUrl = shared.json().data.images[0].url as string;
    const file = await anonymous.get(imageUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // a file of the enterprise that is not the FAQ's is not reachable through the link
    const other = await upload(admin, PNG, 'private.png');
    expect((await anonymous.get(`/api/knowledge/share/${token}/file/${other}`)).statusCode).toBe(404);
    // unshared: the link answers 404, the signed-in detail still works
    await saveFaq(admin, { id, question: '分享的问题', answer: '答案正文', images: [image], shared: false });
    expectRefusal(await anonymous.get(`/api/knowledge/share/${token}`), 404, 'SHARE_NOT_FOUND');
    expect((await as(t, staff).get(`/api/knowledge/faq/detail/${id}`)).statusCode).toBe(200);
  });

  it('an answer is rich text with images inline: cleaned on save, shown with addresses on the detail and the public link', async () => {
    const image = await upload(admin, PNG, 'inline.png');
    const res = await saveFaq(admin, {
      question: 'Rich answer',
      answer:
        `<p onclick="steal()">Open the <strong>back cover</strong><script>alert(1)</script></p>` +
        `<p><img data-file="${image}" src="https://evil.example/x.png" onerror="x()"><img src="data:image/png;base64,AAAA"></p>` +
        `<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com/guide">guide</a></p><iframe src="https://evil.example"></iframe>`,
      shared: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const detail = (await as(t, staff).get(`/api/knowledge/faq/detail/${id}`)).json().data;
    const html = detail.answer as string;
    expect(html).toContain('<strong>back cover</strong>');
    expect(html).toContain(`<img data-file="${image}" src="/api/file/`);
    expect(html).toContain('href="https://example.com/guide" target="_blank" rel="noopener noreferrer"');
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:', 'evil.example', 'data:image', 'iframe'])
      expect(html, bad).not.toContain(bad);
    // the public page: the inline image through the link's own file route
    const anonymous = api(t.app, null);
    const shared = (await anonymous.get(`/api/knowledge/share/${detail.shareToken}`)).json().data;
    const src = /<img[^>]*src="([^"]+)"/.exec(shared.answer as string)?.[1];
    expect(src).toBe(`/api/knowledge/share/${detail.shareToken}/file/${image}`);
    const file = await anonymous.get(src!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // found by its words, the snippet without tags
    const hit = (await as(t, staff).get(`/api/knowledge/search?q=${encodeURIComponent('cover')}`))
      .json()
      .data.list.find((h: { id: number }) => h.id === id);
    expect(hit.snippet.map((p: { text: string }) => p.text).join('')).toContain('Open the back cover');
    // an inline image must be an image file of the enterprise
    const pdf = await upload(admin, pdfOf(['not an image']), 'not-image.pdf');
    expectRefusal(
      await saveFaq(admin, { question: 'Bad inline', answer: `<p>x<img data-file="${pdf}"></p>` }),
      400,
      'NOT_AN_IMAGE',
      'answer',
    );
    const other = await otherEnterprise(t);
    const theirs = Number(
      (
        (await uploadFile(t.app, other.session, '/api/file/upload', PNG, { filename: 'theirs.png' })).json()
          .data.fileUrl as string
      )
        .split('/')
        .pop(),
    );
    expectRefusal(
      await saveFaq(admin, { question: 'Their image', answer: `<p><img data-file="${theirs}"></p>` }),
      400,
      'FILE_NOT_FOUND',
      'answer',
    );
    // markup with no words and no image is no answer
    expectRefusal(
      await saveFaq(admin, { question: 'Empty', answer: '<p><br></p><script>x</script>' }),
      400,
      'ANSWER_REQUIRED',
      'answer',
    );
    // an image alone is an answer
    expect(
      (await saveFaq(admin, { question: 'Only inline', answer: `<img data-file="${image}">` })).statusCode,
    ).toBe(200);
  });

  it('service staff read but cannot save or delete (10702); a salesperson cannot read (10701)', async () => {
    const id = (await saveFaq(admin, { question: '权限', answer: '答案' })).json().data.id;
    expectRefusal(await saveFaq(staff, { question: '员工', answer: 'x' }), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, staff).del(`/api/knowledge/faq/delete/${id}`), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, sales).get('/api/knowledge/faq/list'), 403, 'NO_PERMISSION');
    expectRefusal(
      await as(t, sales).get(`/api/knowledge/search?q=${encodeURIComponent('权限')}`),
      403,
      'NO_PERMISSION',
    );
    expect((await as(t, admin).del(`/api/knowledge/faq/delete/${id}`)).statusCode).toBe(200);
    expectRefusal(await as(t, admin).get(`/api/knowledge/faq/detail/${id}`), 404, 'FAQ_NOT_FOUND');
  });

  it("another enterprise's FAQ, document and category answer as missing ones", async () => {
    const other = await otherEnterprise(t);
    const id = (await saveFaq(admin, { question: '本企业', answer: '答案' })).json().data.id;
    const cat = await category(1, '本企业类');
    const theirs = api(t.app, other.session);
    expectRefusal(await theirs.get(`/api/knowledge/faq/detail/${id}`), 404, 'FAQ_NOT_FOUND');
    expectRefusal(
      await theirs.post('/api/knowledge/faq/save', { id, question: 'x', answer: 'y' }),
      404,
      'FAQ_NOT_FOUND',
    );
    expectRefusal(await theirs.del(`/api/knowledge/faq/delete/${id}`), 404, 'FAQ_NOT_FOUND');
    expectRefusal(
      await theirs.post('/api/knowledge/faq/save', { question: 'x', answer: 'y', categoryId: cat }),
      404,
      'CATEGORY_NOT_FOUND',
    );
    expectRefusal(await theirs.get(`/api/knowledge/doc/detail/${id}`), 404, 'DOC_NOT_FOUND');
    const found = (await theirs.get(`/api/knowledge/search?q=${encodeURIComponent('本企业')}`)).json().data;
    expect(found.total).toBe(0);
  });
});

describe('documents and their summaries (spec "ai generate summary, progress, findTaskDetail")', () => {
  const waitForSummary = (who: Session, id: number) =>
    vi.waitFor(
      async () => {
        const task = (await as(t, who).get(`/api/knowledge/doc/findTaskDetail/${id}`)).json().data;
        expect(task.state).not.toBe(SUMMARY_STATES.running);
        return task;
      },
      { timeout: 20_000, interval: 50 },
    );

  it('a new document is summarised by a job from its PDF, with progress to 100', async () => {
    const lines = [
      'Boiler service checklist for engineers.',
      'Inspect the boiler burner and clean the boiler heat exchanger.',
      'Test the boiler safety valve and record the pressure.',
    ];
    const fileId = await upload(admin, pdfOf(lines), 'boiler.pdf');
    const cat = await category(2, '锅炉');
    const res = await as(t, admin).post('/api/knowledge/doc/save', {
      name: '锅炉检查表',
      categoryId: cat,
      fileId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const task = await waitForSummary(staff, id);
    expect(task).toMatchObject({ state: SUMMARY_STATES.done, progress: 100, error: null });
    expect(lines.some((l) => task.summary.includes(l))).toBe(true);
    const detail = (await as(t, staff).get(`/api/knowledge/doc/detail/${id}`)).json().data;
    expect(detail).toMatchObject({
      name: '锅炉检查表',
      categoryName: '锅炉',
      file: { id: fileId, name: 'boiler.pdf' },
    });
    // the document's text is searchable once read
    const hits = (await as(t, staff).get('/api/knowledge/search?q=burner')).json().data;
    expect(hits.list.map((h: { id: number }) => h.id)).toContain(id);
  });

  it('a Word document too; generating again runs the job again', async () => {
    const fileId = await upload(
      admin,
      docxOf(['电梯维保规程。', '每月检查电梯曳引机和电梯门锁。']),
      'lift.docx',
    );
    const id = (await as(t, admin).post('/api/knowledge/doc/save', { name: '电梯维保', fileId })).json().data
      .id;
    expect((await waitForSummary(admin, id)).summary).toContain('电梯');
    const again = await as(t, admin).post('/api/knowledge/doc/generateSummary', { id });
    expect(again.statusCode, again.body).toBe(200);
    expect((await waitForSummary(admin, id)).state).toBe(SUMMARY_STATES.done);
  });

  it('refuses a file that is not a document, a missing file, and staff without 10703', async () => {
    const image = await upload(admin, PNG, 'photo.png');
    expectRefusal(
      await as(t, admin).post('/api/knowledge/doc/save', { name: '图片', fileId: image }),
      400,
      'DOC_TYPE',
      'fileId',
    );
    expectRefusal(
      await as(t, admin).post('/api/knowledge/doc/save', { name: '不存在', fileId: 99_999_999 }),
      400,
      'FILE_NOT_FOUND',
      'fileId',
    );
    expectRefusal(await as(t, admin).post('/api/knowledge/doc/save', { name: '' }), 400, 'VALIDATION');
    expectRefusal(
      await as(t, staff).post('/api/knowledge/doc/save', { name: 'x', fileId: image }),
      403,
      'NO_PERMISSION',
    );
  });
});

describe('unknown problems (spec /UnknownProblems)', () => {
  it('counts a typed search that found nothing, and an FAQ made from it resolves it', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await as(t, staff).get(`/api/knowledge/search?q=${encodeURIComponent('量子打印机')}`);
      expect(res.json().data.total).toBe(0);
      const recorded = await as(t, staff).post('/api/knowledge/unknown/record', { q: '量子打印机' });
      expect(recorded.json().data).toEqual({ recorded: true });
    }
    // a search that something answers is not counted; searching alone (a GET) writes nothing
    await saveFaq(admin, { question: '打印机缺纸', answer: '加纸。' });
    expect((await as(t, staff).post('/api/knowledge/unknown/record', { q: '打印机' })).json().data).toEqual({
      recorded: false,
    });
    const list = (await as(t, admin).get('/api/knowledge/unknown/list')).json().data;
    const entry = list.list.find((u: { question: string }) => u.question === '量子打印机');
    expect(entry).toMatchObject({ hits: 2, faqId: null });
    expectRefusal(await as(t, staff).get('/api/knowledge/unknown/list'), 403, 'NO_PERMISSION');
    const faq = await saveFaq(admin, {
      question: '量子打印机是什么',
      answer: '一种演示。',
      unknownId: entry.id,
    });
    expect(faq.statusCode, faq.body).toBe(200);
    const after = (await as(t, admin).get('/api/knowledge/unknown/list')).json().data;
    expect(after.list.some((u: { id: number }) => u.id === entry.id)).toBe(false);
    const all = (await as(t, admin).get('/api/knowledge/unknown/list?all=true')).json().data;
    expect(all.list.find((u: { id: number }) => u.id === entry.id).faqId).toBe(faq.json().data.id);
  });
});
