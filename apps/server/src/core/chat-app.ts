import { createHmac } from 'node:crypto';
import type { ChatAppRobot } from '@fieldline/domain';

/** One text to the enterprise's group robot, mentioning people by their mobile numbers. */
export interface ChatAppMessage {
  text: string;
  mobiles: string[];
}

/**
 * How messages reach the enterprise chat app (WeCom or DingTalk). The default posts to the group
 * robot webhook the enterprise configured on /messageSetting; only the chat apps' own hosts are
 * allowed (CHAT_APP_HOSTS), so a webhook cannot be pointed at the server's own network.
 */
export interface ChatAppProvider {
  send(robot: ChatAppRobot, message: ChatAppMessage): Promise<void>;
}

export class ChatAppError extends Error {}

const TIMEOUT_MS = 10_000;

/** DingTalk's signed robots: `timestamp` and `sign` = base64(HMAC-SHA256(secret, "timestamp\nsecret")). */
export function dingTalkSigned(url: string, secret: string, now = Date.now()) {
  const sign = createHmac('sha256', secret).update(`${now}\n${secret}`).digest('base64');
  const u = new URL(url);
  u.searchParams.set('timestamp', String(now));
  u.searchParams.set('sign', sign);
  return u.toString();
}

/** The request body each robot expects for a text that mentions people. */
export function robotBody(robot: ChatAppRobot, m: ChatAppMessage) {
  return robot.provider === 'wecom'
    ? { msgtype: 'text', text: { content: m.text, mentioned_mobile_list: m.mobiles } }
    : {
        msgtype: 'text',
        text: { content: `${m.text}${m.mobiles.map((p) => ` @${p}`).join('')}` },
        at: { atMobiles: m.mobiles, isAtAll: false },
      };
}

export function webhookChatAppProvider(allowedHosts: readonly string[]): ChatAppProvider {
  return {
    async send(robot, message) {
      const url = new URL(robot.url);
      if (!allowedHosts.includes(url.hostname))
        throw new ChatAppError(`host ${url.hostname} is not an allowed chat-app host`);
      const target =
        robot.provider === 'dingtalk' && robot.secret ? dingTalkSigned(robot.url, robot.secret) : robot.url;
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(robotBody(robot, message)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      const answer = (await res.json().catch(() => null)) as { errcode?: number; errmsg?: string } | null;
      // both robots answer {errcode: 0, errmsg: "ok"} when they took the message
      if (!res.ok || answer?.errcode !== 0)
        throw new ChatAppError(
          `robot answered ${res.status} ${answer?.errcode ?? ''} ${answer?.errmsg ?? ''}`.trim(),
        );
    },
  };
}
