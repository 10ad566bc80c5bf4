import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { requestLocale } from './i18n';

const BAD_URL = () =>
  new AppError('BAD_URL', 400, { zh_CN: '请求地址无效', en_GB: 'The request URL is not valid' });

/**
 * Errors Fastify raises before routing (a path that does not decode, such as `/api/user/%ff`)
 * answer with the envelope like every other refusal.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const appErr =
    err.code === 'FST_ERR_BAD_URL'
      ? BAD_URL()
      : new AppError(err.code ?? 'BAD_REQUEST', err.statusCode ?? 400, {
          zh_CN: '请求无效',
          en_GB: 'Bad request',
        });
  return reply
    .status(appErr.status)
    .send({ success: false, data: null, message: appErr.messageIn(requestLocale(req)), code: appErr.code });
}
