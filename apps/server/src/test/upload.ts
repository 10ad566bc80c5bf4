import type { FastifyInstance } from 'fastify';
import type { Session } from './app';

/**
 * POSTs one file as the multipart field "file", the session's CSRF token as a form field before it
 * (as the web app's upload sends them).
 */
export function uploadFile(
  app: FastifyInstance,
  session: Session,
  url: string,
  bytes: Uint8Array,
  opts: { filename: string; lang?: string },
) {
  const boundary = '----fl' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="csrfToken"\r\n\r\n${session.csrfToken}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: {
      token: session.token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
    payload,
  });
}
