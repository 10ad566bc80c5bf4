import { count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MessageItem, MessageListQuery } from '@fieldline/domain';
import { messages } from '../../db/schema';
import { mine, type TenantDb } from '../../core/tenant';

const columns = {
  id: messages.id,
  kind: messages.kind,
  title: messages.title,
  body: messages.body,
  objectKind: messages.objectKind,
  objectId: messages.objectId,
  readAt: messages.readAt,
  createdAt: messages.createdAt,
};
type Row = Pick<typeof messages.$inferSelect, keyof typeof columns>;
const item = (r: Row): MessageItem => ({
  id: Number(r.id),
  kind: r.kind,
  title: r.title,
  body: r.body,
  objectKind: r.objectKind,
  objectId: r.objectId === null ? null : Number(r.objectId),
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
});

const mineFor = (t: TenantDb, userId: number, q: Pick<MessageListQuery, 'kind' | 'unread'>) =>
  mine(
    t,
    messages,
    eq(messages.userId, userId),
    q.kind ? eq(messages.kind, q.kind) : undefined,
    q.unread ? isNull(messages.readAt) : undefined,
  );

/** One page of a user's messages, newest first (messages_user_idx: enterprise, user, id desc). */
export async function listMessages(t: TenantDb, userId: number, q: MessageListQuery) {
  const [list, total] = await Promise.all([
    t.db
      .select(columns)
      .from(messages)
      .where(mineFor(t, userId, q))
      .orderBy(desc(messages.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db
      .select({ n: count() })
      .from(messages)
      .where(mineFor(t, userId, q))
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list: list.map(item), total };
}

/** The user's unread count (messages_unread_idx). */
export const unreadCount = (t: TenantDb, userId: number) =>
  t.db
    .select({ n: count() })
    .from(messages)
    .where(mine(t, messages, eq(messages.userId, userId), isNull(messages.readAt)))
    .then((r) => Number(r[0]?.n ?? 0));

/** Marks the user's own unread messages among `ids` read (others' ids change nothing); answers how many. */
export const markRead = (t: TenantDb, userId: number, ids?: number[]) =>
  t.db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      mine(
        t,
        messages,
        eq(messages.userId, userId),
        isNull(messages.readAt),
        ids ? inArray(messages.id, ids) : undefined,
      ),
    )
    .returning({ id: messages.id })
    .then((r) => r.length);
