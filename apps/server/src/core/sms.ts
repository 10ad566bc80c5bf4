import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';

/** How the product sends SMS. A real gateway is configuration; the default keeps an outbox. */
export interface SmsProvider {
  send(message: { phone: string; template: string; content: string }): Promise<void>;
  /**
   * True only for the built-in outbox, where nothing leaves the server: then the log carries each
   * message's text and platform administrators may read the outbox. Never set by a real gateway.
   */
  readonly outbox?: boolean;
}

/** Default provider: writes each message to the sms_outbox table and the server log, text included. */
export function outboxSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    outbox: true,
    async send(message) {
      await db.insert(smsOutbox).values(message);
      log.info({ sms: message }, `sms to ${message.phone} written to outbox: ${message.content}`);
    },
  };
}
