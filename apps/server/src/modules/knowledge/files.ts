import { sql } from 'drizzle-orm';
import { FAQ_IMAGE_MAX_BYTES, FAQ_IMAGE_TYPES, type KnowledgeFile } from '@fieldline/domain';
import { rows } from '../../db/client';
import { idList } from '../../core/sql';
import { mineSql, type TenantDb } from '../../core/tenant';
import { fileUrl } from '../files';
import { knowledgeErrors } from './errors';

export interface FileRow {
  id: number;
  name: string;
  mime: string;
  size: number;
  storage_key: string;
}

/** The enterprise's files of these ids (in the order asked). */
export async function filesOf(t: TenantDb, ids: number[]): Promise<FileRow[]> {
  if (!ids.length) return [];
  const found = await rows<FileRow>(
    t.db,
    sql`select f.id::int as id, f.name, f.mime, f.size, f.storage_key from files f
         where ${mineSql(t, 'f')} and f.id in (${idList(ids)})`,
  );
  const byId = new Map(found.map((f) => [f.id, f]));
  return ids.map((id) => byId.get(id)).filter((f): f is FileRow => Boolean(f));
}

export const shapeFile = (f: FileRow, url = fileUrl(f.id)): KnowledgeFile => ({
  id: f.id,
  name: f.name,
  size: f.size,
  url,
});

/** Every id must be a file of the enterprise (and, for images, an image of at most 1 MB). */
export async function requireFiles(t: TenantDb, ids: number[], field: string, images = false) {
  const found = await filesOf(t, ids);
  if (found.length !== new Set(ids).size) throw knowledgeErrors.FILE_NOT_FOUND({ field });
  if (images)
    for (const f of found) {
      const ext = f.name.split('.').pop()?.toLowerCase() ?? '';
      if (!(FAQ_IMAGE_TYPES as readonly string[]).includes(ext) || f.size > FAQ_IMAGE_MAX_BYTES)
        throw knowledgeErrors.NOT_AN_IMAGE({ field });
    }
  return found;
}
