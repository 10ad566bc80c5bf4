import { eq, sql } from 'drizzle-orm';
import type {
  ChatAppRobot,
  ChatAppRobotInput,
  ChatAppRobotView,
  MessageChannelState,
} from '@fieldline/domain';
import { chatAppRobots } from '../../db/schema';
import { mine, type TenantDb } from '../../core/tenant';
import type { EmailProvider } from '../../core/email';

/** The enterprise's chat-app group robot, secret included (for sending only), or null. */
export async function robotOf(t: TenantDb): Promise<ChatAppRobot | null> {
  const [row] = await t.db
    .select({ provider: chatAppRobots.provider, url: chatAppRobots.url, secret: chatAppRobots.secret })
    .from(chatAppRobots)
    .where(mine(t, chatAppRobots));
  return row ? { ...row, provider: row.provider as ChatAppRobot['provider'] } : null;
}

/** The robot as the settings page sees it: never its secret. */
export async function robotView(t: TenantDb): Promise<ChatAppRobotView | null> {
  const robot = await robotOf(t);
  return robot && { provider: robot.provider, url: robot.url, hasSecret: !!robot.secret };
}

/** Saves the robot; a blank or absent secret keeps the saved one, null removes it. */
export async function saveRobot(t: TenantDb, input: ChatAppRobotInput) {
  const secret = input.secret === null ? { secret: null } : input.secret ? { secret: input.secret } : {};
  const values = { provider: input.provider, url: input.url, ...secret, updatedAt: sql`now()` };
  await t.db
    .insert(chatAppRobots)
    .values({ enterpriseId: t.enterpriseId, ...values })
    .onConflictDoUpdate({ target: chatAppRobots.enterpriseId, set: values });
  return robotView(t);
}

export async function removeRobot(t: TenantDb) {
  await t.db
    .delete(chatAppRobots)
    .where(mine(t, chatAppRobots, eq(chatAppRobots.enterpriseId, t.enterpriseId)));
  return null;
}

/** Which channels can be chosen now: the chat app once a robot is saved, email when the server has a mail server. */
export async function channelStateOf(t: TenantDb, email: EmailProvider): Promise<MessageChannelState> {
  return { inApp: true, sms: true, chatApp: !!(await robotOf(t)), email: email.configured };
}
