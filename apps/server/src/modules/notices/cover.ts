import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { COVER_MAX_BYTES, COVER_TYPES, FILE_URL_PATTERN, coverRatioFits } from '@fieldline/domain';
import { files } from '../../db/schema';
import { mine, type Tenant } from '../../core/tenant';
import { humanSize } from '../files';
import { noticeErrors } from './errors';

const COVER_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const COVER_KINDS = new Set<string>([...COVER_TYPES, 'jpg']);

/** At most `max` bytes of a stream (the stream is left once they are read). */
async function head(stream: Readable, max: number) {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= max) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, max);
}

/** Width and height as shown: a JPEG turned by its EXIF orientation (5-8) shows them swapped. */
export function shownSize(bytes: Uint8Array) {
  const size = imageSize(bytes);
  const turned = size.orientation !== undefined && size.orientation >= 5;
  return {
    type: size.type ?? '',
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
  };
}

export const isSixteenByNine = coverRatioFits;

/**
 * spec-business §5: an announcement's cover is an image of this enterprise (the files module's
 * upload), at most 200 KB, 16:9 by the image's own dimensions (2% tolerance).
 */
export async function checkCover(t: Tenant, url: string) {
  const field = 'cover';
  const id = Number(FILE_URL_PATTERN.exec(url)?.[1]);
  const [file] = Number.isSafeInteger(id)
    ? await t.db
        .select({ mime: files.mime, size: files.size, key: files.storageKey })
        .from(files)
        .where(mine(t, files, eq(files.id, id)))
    : [];
  if (!file || !COVER_MIMES.has(file.mime)) throw noticeErrors.COVER_INVALID({ field });
  if (file.size > COVER_MAX_BYTES)
    throw noticeErrors.COVER_TOO_LARGE({ field, params: { max: humanSize(COVER_MAX_BYTES) } });
  const { storage } = t.app;
  if (!(await storage.exists(file.key))) throw noticeErrors.COVER_INVALID({ field });
  const bytes = await head(storage.get(file.key), COVER_MAX_BYTES + 1);
  if (bytes.length > COVER_MAX_BYTES)
    throw noticeErrors.COVER_TOO_LARGE({ field, params: { max: humanSize(COVER_MAX_BYTES) } });
  let size: ReturnType<typeof shownSize>;
  try {
    size = shownSize(bytes);
  } catch {
    throw noticeErrors.COVER_INVALID({ field });
  }
  if (!COVER_KINDS.has(size.type)) throw noticeErrors.COVER_INVALID({ field });
  if (!isSixteenByNine(size.width, size.height))
    throw noticeErrors.COVER_NOT_16_9({ field, params: { width: size.width, height: size.height } });
}
