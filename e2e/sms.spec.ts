import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, freshPage, openByUrl, signIn } from './src/shell';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const WAIT = { timeout: 15_000 };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

async function switchLanguage(page: Page, to: 'English' | '中文') {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: to }).click();
}

async function pickOption(page: Page, text: string) {
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: text,
    })
    .click();
}

describe('SMS: signature and templates (/smsMEssage/applyMessage)', () => {
  it('the administrator applies for a signature, the platform administrator approves it, and a template with a placeholder is previewed live, in both languages', async () => {
    const page = await freshPage(browser, contexts);
    await signIn(page, server.url, ADMIN);
    await openByUrl(page, server.url, '/smsMEssage/applyMessage', '短信签名与模板');

    // The demo signature is in use; a signature breaking a rule is refused while typing.
    const signature = page.getByTestId('sms-signature');
    await signature.getByTestId('sms-signature-active').getByText('【演示服务】').waitFor(WAIT);
    await signature.getByTestId('sms-signature-input').fill('【演示】');
    await signature.getByTestId('sms-signature-submit').click();
    await signature.getByText('短信签名不能包含括号').waitFor(WAIT);

    // A new one is submitted for review; the passed one stays in use.
    await signature.getByTestId('sms-signature-input').fill('星河维保');
    await signature.getByTestId('sms-signature-submit').click();
    await signature.getByTestId('sms-signature-name').getByText('星河维保').waitFor(WAIT);
    await signature.getByTestId('sms-review-state').getByText('已提交').waitFor(WAIT);
    await signature.getByText('【演示服务】').waitFor();

    // The platform administrator (the demo administrator on a fresh install) approves it; it is then in use.
    await openByUrl(page, server.url, '/platform/smsReview', '短信审核与充值');
    const row = page.getByRole('row').filter({ hasText: '星河维保' });
    await row.getByTestId('sms-review-approve').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await row.waitFor({ state: 'detached', ...WAIT });
    await openByUrl(page, server.url, '/smsMEssage/applyMessage', '短信签名与模板');
    await signature.getByTestId('sms-signature-active').getByText('【星河维保】').waitFor(WAIT);

    // A template for "order accepted" with the customer-name placeholder, inserted from the picker.
    await page.getByTestId('sms-template-add').click();
    const form = page.getByTestId('sms-template-form');
    await form.getByTestId('sms-template-kind').click();
    await pickOption(page, '工单接单');
    const content = form.getByTestId('sms-template-content');
    // the placeholder from the picker first, then the words around it
    await form.getByTestId('sms-placeholder-custom_name').click();
    await expect.poll(() => content.inputValue(), WAIT).toBe('${custom_name}');
    await content.press('Home');
    await content.pressSequentially('您好，');
    await expect.poll(() => content.inputValue(), WAIT).toBe('您好，${custom_name}');
    await content.press('End');
    await form.getByTestId('sms-template-content').pressSequentially('的工单已接单');
    await expect.poll(() => content.inputValue(), WAIT).toBe('您好，${custom_name}的工单已接单');
    await form
      .getByTestId('sms-template-preview')
      .getByText('【星河维保】您好，星河物业的工单已接单')
      .waitFor(WAIT);
    await screenshot(page, 'sms-template-zh_CN');
    await page.getByRole('dialog').getByRole('button', { name: '保存并提交审核' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
    await page.getByTestId('sms-templates').getByText('您好，${custom_name}的工单已接单').waitFor(WAIT);
    await page
      .locator('.ant-message-notice')
      .first()
      .waitFor({ state: 'detached', ...WAIT });
    await screenshot(page, 'sms-page-zh_CN');

    // The same page in English: an English template with a placeholder, previewed with English samples.
    await switchLanguage(page, 'English');
    await page.getByTestId('sms-templates').getByText('SMS templates').waitFor(WAIT);
    await page.getByTestId('sms-template-add').click();
    await form.getByTestId('sms-template-kind').click();
    await pickOption(page, 'Order accepted');
    await form.getByTestId('sms-template-content').fill('Order ');
    await form.getByTestId('sms-placeholder-order_no').click();
    await form.getByTestId('sms-template-content').press('End');
    await form.getByTestId('sms-template-content').pressSequentially(' accepted by ');
    await form.getByTestId('sms-placeholder-visit_user').click();
    await form
      .getByTestId('sms-template-preview')
      .getByText('【星河维保】Order GD202611270001 accepted by Zhang')
      .waitFor(WAIT);
    // an unknown placeholder typed by hand is refused before saving
    await form.getByTestId('sms-template-content').fill('Order ${order_number}');
    await page.getByRole('dialog').getByRole('button', { name: 'Save and submit for review' }).click();
    await form.getByText('Unknown placeholder: ${order_number}').waitFor(WAIT);
    await screenshot(page, 'sms-template-en_GB');
    await form.getByTestId('sms-template-content').fill('Order ${order_no} accepted by ${visit_user}');
    await page.getByRole('dialog').getByRole('button', { name: 'Save and submit for review' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
    await page
      .getByTestId('sms-templates')
      .getByText('Order ${order_no} accepted by ${visit_user}')
      .waitFor(WAIT);
    await switchLanguage(page, '中文');
  });
});
