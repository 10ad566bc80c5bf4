import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '@fieldline/domain';

export const LANG_COOKIE = 'lang';

/** The caller's language: the session user's, else the `lang` cookie, else Accept-Language. */
export function requestLocale(req: FastifyRequest): Locale {
  const fromUser = req.auth?.user.locale;
  if (isLocale(fromUser)) return fromUser;
  const cookie = req.cookies?.[LANG_COOKIE];
  if (isLocale(cookie)) return cookie;
  return pickLocale(cookie) ?? pickLocale(req.headers['accept-language']) ?? DEFAULT_LOCALE;
}
