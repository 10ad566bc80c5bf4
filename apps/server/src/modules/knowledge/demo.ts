import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { KNOWLEDGE_KINDS, SUMMARY_MAX, SUMMARY_STATES } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { files, knowledgeCategories, knowledgeItems } from '../../db/schema';
import type { FileStorage } from '../../core/storage';
import { localSummariser } from './summary/summariser';
import { cleanAnswer, escapeText } from './answer';
import { syncPostings } from './postings';
import { docVector, faqVector } from './vectors';

const DEMO_DOC_KEY = 'demo/knowledge-maintenance-guide.txt';
const DEMO_DOC_TEXT = `空调与打印设备保养指南
本指南说明服务人员上门保养空调和打印机时的标准步骤。
空调保养前先断开电源，确认室外机周围没有杂物。
清洗过滤网时使用温水和中性清洁剂，晾干后再装回。
检查冷媒压力，压力偏低时记录数值并在工单中说明。
打印机保养时清洁进纸辊，检查硒鼓余量，并打印测试页。
保养完成后请客户在工单上签字确认。
Maintenance guide for air conditioners and printers.
Switch the power off before servicing an air conditioner and clear the outdoor unit.
Wash the filters in warm water with a neutral cleaner and let them dry before refitting.
Check the refrigerant pressure and note a low reading on the work order.
For printers, clean the feed rollers, check the toner level and print a test page.
Ask the customer to sign the work order when the maintenance is done.
`;

/** Puts the demo document's file back in storage when it is missing (a fresh data directory). */
export async function restoreDemoDocument(storage: FileStorage, log: Pick<FastifyBaseLogger, 'warn'>) {
  try {
    if (await storage.exists(DEMO_DOC_KEY)) return;
    await storage.put(DEMO_DOC_KEY, Readable.from([Buffer.from(DEMO_DOC_TEXT)]));
  } catch (err) {
    log.warn({ err }, 'the demo knowledge document could not be written to file storage');
  }
}

const FAQS: { category: string; question: string; similar: string[]; answer: string; shared?: boolean }[] = [
  {
    category: '打印机',
    question: '打印机无法连接网络怎么办？',
    similar: ['打印机连不上无线网络'],
    answer:
      '先确认打印机与路由器在同一网络，重启打印机和路由器；在打印机面板的网络设置里重新选择无线网络并输入密码。仍无法连接时打印网络配置页，把页面拍照附在工单里。',
    shared: true,
  },
  {
    category: '打印机',
    question: 'Printer prints blank pages',
    similar: ['Pages come out empty'],
    answer:
      'Check that the toner cartridge is seated and its seal tape is removed. Print a cleaning page from the printer menu. If pages are still blank, replace the cartridge and record the old one on the work order.',
  },
  {
    category: '空调',
    question: '空调不制冷的常见原因',
    similar: ['空调制冷效果差'],
    answer:
      '常见原因：过滤网堵塞、冷媒不足、室外机散热不良。先清洗过滤网，检查室外机周围是否有遮挡，再测量冷媒压力。',
  },
  {
    category: '空调',
    question: 'Air conditioner leaks water indoors',
    similar: ['Water dripping from the indoor unit'],
    answer:
      'A blocked condensate drain is the usual cause. Clear the drain pipe, check the unit is level, and make sure the drain hose slopes downwards.',
    shared: true,
  },
];

/**
 * The demo knowledge base: FAQ categories (设备维修 › 打印机 / 空调) with four FAQs in Chinese and English
 * (two shared by link), a document category with a bilingual maintenance guide (a text file) and its
 * summary made by the local summariser.
 */
export async function seedDemoKnowledge(tx: Db, enterpriseId: number, adminId: number) {
  const category = async (kind: number, name: string, parentId: number | null, depth: number) => {
    const [c] = await tx
      .insert(knowledgeCategories)
      .values({ enterpriseId, kind, name, parentId, depth })
      .returning({ id: knowledgeCategories.id });
    return c!.id;
  };
  const root = await category(KNOWLEDGE_KINDS.faq, '设备维修', null, 1);
  const children = new Map<string, number>();
  for (const name of ['打印机', '空调'])
    children.set(name, await category(KNOWLEDGE_KINDS.faq, name, root, 2));
  for (const f of FAQS)
    await tx.insert(knowledgeItems).values({
      enterpriseId,
      kind: KNOWLEDGE_KINDS.faq,
      title: f.question,
      similarQuestions: f.similar,
      answer: cleanAnswer(escapeText(f.answer)).html,
      categoryId: children.get(f.category)!,
      shared: Boolean(f.shared),
      shareToken: f.shared ? randomBytes(18).toString('base64url') : null,
      search: faqVector(f.question, f.similar, f.answer),
      createdBy: adminId,
    });
  const docs = await category(KNOWLEDGE_KINDS.doc, '保养手册', null, 1);
  const body = Buffer.from(DEMO_DOC_TEXT);
  const [file] = await tx
    .insert(files)
    .values({
      enterpriseId,
      storageKey: DEMO_DOC_KEY,
      name: 'maintenance-guide.txt',
      mime: 'text/plain; charset=utf-8',
      size: body.length,
      uploadedBy: adminId,
    })
    .returning({ id: files.id });
  const summary = await localSummariser.summarise(DEMO_DOC_TEXT, { maxChars: SUMMARY_MAX, locale: 'zh_CN' });
  const name = '设备保养指南 Maintenance guide';
  await tx.insert(knowledgeItems).values({
    enterpriseId,
    kind: KNOWLEDGE_KINDS.doc,
    title: name,
    categoryId: docs,
    fileId: file!.id,
    bodyText: DEMO_DOC_TEXT,
    summary,
    summaryState: SUMMARY_STATES.done,
    summaryProgress: 100,
    search: docVector(name, summary, DEMO_DOC_TEXT),
    createdBy: adminId,
  });
  await syncPostings({ db: tx, enterpriseId }, 'all');
}
