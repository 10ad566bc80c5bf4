import { and, eq } from 'drizzle-orm';
import { ROLE_TYPES } from '@fieldline/domain';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { announcements, files, roles, timedNotices } from '../../db/schema';
import type { FileStorage } from '../../core/storage';
import { mine } from '../../core/tenant';
import { fileUrl } from '../files';
import { demoCoverPng } from './png';
import { nextRunOf } from './timed';

/** Where the demo announcement's cover lives in file storage (written at start when missing). */
export const DEMO_COVER_KEY = 'demo/notice-cover.png';

/**
 * Writes the demo cover into file storage when it is not there (a fresh data folder, a test app). A
 * storage that refuses is logged, not fatal: the demo announcement then shows the image placeholder.
 */
export async function restoreDemoCover(storage: FileStorage, log: Pick<FastifyBaseLogger, 'warn'>) {
  try {
    if (await storage.exists(DEMO_COVER_KEY)) return;
    await storage.put(DEMO_COVER_KEY, Readable.from([demoCoverPng()]));
  } catch (err) {
    log.warn({ err }, 'the demo announcement cover could not be written to file storage');
  }
}

/**
 * The demo enterprise's notices: a pinned, published announcement with a 16:9 cover (not sent to
 * the message centres: the demo starts with them empty), and a weekly timed notice to the service
 * staff, on Mondays at 09:00.
 */
export async function seedDemoNotices(tx: Db, enterpriseId: number, userIds: Map<string, number>) {
  const admin = userIds.get('13800000001')!;
  const cover = demoCoverPng();
  const [file] = await tx
    .insert(files)
    .values({
      enterpriseId,
      storageKey: DEMO_COVER_KEY,
      name: 'notice-cover.png',
      mime: 'image/png',
      size: cover.length,
      uploadedBy: admin,
    })
    .returning({ id: files.id });
  await tx.insert(announcements).values({
    enterpriseId,
    title: '冬季设备保养通知 / Winter maintenance notice',
    cover: fileUrl(file!.id),
    content: [
      '入冬前请为客户设备安排一次保养：检查管路保温、清洁滤网，并在工单中记录保养结果。',
      'Before winter, book a maintenance visit for customer equipment: check pipe insulation, clean the filters, and record the results on the order.',
    ].join('\n\n'),
    pinned: true,
    publishedAt: new Date(),
    publishedBy: admin,
    createdBy: admin,
  });
  const [staff] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(mine(enterpriseId, roles, and(eq(roles.type, ROLE_TYPES.serviceStaff), eq(roles.builtIn, true))));
  if (!staff) return;
  const schedule = { repeat: 'weekly', runAt: null, time: '09:00', weekDays: [1], monthDay: null };
  await tx.insert(timedNotices).values({
    enterpriseId,
    title: '周例会提醒 / Weekly meeting reminder',
    content: '周一 9:30 服务部例会，请准时参加。 / Service team meeting on Monday at 9:30.',
    ...schedule,
    roleIds: [staff.id],
    nextRunAt: nextRunOf(schedule, new Date()),
    createdBy: admin,
  });
}
