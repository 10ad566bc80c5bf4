import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_UPLOADS_PER_IP_PER_HOUR } from '@fieldline/domain';
import { rows } from '../../db/client';
import { type TestApp, testApp } from '../../test/app';
import { EN, PNG, evalKit, fileIdOf } from './eval-test-helpers';

/** The public evaluation upload's per-address limit: a rolling hour, every link of every enterprise. */
let t: TestApp;
let kit: Awaited<ReturnType<typeof evalKit>>;

beforeAll(async () => {
  t = await testApp();
  kit = await evalKit(t);
});
afterAll(() => t.close());

const LIMIT = EVAL_UPLOADS_PER_IP_PER_HOUR;

/**
 * `n` uploads from `ip` on another order's link `minutesAgo` (rows written directly: sending them all
 * through HTTP would need several links and only slow the test).
 */
async function earlierUploads(orderId: number, ip: string, n: number, minutesAgo: number) {
  await t.database.db.execute(
    sql`with f as (
          insert into files (enterprise_id, storage_key, name, mime, size)
          select o.enterprise_id, 'earlier/' || ${randomUUID()} || '-' || g || '.png', 'earlier.png', 'image/png', 10
            from orders o cross join generate_series(1, ${n}) as g where o.id = ${orderId}
          returning enterprise_id, id)
        insert into order_eval_uploads (enterprise_id, order_id, file_id, client_ip, created_at)
        select enterprise_id, ${orderId}, id, ${ip}::inet, now() - make_interval(mins => ${minutesAgo}) from f`,
  );
}

const clientIpOf = async (url: string) =>
  (
    await rows<{ ip: string }>(
      t.database.db,
      sql`select host(client_ip) as ip from order_eval_uploads where file_id = ${fileIdOf(url)}`,
    )
  )[0]?.ip;

describe('evaluation photos: at most EVAL_UPLOADS_PER_IP_PER_HOUR per client address in a rolling hour', () => {
  it(`the upload past ${LIMIT} from one address within the hour, on any link, is 429 with the message and stores nothing; another address still uploads`, async () => {
    const earlier = await kit.completed();
    const { token } = await kit.completed();
    const ip = '203.0.113.7';
    await earlierUploads(earlier.id, ip, LIMIT - 1, 50);
    await earlierUploads(earlier.id, ip, 5, 61); // past the hour: they no longer count

    const last = await kit.uploaded(token, 'last.png', PNG, ip);
    expect(await clientIpOf(last)).toBe(ip);

    const refused = await kit.expectNothingWritten(
      () => kit.upload(token, 'one-more.png', PNG, EN, ip),
      429,
      'EVALUATION_UPLOADS_RATE_LIMITED',
    );
    expect(refused.json().message).toBe(
      `Your network has uploaded ${LIMIT} evaluation photos in the last hour, the most allowed; please try again later`,
    );
    const zh = await kit.upload(token, 'one-more.png', PNG, { 'accept-language': 'zh-CN' }, ip);
    expect(zh.statusCode).toBe(429);
    expect(zh.json().message).toBe(`您的网络一小时内上传的评价图片已达上限（${LIMIT}张），请稍后再试`);
    // the same client seen as an IPv4-mapped IPv6 address counts as the same address
    await kit.expectNothingWritten(
      () => kit.upload(token, 'mapped.png', PNG, {}, `::ffff:${ip}`),
      429,
      'EVALUATION_UPLOADS_RATE_LIMITED',
    );
    // refused before the body is read: a bad file is still a 429, not a 415
    await kit.expectNothingWritten(
      () => kit.upload(token, 'tool.exe', 'MZ', {}, ip),
      429,
      'EVALUATION_UPLOADS_RATE_LIMITED',
    );

    const other = await kit.uploaded(token, 'other.png', PNG, '198.51.100.9');
    expect(await clientIpOf(other)).toBe('198.51.100.9');
  });

  it('an IPv6 client counts by its /64: another address of the same /64 is refused, another /64 is not', async () => {
    const earlier = await kit.completed();
    const { token } = await kit.completed();
    await earlierUploads(earlier.id, '2001:db8:1:2::5', LIMIT, 10);
    await kit.expectNothingWritten(
      () => kit.upload(token, 'photo.png', PNG, {}, '2001:db8:1:2:abcd::99'),
      429,
      'EVALUATION_UPLOADS_RATE_LIMITED',
    );
    const next = await kit.uploaded(token, 'photo.png', PNG, '2001:db8:1:3::5');
    expect(await clientIpOf(next)).toBe('2001:db8:1:3::5');
    // a link-local address with its zone is recorded without the zone
    const zoned = await kit.uploaded(token, 'photo.png', PNG, 'fe80::1%eth0');
    expect(await clientIpOf(zoned)).toBe('fe80::1');
  });

  it('concurrent uploads from one address at the limit: exactly one gets through, the rest are 429 with nothing kept', async () => {
    const earlier = await kit.completed();
    const links = [await kit.completed(), await kit.completed(), await kit.completed()];
    const ip = '192.0.2.44';
    await earlierUploads(earlier.id, ip, LIMIT - 1, 5);
    const before = await kit.written();
    const answers = await Promise.all(links.map((l) => kit.upload(l.token, 'photo.png', PNG, {}, ip)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    for (const r of answers.filter((r) => r.statusCode === 429))
      expect(r.json().code).toBe('EVALUATION_UPLOADS_RATE_LIMITED');
    const after = await kit.written();
    expect(after).toEqual({
      ...before,
      files: before.files + 1,
      uploads: before.uploads + 1,
      stored: before.stored + 1,
    });
  });
});
