import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, settled, signInIn, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, freshPage, menusBuilt } from './src/shell';

/**
 * Issue 21, announcements (/noticeManage): an administrator writes an announcement with a 16:9
 * cover, publishes it, and finds it on the home page, pinned first; in both languages.
 */
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

/** A 16:9 PNG (320×180, a two-colour gradient), the cover the administrator picks. */
function coverPng() {
  const [w, h] = [320, 180];
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0, i = 0; y < h; y++) {
    raw[i++] = 0;
    for (let x = 0; x < w; x++) raw.set([40 + (x % 200), 110, 200 - (y % 150)], (i += 3) - 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TEXT: Record<Lang, { title: string; content: string; tab: string }> = {
  zh_CN: { title: '元旦放假安排', content: '1月1日放假一天，值班表见附件。', tab: '公告管理' },
  en_GB: {
    title: 'New Year holiday',
    content: 'The office is closed on 1 January; see the duty rota.',
    tab: 'Announcements',
  },
};

describe('announcements: published with a cover, shown on the home page', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`an administrator publishes a pinned announcement with a 16:9 cover and sees it first on the home page (${lang})`, async () => {
      const text = TEXT[lang];
      const title = `${text.title} ${lang}`;
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, ADMIN, lang);
      await page.goto(`${server.url}/noticeManage`);
      await menusBuilt(page);
      await page
        .locator('.ant-tabs-tab-active [data-testid="page-tab"]', { hasText: text.tab })
        .waitFor(WAIT);

      await page.getByTestId('notice-add').click();
      const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('notice-title') });
      await modal.getByTestId('notice-title').fill(title);
      await modal.locator('input[type="file"]').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: coverPng(),
      });
      await modal.getByTestId('notice-cover-thumb').waitFor(WAIT);
      await modal.getByTestId('notice-content').fill(text.content);
      await modal.getByTestId('notice-pinned').click();
      await modal.getByTestId('notice-save').click();
      await modal.waitFor({ state: 'hidden', ...WAIT });

      const row = page.locator('.ant-table-row').filter({ hasText: title });
      await row.waitFor(WAIT);
      await row.getByTestId('notice-publish').click();
      await page.getByTestId('notice-publish-ok').click();
      await row.getByTestId('notice-publish').waitFor({ state: 'detached', ...WAIT });
      await settled(page);
      await screenshot(page, `notices-manage-${lang}`);

      await page.goto(`${server.url}/guideOne`);
      const home = page.getByTestId('home-announcements');
      const first = home.getByTestId('home-announcement').first();
      await first.filter({ hasText: title }).waitFor(WAIT);
      expect(await first.locator('img').getAttribute('src')).toMatch(/^\/api\/file\/download\/\d+$/);
      // the demo's own pinned announcement follows the newer one
      expect(await home.getByTestId('home-announcement').count()).toBeGreaterThan(1);
      await screenshot(page, `notices-home-${lang}`);

      await first.getByRole('link', { name: title }).click();
      await page.getByTestId('notice-detail-title').filter({ hasText: title }).waitFor(WAIT);
      await page.getByText(text.content).waitFor(WAIT);
    });
  }
});

describe('timed notices: the form loads when first opened', () => {
  const TITLE: Record<Lang, string> = { zh_CN: '新建定时通知', en_GB: 'New timed notice' };
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`an administrator opens the new timed notice form on /timerNotice and types its title (${lang})`, async () => {
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, ADMIN, lang);
      await page.goto(`${server.url}/timerNotice`);
      await menusBuilt(page);
      await page.getByTestId('timed-add').click();
      // the form's chunk arrives after a spinner; its title field is the sign it is in
      const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('timed-title') });
      await modal.getByTestId('timed-title').fill(`Check ${lang}`);
      await modal.locator('.ant-modal-title', { hasText: TITLE[lang] }).waitFor(WAIT);
      expect(await modal.getByTestId('timed-title').inputValue()).toBe(`Check ${lang}`);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden', ...WAIT });
    });
  }
});
