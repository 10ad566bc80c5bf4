import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { asTenant } from '../../core/tenant';
import { inlineImageIds } from './answer';
import { knowledgeErrors } from './errors';
import { sharedFaqRecord } from './faqs';
import { filesOf } from './files';

/** Streams an image (beside the answer or inside it) or attachment of a shared FAQ; any other file of the enterprise answers 404. */
export async function sendSharedFile(ctx: AppContext, reply: FastifyReply, token: string, fileId: number) {
  const faq = await sharedFaqRecord(ctx.db, token);
  if (![...faq.images, ...faq.attachments, ...inlineImageIds(faq.answer)].includes(fileId))
    throw knowledgeErrors.SHARE_NOT_FOUND();
  const [file] = await asTenant(faq.enterpriseId, () =>
    filesOf({ db: ctx.db, enterpriseId: faq.enterpriseId }, [fileId]),
  );
  if (!file || !(await ctx.storage.exists(file.storage_key))) throw knowledgeErrors.SHARE_NOT_FOUND();
  const inline = file.mime.startsWith('image/') || file.mime === 'application/pdf';
  reply
    .header('content-type', file.mime)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=300')
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    );
  return reply.send(ctx.storage.get(file.storage_key));
}
