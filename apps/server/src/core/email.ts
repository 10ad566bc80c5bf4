import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * How the product sends email: through the mail server SMTP_URL names (nodemailer), from MAIL_FROM.
 * Without SMTP_URL there is no email channel: message settings refuse it and say why, rather than
 * pretend to send.
 */
export interface EmailProvider {
  readonly configured: boolean;
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export function smtpEmailProvider(smtpUrl: string | undefined, from: string): EmailProvider {
  if (!smtpUrl)
    return {
      configured: false,
      send: () => Promise.reject(new Error('no mail server is configured (SMTP_URL)')),
      close: () => undefined,
    };
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    configured: true,
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
    close: () => transport.close(),
  };
}
