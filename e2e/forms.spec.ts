import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, freshPage, openByUrl, signIn } from './src/shell';

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

/** Generous for a busy two-core machine (the whole test takes about 40 s on an idle one). */
const WAIT = { timeout: 20_000 };

/** The five controls the administrator adds to the customer field set (codes as the designer names them). */
const LEVEL = { code: 'radio_1', name: '合作意向', options: ['A', 'B', '其他'] };
const NOTE = { code: 'textarea_1', name: '其他说明' };
const VOLUME = { code: 'number_1', name: '年采购量' };
const SIGNED_ON = { code: 'calendarDate_1', name: '签约日期' };
const SIGNATURE = { code: 'signature_1', name: '客户签名' };
const FIELDS = [LEVEL, NOTE, VOLUME, SIGNED_ON, SIGNATURE];
/** The demo customer field set (apps/server/src/modules/forms/demo.ts). */
const DEMO_CODES = ['customerLevel', 'industry', 'website', 'scale'];

const CUSTOMER = { name: 'E2E 表单测试客户', contact: '王签名', phone: '13911112222' };
const NOTE_TEXT = '需要定制的合作方式';

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}
interface FieldSetDto {
  template: { id: number };
  fields: {
    id: string;
    code: string;
    name: string;
    type: string;
    condition: { field: string; values: string[]; effect: string } | null;
    props: { options?: string[] };
  }[];
}

/** GET an API path with the page's cookies and answer the envelope's data. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${server.url}/api${path}`);
  expect(res.ok(), `${path} → ${res.status()}`).toBe(true);
  const body = (await res.json()) as Envelope<T>;
  expect(body.success).toBe(true);
  return body.data;
}

/** The open select drop-down's option with this text. */
async function pickOption(page: Page, text: string) {
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      has: page.getByText(text, { exact: true }),
    })
    .click();
}

/** A form item (label and control) by its label. */
const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({
    has: scope.page().locator('.ant-form-item-label label', { hasText: new RegExp(`^${label}$`) }),
  });

/** The form item's error message (absent when there is none). */
const errorOf = (item: Locator) => item.locator('.ant-form-item-explain-error');

/** Chooses one option of a radio field. */
const chooseRadio = (scope: Locator, label: string, option: string) =>
  formItem(scope, label)
    .locator('.ant-radio-wrapper', { hasText: new RegExp(`^${option}$`) })
    .click();

/** Adds a control by clicking it in the palette and names the new (selected) field. */
async function addByClick(page: Page, type: string, code: string, name: string) {
  await page.getByTestId(`palette-${type}`).click();
  await page.getByTestId(`canvas-field-${code}`).waitFor(WAIT);
  await page.getByTestId('prop-name').fill(name);
  await page.getByTestId(`canvas-field-${code}`).getByText(name, { exact: true }).waitFor();
}

