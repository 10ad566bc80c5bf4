import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './db-errors';
import { AppError, coreErrors } from './errors';
import { requestLocale } from './i18n';
import { ValidationError } from './validation';

function send(req: FastifyRequest, reply: FastifyReply, err: AppError) {
  const locale = requestLocale(req);
  const field = err instanceof ValidationError ? err.fieldName() : err.field;
  return reply.status(err.status).send({
    success: false,
    data: err.data ?? null,
    message: err.messageIn(locale),
    code: err.code,
    ...(field ? { field } : {}),
  });
}

/** Maps framework errors (bad JSON, limits) to our codes; anything unexpected is a logged 500. */
function toAppError(err: FastifyError): AppError {
  if (err instanceof AppError) return err;
  switch (err.code) {
    case 'FST_ERR_BAD_URL':
      return coreErrors.BAD_URL();
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return coreErrors.BAD_JSON();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return coreErrors.UNSUPPORTED_MEDIA();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return coreErrors.PAYLOAD_TOO_LARGE();
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return new AppError(err.code ?? 'BAD_REQUEST', err.statusCode, {
      zh_CN: '请求无效',
      en_GB: 'Bad request',
    });
  }
  // The database is away (restarting, refused, connection lost): a clear 503 the client may retry.
  if (isDatabaseUnavailable(err)) return coreErrors.DATABASE_UNAVAILABLE();
  return coreErrors.INTERNAL();
}

/**
 * Errors Fastify raises before routing (a path that does not decode, such as `/api/user/%ff`);
 * passed to Fastify as `frameworkErrors` so they answer with the envelope too.
 */
export const replyToFrameworkError = (err: FastifyError, req: FastifyRequest, reply: FastifyReply) =>
  send(req, reply, toAppError(err));

export function installEnvelope(
  app: FastifyInstance,
  serveSpa: (req: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const appErr = toAppError(err);
    if (appErr.code === 'DATABASE_UNAVAILABLE') req.log.warn({ err: String(err) }, 'database unavailable');
    else if (appErr.status >= 500) req.log.error({ err }, 'request failed');
    return send(req, reply, appErr);
  });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    if (url === '/api' || url.startsWith('/api/')) {
      return send(req, reply, coreErrors.ROUTE_NOT_FOUND({ params: { path: url } }));
    }
    return serveSpa(req, reply);
  });
}
