import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit, TextPart } from '@fieldline/domain';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { searchLimits } from './search';
import { queryLiteral, terms } from './words';

let t: TestApp;
let admin: Session;
let staff: Session;

const faq = async (question: string, answer: string, similarQuestions: string[] = []) => {
  const res = await as(t, admin).post('/api/knowledge/faq/save', { question, answer, similarQuestions });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};
const search = async (q: string, extra = '') => {
  const res = await as(t, staff).get(`/api/knowledge/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: SearchHit[]; total: number };
};
const text = (parts: TextPart[]) => parts.map((p) => p.text).join('');
const marked = (parts: TextPart[]) => parts.filter((p) => p.hit).map((p) => p.text);

beforeAll(async () => {
  t = await testApp();
  [admin, staff] = await Promise.all([loginAs(t.app, 'administrator'), loginAs(t.app, 'serviceStaff')]);
});
afterAll(() => t.close());

describe('words: Intl.Segmenter, Chinese bigrams, English stems', () => {
  it('indexes a Chinese run as overlapping bigrams and English words by stem', () => {
    expect(terms('热水器漏水 Printers').map((x) => x.lexeme)).toEqual([
      '热水',
      '水器',
      '器漏',
      '漏水',
      'printer',
    ]);
    expect(queryLiteral('热水器')).toBe("('热水' <-> '水器')");
    expect(queryLiteral('漏 printing')).toBe("'漏':* & 'print'");
    expect(queryLiteral('?!')).toBeNull();
  });
});

describe('search over FAQs and documents (spec D10, issue 29)', () => {
  it('a Chinese query finds a Chinese FAQ by a two-character word inside a sentence, highlighted', async () => {
    const id = await faq('热水器打开后一直显示故障代码E1怎么处理', '先检查燃气阀门是否打开，再检查点火针。');
    const found = await search('燃气');
    const hit = found.list.find((h) => h.id === id)!;
    expect(hit).toBeDefined();
    expect(marked(hit.snippet)).toContain('燃气');
    // a word inside the title, not at its start
    const byTitle = await search('故障代码');
    expect(byTitle.list[0]).toMatchObject({ id, titleMatch: true });
    expect(marked(byTitle.list[0]!.title)).toEqual(['故障代码']);
    // characters that are not adjacent in the text do not make the word
    expect((await search('码故')).list.some((h) => h.id === id)).toBe(false);
  });

  it('an English query finds words whatever their inflection ("printers" finds "printer")', async () => {
    const id = await faq(
      'Printer shows offline status',
      'Reconnect the printer cable and restart the spooler service.',
    );
    for (const q of ['printers', 'printer', 'restarting', 'OFFLINE'])
      expect(
        (await search(q)).list.map((h) => h.id),
        q,
      ).toContain(id);
    const hit = (await search('printers')).list.find((h) => h.id === id)!;
    expect(marked(hit.title)).toEqual(['Printer']);
    expect(text(hit.title)).toBe('Printer shows offline status');
    // every word must match
    expect((await search('printers dishwasher')).list.some((h) => h.id === id)).toBe(false);
  });

  it('ranking puts a title match first, even when another item names the word more often in its body', async () => {
    const bodyOnly = await faq(
      'Why is the unit noisy',
      'A compressor fault makes noise. Check the compressor mounts, the compressor fan and the compressor relay.',
    );
    const inTitle = await faq('Compressor will not start', 'Check the start capacitor.');
    const found = await search('compressor');
    const ids = found.list.map((h) => h.id);
    expect(ids.indexOf(inTitle)).toBeLessThan(ids.indexOf(bodyOnly));
    expect(found.list[0]).toMatchObject({ id: inTitle, titleMatch: true });
  });

  it('pages in SQL with the total, filters by kind, and refuses a search without words', async () => {
    for (let i = 0; i < 3; i++) await faq(`Dehumidifier question ${i}`, 'Empty the dehumidifier tank.');
    const first = await search('dehumidifier', '&pageSize=2&pageIndex=0');
    const second = await search('dehumidifier', '&pageSize=2&pageIndex=1');
    expect(first.total).toBe(3);
    expect(first.list).toHaveLength(2);
    expect(second.list).toHaveLength(1);
    expect((await search('dehumidifier', '&kind=2')).total).toBe(0);
    // suggestions beside an order: one word is enough, the best first
    expect((await search('dehumidifier microwave', '&match=any')).total).toBe(3);
    expect((await search('dehumidifier microwave')).total).toBe(0);
    expectRefusal(await as(t, staff).get('/api/knowledge/search?q=%3F%21'), 400, 'NO_WORDS', 'q');
    expectRefusal(await as(t, staff).get('/api/knowledge/search'), 400, 'VALIDATION', 'q');
  });

  it("reads the rarest word's postings best first, a window at a time, until the page is full (bench p99 rule)", async () => {
    const saved = { ...searchLimits };
    searchLimits.window = 2;
    try {
      // "descale" is in six items, "humidifier" in seven: the walk goes down descale's list, whose
      // kettle item fails the other word
      const both: number[] = [];
      for (let i = 0; i < 4; i++) both.push(await faq(`Humidifier tip ${i}`, `Descale the humidifier ${i}.`));
      const titled = await faq('Descale the humidifier every month', 'Use citric acid.');
      await faq('Descale the kettle', 'Use vinegar.');
      await faq('Humidifier smells', 'Change the water daily.');
      await faq('Humidifier is noisy', 'Check the fan.');
      const found = await search('descale humidifier', '&pageSize=3');
      expect(found.list[0]).toMatchObject({ id: titled, titleMatch: true });
      expect(found.list).toHaveLength(3);
      const all = await search('descale humidifier', '&pageSize=10');
      expect(all.list.map((h) => h.id).sort()).toEqual([...both, titled].sort());
      expect(all.total).toBe(5);
      // a later page walks further down the list
      const third = await search('descale humidifier', '&pageSize=2&pageIndex=2');
      expect(third.list.map((h) => h.id)).toEqual([all.list[4]!.id]);
      // a deleted item's postings go with it
      expect((await as(t, admin).del(`/api/knowledge/faq/delete/${titled}`)).statusCode).toBe(200);
      expect((await search('descale humidifier', '&pageSize=10')).list.map((h) => h.id)).not.toContain(
        titled,
      );
      // an edited item is found by its new words only
      const [first] = both;
      const res = await as(t, admin).post('/api/knowledge/faq/save', {
        id: first,
        question: 'Dryer lint filter',
        answer: 'Clean it.',
        similarQuestions: [],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await search('descale humidifier', '&pageSize=10')).list.map((h) => h.id)).not.toContain(first);
      expect((await search('lint')).list.map((h) => h.id)).toEqual([first]);
    } finally {
      Object.assign(searchLimits, saved);
    }
  });

  it('a single Chinese character still matches as a prefix (the full ranking answers it)', async () => {
    const id = await faq('锅炉压力低怎么办', '补水到一点五巴。');
    expect((await search('锅')).list.map((h) => h.id)).toContain(id);
  });

  it('finds the demo FAQs in both languages', async () => {
    expect(text((await search('网络')).list[0]!.title)).toBe('打印机无法连接网络怎么办？');
    expect(text((await search('leaking')).list[0]!.title)).toBe('Air conditioner leaks water indoors');
  });
});
