import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Form, type FormInstance } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDef } from '@fieldline/domain';
import i18n from '../../../shell/i18n';
import { ImagesControl } from './form/FileFields';
import { OrderFilterBar } from './OrderFilterBar';

// Parts of the order pages that load on first use (issue 20): they show progress while they load
// and keep what the user has entered.

let host: HTMLDivElement;
let root: Root;
beforeEach(async () => {
  await i18n.changeLanguage('en_GB');
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const show = (node: ReactNode) => act(async () => root.render(node));
/** The first antd render in jsdom builds its styles, and the lazy chunks are transformed on demand. */
const SLOW = 60_000;
/** Lets the dynamic import settle (inside act) and React render what it brought. */
async function until(found: () => Element | null) {
  for (let waited = 0; !found(); waited += 20) {
    if (waited > 30_000) throw new Error('the lazy part never arrived');
    await act(async () => new Promise((r) => setTimeout(r, 20)));
  }
}

const IMAGES: FieldDef = {
  id: 'images',
  code: 'images',
  name: 'Images',
  type: 'imgMultiple',
  required: false,
  visible: true,
  props: {},
};

function FormHarness({ onForm }: { onForm(f: FormInstance): void }) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <Form form={form} initialValues={{ images: ['/files/a.png'] }}>
      <Form.Item name="images">
        <ImagesControl field={IMAGES} />
      </Form.Item>
    </Form>
  );
}

describe("the order form's images control (FileFields)", () => {
  it(
    'shows a spinner, then the upload control, with the form value kept throughout',
    async () => {
      let form!: FormInstance;
      await show(<FormHarness onForm={(f) => (form = f)} />);
      expect(host.querySelector('.ant-spin')).not.toBeNull();
      expect(form.getFieldValue('images')).toEqual(['/files/a.png']);
      await until(() => host.querySelector('.ant-upload'));
      expect(host.querySelector('.ant-spin')).toBeNull();
      expect(form.getFieldValue('images')).toEqual(['/files/a.png']);
      expect(host.querySelectorAll('img').length).toBeGreaterThan(0);
    },
    SLOW,
  );
});

describe("an order list's filter panel (OrderFilterBar)", () => {
  it(
    'opens with the filters in use, its controls arriving after a spinner, and edits the filters',
    async () => {
      const onChange = vi.fn();
      const client = new QueryClient();
      await show(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <OrderFilterBar
              filters={{ priority: 3 }}
              keys={['keyword', 'priority', 'orderExceed']}
              onChange={onChange}
            />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const panel = () => host.querySelector('[data-testid="order-filters"]');
      expect(panel()!.querySelector('.ant-spin')).not.toBeNull();
      await until(() => panel()!.querySelector('.ant-checkbox input'));
      expect(panel()!.querySelector('.ant-select')).not.toBeNull();
      await act(async () => (panel()!.querySelector('.ant-checkbox input') as HTMLInputElement).click());
      expect(onChange).toHaveBeenCalledWith({ priority: 3, orderExceed: true });
    },
    SLOW,
  );
});
