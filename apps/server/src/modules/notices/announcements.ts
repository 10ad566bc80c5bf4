import { and, count, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  AnnouncementItem,
  AnnouncementListQuery,
  AnnouncementSaveInput,
  PageQuery,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { announcements, users } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { deliverInApp } from '../messages';
import { checkCover } from './cover';
import { noticeErrors } from './errors';

const a = announcements;
const columns = {
  id: a.id,
  title: a.title,
  cover: a.cover,
  content: a.content,
  pinned: a.pinned,
  publishedAt: a.publishedAt,
  publisherId: sql<number | null>`coalesce(${a.publishedBy}, ${a.createdBy})`,
  publisherName: users.name,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
};
interface Row {
  id: number;
  title: string;
  cover: string;
  content: string;
  pinned: boolean;
  publishedAt: Date | null;
  publisherId: number | string | null;
  publisherName: string | null;
  createdAt: Date;
  updatedAt: Date;
}
const item = (r: Row): AnnouncementItem => ({
  id: Number(r.id),
  title: r.title,
  cover: r.cover,
  content: r.content,
  pinned: r.pinned,
  published: r.publishedAt !== null,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  publisherId: r.publisherId === null ? null : Number(r.publisherId),
  publisherName: r.publisherName,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const publisherJoin = and(
  eq(users.enterpriseId, a.enterpriseId),
  eq(users.id, sql`coalesce(${a.publishedBy}, ${a.createdBy})`),
);

const select = (t: TenantDb) => t.db.select(columns).from(a).leftJoin(users, publisherJoin);

/** The management list (`/noticeManage`): drafts and published, pinned first, newest first. */
export async function listAnnouncements(t: TenantDb, q: AnnouncementListQuery) {
  const where = mine(
    t,
    a,
    q.keyword ? ilike(a.title, likePattern(q.keyword)) : undefined,
    q.published === undefined ? undefined : q.published ? isNotNull(a.publishedAt) : isNull(a.publishedAt),
  );
  const [list, total] = await Promise.all([
    select(t)
      .where(where)
      .orderBy(desc(a.pinned), desc(a.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db
      .select({ n: count() })
      .from(a)
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list: list.map(item), total };
}

/** What every signed-in user reads (the home page, the announcement page): published, pinned first, latest first. */
export async function listPublished(t: TenantDb, q: PageQuery) {
  const where = mine(t, a, isNotNull(a.publishedAt));
  const [list, total] = await Promise.all([
    select(t)
      .where(where)
      .orderBy(desc(a.pinned), desc(a.publishedAt), desc(a.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db
      .select({ n: count() })
      .from(a)
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list: list.map(item), total };
}

/** One announcement; a draft only for those who manage announcements. */
export async function readAnnouncement(t: TenantDb, id: number, drafts: boolean) {
  const [row] = await select(t).where(
    mine(t, a, eq(a.id, id), drafts ? undefined : isNotNull(a.publishedAt)),
  );
  if (!row) throw noticeErrors.ANNOUNCEMENT_NOT_FOUND();
  return item(row);
}

export async function createAnnouncement(t: Tenant, input: AnnouncementSaveInput) {
  await checkCover(t, input.cover);
  const [row] = await t.db
    .insert(a)
    .values({ enterpriseId: t.enterpriseId, ...input, createdBy: t.user.id })
    .returning({ id: a.id });
  return readAnnouncement(t, row!.id, true);
}

export async function updateAnnouncement(t: Tenant, id: number, input: AnnouncementSaveInput) {
  const current = await readAnnouncement(t, id, true);
  if (input.cover !== current.cover) await checkCover(t, input.cover);
  await t.db
    .update(a)
    .set({ ...input, updatedAt: sql`now()` })
    .where(mine(t, a, eq(a.id, id)));
  return readAnnouncement(t, id, true);
}

export async function deleteAnnouncement(t: TenantDb, id: number) {
  const gone = await t.db
    .delete(a)
    .where(mine(t, a, eq(a.id, id)))
    .returning({ id: a.id });
  if (!gone.length) throw noticeErrors.ANNOUNCEMENT_NOT_FOUND();
  return { id };
}

/** The message's body: the announcement's first line, cut short. */
const excerpt = (content: string) => {
  const line = content.split('\n').find((l) => l.trim()) ?? '';
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

/**
 * Publishes a draft: from now on every signed-in user reads it (home page first when pinned), and
 * every enabled user of the enterprise gets it in the message centre (one set-based insert), in the
 * transaction that publishes it. The draft's row lock makes a second publish refused, not repeated.
 */
export async function publishAnnouncement(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const [row] = await rows<{ title: string; content: string; published_at: Date | null }>(
      tx,
      sql`select title, content, published_at from announcements x where ${mineSql(t, 'x')} and x.id = ${id} for update`,
    );
    if (!row) throw noticeErrors.ANNOUNCEMENT_NOT_FOUND();
    if (row.published_at) throw noticeErrors.ANNOUNCEMENT_PUBLISHED();
    await tx
      .update(a)
      .set({ publishedAt: sql`now()`, publishedBy: t.user.id, updatedAt: sql`now()` })
      .where(mine(t, a, eq(a.id, id)));
    const everyone = await rows<{ id: number }>(
      tx,
      sql`select u.id::int as id from users u where ${mineSql(t, 'u')} and u.enabled`,
    );
    await deliverInApp(tt, {
      userIds: everyone.map((u) => Number(u.id)),
      kind: 'notice.announcement',
      title: row.title,
      body: excerpt(row.content),
      objectKind: 'notice',
      objectId: id,
    });
  });
  return readAnnouncement(t, id, true);
}
