import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';

/** How the product sends SMS. A real gateway is configuration; the default keeps an outbox. */
export interface SmsProvider {
  send(message: { phone: string; template: string; content: string }): Promise<void>;
}

/** Default provider: writes each message to the sms_outbox table and the server log. */
export function outboxSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(message) {
      await db.insert(smsOutbox).values(message);
      log.info({ sms: { phone: message.phone, template: message.template } }, 'sms written to outbox');
    },
  };
}
