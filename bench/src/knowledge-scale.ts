/**
 * Knowledge base (issue 29, acceptance): search over 100 000 FAQs and documents in one enterprise,
 * p99 < 100 ms. The items are generated here — half Chinese, half English, titles "device + fault",
 * bodies of three to five sentences from a few hundred words — and indexed as the server indexes
 * them (modules/knowledge/words.ts: Chinese bigrams, English stems), in batches of 1 000 rows.
 * Queries: a Chinese two-character word, an English word in another inflection, a rare title word,
 * and a two-word English search; each one request at a time (latency) beside its raw twin.
 */
import type { Database } from '@fieldline/server/src/db/client';
import { vectorLiteral } from '@fieldline/server/src/modules/knowledge';
import { seeAllSessionUsers } from './customer-scale';

export const KNOWLEDGE_ITEMS = 100_000;
const BATCH = 1000;

const ZH_DEVICES = [
  '空调',
  '打印机',
  '热水器',
  '电梯',
  '冰箱',
  '洗衣机',
  '锅炉',
  '投影仪',
  '服务器',
  '路由器',
  '扫描仪',
  '复印机',
];
const ZH_FAULTS = [
  '不制冷',
  '无法开机',
  '漏水',
  '噪音大',
  '显示故障代码',
  '无法连接网络',
  '卡纸',
  '温度异常',
  '指示灯闪烁',
  '频繁重启',
];
const ZH_STEPS = [
  '先断开电源并等待五分钟',
  '检查电源线和插座是否松动',
  '清洗过滤网后重新安装',
  '查看控制面板上的故障代码',
  '重新设置网络并输入密码',
  '检查排水管是否堵塞',
  '更换损坏的保险丝',
  '联系厂家技术支持并记录序列号',
  '在工单中拍照记录现场情况',
  '请客户签字确认维修结果',
];
const EN_DEVICES = [
  'air conditioner',
  'printer',
  'water heater',
  'lift',
  'fridge',
  'washing machine',
  'boiler',
  'projector',
  'server',
  'router',
  'scanner',
  'copier',
];
const EN_FAULTS = [
  'will not cool',
  'does not start',
  'leaks water',
  'is noisy',
  'shows an error code',
  'cannot connect to the network',
  'jams paper',
  'overheats',
  'blinks its lights',
  'keeps restarting',
];
const EN_STEPS = [
  'Switch the power off and wait five minutes.',
  'Check the power cable and the socket for loose contacts.',
  'Clean the filters and refit them.',
  'Read the fault code on the control panel.',
  'Reset the network settings and enter the password again.',
  'Check the drain pipe for blockages.',
  'Replace the blown fuse.',
  "Call the maker's support line and note the serial number.",
  'Photograph the site on the work order.',
  'Ask the customer to sign the repair off.',
];

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function item(i: number, next: () => number) {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const zh = i % 2 === 0;
  const steps = Array.from({ length: 3 + Math.floor(next() * 3) }, () => pick(zh ? ZH_STEPS : EN_STEPS));
  // one title in a thousand carries the rare word the "rare" query looks for
  const rare = i % 1000 === 7 ? (zh ? '变频模块' : 'inverter') : '';
  const title = zh
    ? `${pick(ZH_DEVICES)}${pick(ZH_FAULTS)}怎么办${rare}`
    : `${pick(EN_DEVICES)} ${pick(EN_FAULTS)} ${rare}`.trim();
  const body = zh ? steps.join('，') + '。' : steps.join(' ');
  return { kind: i % 5 === 0 ? 2 : 1, title, body };
}

/** Inserts the items into the enterprise (skipped when it has them already); answers the users who search. */
export async function knowledgeEnterprise(
  database: Database,
  enterpriseId: number,
  limit: number,
  n = KNOWLEDGE_ITEMS,
) {
  const { rows } = await database.sql.query(
    'select count(*)::int as n from knowledge_items where enterprise_id = $1 and deleted_at is null',
    [enterpriseId],
  );
  const have = Number((rows[0] as { n: number }).n);
  const next = random(29);
  for (let start = have; start < n; start += BATCH) {
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (let i = start; i < Math.min(n, start + BATCH); i++) {
      const it = item(i, next);
      const vector = vectorLiteral([
        { text: it.title, weight: 'A' },
        { text: it.body, weight: 'B' },
      ]);
      const k = values.length;
      tuples.push(`($${k + 1}, $${k + 2}, $${k + 3}, $${k + 4}, $${k + 5}, $${k + 6}::tsvector)`);
      values.push(
        enterpriseId,
        it.kind,
        it.title,
        it.kind === 1 ? it.body : null,
        it.kind === 2 ? it.body : null,
        vector,
      );
    }
    await database.sql.query(
      `insert into knowledge_items (enterprise_id, kind, title, answer, body_text, search) values ${tuples.join(', ')}`,
      values,
    );
  }
  if (have < n) {
    // the posting lists as the server writes them (modules/knowledge/postings.ts, migration 0051)
    await database.sql.query('delete from knowledge_postings where enterprise_id = $1', [enterpriseId]);
    await database.sql.query(
      `insert into knowledge_postings (enterprise_id, item_id, lexeme, score)
       select i.enterprise_id, i.id, v.lexeme,
              (select (count(*) filter (where w = 'A'))::int * 1000 + (count(*) filter (where w <> 'A'))::int
                 from unnest(v.weights) w)
         from knowledge_items i, unnest(i.search) v
        where i.enterprise_id = $1 and i.deleted_at is null and i.search is not null`,
      [enterpriseId],
    );
    // what autovacuum would have done by then (the visibility map lets the word counts read the index only)
    await database.sql.query('vacuum analyze knowledge_items');
    await database.sql.query('vacuum analyze knowledge_postings');
  }
  return { items: n, userIds: await seeAllSessionUsers(database, enterpriseId, limit) };
}

/** The searches measured, each with what it shows. */
export const knowledgePaths = () =>
  [
    { q: '漏水', label: 'a Chinese two-character word' },
    { q: 'printers', label: 'an English word in another inflection' },
    { q: 'inverter', label: 'a rare title word' },
    { q: 'network password', label: 'two English words' },
  ].map(({ q, label }) => ({
    path: `/api/knowledge/search?q=${encodeURIComponent(q)}&pageSize=20&pageIndex=0`,
    label: `"${q}" (${label})`,
  }));