/** The custom fields on the designer's canvas, in order. */
const customFieldCodes = (page: Page) =>
  page
    .locator('[data-testid^="canvas-field-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('canvas-field-'.length)));

/**
 * Drags a palette control onto the canvas's empty space below the last field, with real mouse
 * moves (Chromium turns them into HTML5 drag events). Both ends are brought into view first: a
 * scroll in the middle of a drag would move the source from under the pointer.
 */
async function dragToCanvasEnd(page: Page, type: string) {
  const canvas = page.getByTestId('designer-canvas');
  await canvas.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const to = (await canvas.boundingBox())!;
  const from = (await page.getByTestId(`palette-${type}`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 12, { steps: 10 });
  await page.mouse.up();
}

/** Draws a zigzag on the signature pad with the mouse. */
async function sign(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++)
    await page.mouse.move(box.x + 30 + i * 30, y + (i % 2 ? -25 : 25), { steps: 4 });
  await page.mouse.up();
}

describe('custom fields: the form designer and the forms it shapes', () => {
  it('an administrator designs the customer field set, previews and saves it, and the create form enforces it', async () => {
    const page = await freshPage(browser, contexts);
    await signIn(page, server.url, ADMIN);

    // The designer opens on the kind the query names (kind 2 = customers).
    await openByUrl(page, server.url, '/customForm?kind=2', '字段自定义');
    await page.getByTestId('designer-palette').waitFor(WAIT);
    await page
      .getByTestId('form-kind')
      .locator('.ant-segmented-item-selected', { hasText: '客户' })
      .waitFor();
    await page.getByTestId('canvas-field-customerLevel').waitFor();
    expect(await customFieldCodes(page)).toEqual(DEMO_CODES);

    // One control dragged from the palette onto the end of the canvas (HTML5 drag and drop).
    await dragToCanvasEnd(page, 'radio');
    const levelCard = page.getByTestId(`canvas-field-${LEVEL.code}`);
    await levelCard.waitFor(WAIT);
    expect(await customFieldCodes(page)).toEqual([...DEMO_CODES, LEVEL.code]);
    const props = page.getByTestId('field-properties');
    await props.getByTestId('prop-name').fill(LEVEL.name);
    const options = props.getByTestId('options-editor');
    await options.getByLabel('选项1').fill(LEVEL.options[0]!);
    await options.getByLabel('选项2').fill(LEVEL.options[1]!);
    await options.getByRole('button', { name: '添加选项' }).click();
    await options.getByLabel('选项3').fill(LEVEL.options[2]!);
    await levelCard.getByText(LEVEL.name, { exact: true }).waitFor();

    // A long text, required only when the choice is 其他 (a condition on the radio).
    await addByClick(page, 'textarea', NOTE.code, NOTE.name);
    await props.getByTestId('add-condition').click();
    const condition = props.getByTestId('condition-editor');
    await condition.locator('.ant-select').nth(0).click();
    await pickOption(page, LEVEL.name);
    await condition.locator('.ant-select').nth(1).click();
    await pickOption(page, '其他');
    await page.keyboard.press('Escape');
    await condition
      .locator('.ant-select-selection-item', { hasText: '其他' })
      .waitFor({ state: 'visible', ...WAIT });
    await condition.getByText('才必填', { exact: true }).click();
    await condition.locator('.ant-radio-wrapper-checked', { hasText: '才必填' }).waitFor();
    await page.getByTestId(`canvas-field-${NOTE.code}`).getByText('条件').waitFor();

    // A number, a date and a signature, added by click.
    await addByClick(page, 'number', VOLUME.code, VOLUME.name);
    await addByClick(page, 'calendarDate', SIGNED_ON.code, SIGNED_ON.name);
    await addByClick(page, 'signature', SIGNATURE.code, SIGNATURE.name);
    await page.getByText('有未保存的修改').waitFor();

    // Preview: the note is required only while 其他 is chosen.
    await page.getByTestId('designer-preview').click();
    const preview = page.getByTestId('preview-form');
    await preview.waitFor(WAIT);
    for (const f of FIELDS) await formItem(preview, f.name).waitFor();
    await preview.getByTestId('signature-pad').waitFor();
    const note = formItem(preview, NOTE.name);
    expect(await note.locator('.ant-form-item-required').count()).toBe(0);
    await chooseRadio(preview, LEVEL.name, 'B');
    await page.getByTestId('preview-submit').click();
    await page.getByTestId('preview-result').waitFor(WAIT);
    expect(await errorOf(note).count()).toBe(0);

    await chooseRadio(preview, LEVEL.name, '其他');
    await note.locator('.ant-form-item-required').waitFor();
    await page.getByTestId('preview-submit').click();
    await errorOf(note).getByText(`${NOTE.name}不能为空`).waitFor(WAIT);
    expect(await page.getByTestId('preview-result').count()).toBe(0);

    await note.locator('textarea').fill(NOTE_TEXT);
    await formItem(preview, VOLUME.name).locator('input').fill('120');
    await page.getByTestId('preview-submit').click();
    const result = page.getByTestId('preview-result');
    await result.waitFor(WAIT);
    expect(await result.textContent()).toContain(NOTE_TEXT);
    await screenshot(page, 'forms-preview-zh_CN');
    await page.getByRole('dialog').filter({ hasText: '表单预览' }).locator('.ant-modal-close').click();
    await preview.waitFor({ state: 'detached', ...WAIT });

    // Save; the designer reloads the saved set.
    await page.getByTestId('designer-save').click();
    await page.getByText('表单已保存').waitFor(WAIT);
    await page.getByText('有未保存的修改').waitFor({ state: 'detached', ...WAIT });
    for (const f of FIELDS) await page.getByTestId(`canvas-field-${f.code}`).waitFor();
    await page.getByTestId(`canvas-field-${NOTE.code}`).click();
    await props.getByTestId('condition-editor').waitFor();
    await page.getByTestId(`canvas-field-${SIGNATURE.code}`).scrollIntoViewIfNeeded();
    await page
      .locator('.ant-message-notice')
      .first()
      .waitFor({ state: 'detached', ...WAIT });
    await screenshot(page, 'forms-designer-zh_CN');

    const saved = await apiGet<FieldSetDto>(page, '/v2/temp/cusTempField?kind=2');
    const byCode = new Map(saved.fields.map((f) => [f.code, f]));
    for (const f of FIELDS) expect(byCode.get(f.code)?.name).toBe(f.name);
    expect(byCode.get(LEVEL.code)).toMatchObject({ type: 'radio', props: { options: LEVEL.options } });
    expect(byCode.get(NOTE.code)).toMatchObject({
      type: 'textarea',
      condition: { field: LEVEL.code, values: ['其他'], effect: 'require' },
    });
    expect(byCode.get(SIGNATURE.code)?.type).toBe('signature');
    const idOf = (code: string) => byCode.get(code)!.id;

    // The designer in English: the palette's controls and the system fields carry English labels.
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Controls', { exact: true }).waitFor(WAIT);
    expect((await page.getByTestId('palette-radio').textContent())?.trim()).toBe('Single choice');
    expect((await page.getByTestId('palette-signature').textContent())?.trim()).toBe('Signature');
    // Every control's name shows whole: a long one wraps ("Multiple choice") rather than being cut.
    const cut = await page
      .getByTestId('designer-palette')
      .locator('button, button *')
      .evaluateAll((els) =>
        els.filter((e) => e.clientWidth > 0 && e.scrollWidth > e.clientWidth).map((e) => e.textContent),
      );
    expect(cut).toEqual([]);
    expect((await page.getByTestId('designer-preview').textContent())?.replace(/\s/g, '')).toBe('Preview');
    // The fixed customer block names its system fields in English too.
    const block = page.getByTestId('canvas-block-customer');
    await block.getByText('Customer (fixed)').waitFor();
    expect((await block.locator('.ant-tag').allTextContents()).map((s) => s.trim())).toEqual([
      '* Customer',
      '* Contact name',
      '* Phone',
      'Service address',
      'Detail address',
    ]);
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'hidden', ...WAIT });
    await screenshot(page, 'forms-designer-en_GB');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await page.getByText('控件', { exact: true }).waitFor(WAIT);

    // The customer create form renders the five controls.
    await openByUrl(page, server.url, '/allCustomer', '客户列表');
    await page.getByTestId('customer-add').click();
    const form = page.getByTestId('customer-form');
    await form.waitFor(WAIT);
    for (const f of FIELDS) await formItem(form, f.name).waitFor(WAIT);
    const pad = form.getByTestId('signature-pad');
    await pad.waitFor();
    await form.getByTestId('customer-name').fill(CUSTOMER.name);
    const contact = form.getByTestId('contact-row-0');
    await contact.getByPlaceholder('联系人').fill(CUSTOMER.contact);
    await contact.getByPlaceholder('联系电话').fill(CUSTOMER.phone);

    // 其他 with no note: the form refuses, naming the note, and nothing is sent.
    const noteItem = formItem(form, NOTE.name);
    expect(await noteItem.locator('.ant-form-item-required').count()).toBe(0);
    await chooseRadio(form, LEVEL.name, '其他');
    await noteItem.locator('.ant-form-item-required').waitFor();
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v2/customer/addCustomer')) posted++;
    });
    await page.getByTestId('customer-save').click();
    await errorOf(noteItem).getByText(`${NOTE.name}不能为空`).waitFor(WAIT);
    expect(await form.locator('.ant-form-item-explain-error').allTextContents()).toEqual([
      `${NOTE.name}不能为空`,
    ]);
    expect(posted).toBe(0);

    // Filled in, with a signature drawn and saved as a file, the customer saves.
    await noteItem.locator('textarea').fill(NOTE_TEXT);
    await errorOf(noteItem).waitFor({ state: 'detached', ...WAIT });
    await formItem(form, VOLUME.name).locator('input').fill('120.5');
    const date = formItem(form, SIGNED_ON.name).locator('input');
    await date.click();
    await date.fill('2026-11-01');
    await date.press('Enter');
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'hidden' });
    expect(await date.inputValue()).toBe('2026-11-01');
    await sign(page, pad);
    const signatureItem = formItem(form, SIGNATURE.name);
    // Enabled once something is drawn; click waits for that.
    await signatureItem.getByRole('button', { name: '保存签名' }).click();
    await signatureItem.getByTestId('custom-image').waitFor(WAIT);
    await signatureItem.getByRole('button', { name: '重新签名' }).waitFor();
    await screenshot(page, 'forms-customer-create-zh_CN');

    await page.getByTestId('customer-save').click();
    await form.waitFor({ state: 'detached', ...WAIT });
    await page.getByRole('link', { name: CUSTOMER.name }).waitFor(WAIT);
    expect(posted).toBe(1);

    // Stored with the custom values, the signature as one of our files (a PNG).
    const list = await apiGet<{
      list: { id: number; name: string; customValues: Record<string, unknown> }[];
    }>(
      page,
      `/v2/customer/epCustomerList?keyword=${encodeURIComponent(CUSTOMER.name)}&pageIndex=0&pageSize=10`,
    );
    const row = list.list.find((c) => c.name === CUSTOMER.name);
    expect(row, JSON.stringify(list)).toBeDefined();
    const values = row!.customValues;
    expect(values[idOf(LEVEL.code)]).toBe('其他');
    expect(values[idOf(NOTE.code)]).toBe(NOTE_TEXT);
    expect(values[idOf(VOLUME.code)]).toBe('120.5');
    expect(values[idOf(SIGNED_ON.code)]).toBe('2026-11-01');
    const signatureUrl = values[idOf(SIGNATURE.code)];
    expect(signatureUrl).toMatch(/^\/api\/file\/download\/\d+$/);
    const file = await page.request.get(`${server.url}${signatureUrl as string}`);
    expect(file.ok()).toBe(true);
    expect(file.headers()['content-type']).toContain('image/png');
    expect((await file.body()).subarray(1, 4).toString('latin1')).toBe('PNG');

    // The detail page shows the values, the signature as an image.
    await page.getByRole('link', { name: CUSTOMER.name }).click();
    await page.waitForURL((url) => url.pathname === `/allCustomer/customerDetail/${row!.id}`, WAIT);
    const shown = page.getByTestId('customer-custom-fields');
    await shown.getByText(NOTE_TEXT).waitFor(WAIT);
    const shownValue = (label: string) =>
      shown
        .locator('.ant-descriptions-item')
        .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) })
        .locator('.ant-descriptions-item-content');
    expect((await shownValue(LEVEL.name).textContent())?.trim()).toBe('其他');
    expect((await shownValue(NOTE.name).textContent())?.trim()).toBe(NOTE_TEXT);
    expect(await shownValue(VOLUME.name).textContent()).toContain('120.5');
    expect(await shownValue(SIGNED_ON.name).textContent()).toContain('2026-11-01');
    await shownValue(SIGNATURE.name).getByTestId('custom-image').waitFor(WAIT);

    // The server enforces the same rule on its own: 其他 without the note is refused, naming it.
    const { csrfToken } = await apiGet<{ csrfToken: string }>(page, '/v2/sessionUser/info');
    const refused = await page.request.post(`${server.url}/api/v2/customer/addCustomer`, {
      headers: { 'x-csrf-token': csrfToken },
      data: {
        name: 'E2E 服务端校验',
        contacts: [{ name: CUSTOMER.contact, phone: '13911113333', isDefault: true }],
        customValues: { [idOf(LEVEL.code)]: '其他' },
      },
    });
    expect(refused.status()).toBe(400);
    const refusal = (await refused.json()) as Envelope<unknown> & { code?: string; field?: string };
    expect(refusal.success).toBe(false);
    expect(refusal.code).toBe('FIELD_INVALID');
    expect(refusal.field?.split('.').at(-1)).toBe(idOf(NOTE.code));
    expect(refusal.message).toBe(`${NOTE.name}不能为空`);
  }, 240_000);
});
