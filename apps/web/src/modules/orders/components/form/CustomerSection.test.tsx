import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Form } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EQUIPMENT_ACCESS } from '@fieldline/domain';
import i18n from '../../../../shell/i18n';
import { SESSION_QUERY_KEY } from '../../../../shell/session/api';
import { CustomerSection } from './CustomerSection';

const calls = vi.hoisted(() => [] as string[]);
vi.mock('../../../../shell/request', async (original) => ({
  ...(await original<typeof import('../../../../shell/request')>()),
  get: vi.fn(async (path: string) => {
    calls.push(path);
    if (path === '/v2/customer/detail') return { id: 7, name: 'C', contacts: [], addresses: [] };
    return { list: [], total: 0 };
  }),
}));

let host: HTMLDivElement;
let root: Root;
beforeEach(async () => {
  calls.length = 0;
  await i18n.changeLanguage('en_GB');
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const SHOWN = () => ({ visible: true, required: false, editable: true });

/** The order form's customer block with customer 7 picked, for a user holding `powers`. */
async function render(powers: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_QUERY_KEY, {
    id: 1,
    name: 'U',
    phone: '1',
    powers: powers.map((code) => ({ code })),
  });
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Form initialValues={{ customerId: 7 }}>
            <CustomerSection system={SHOWN} customerOptional={false} canPickCustomer />
          </Form>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  for (let i = 0; i < 10; i++) await act(async () => new Promise((r) => setTimeout(r, 10)));
}

// spec-business §6: products (equipment) are a permission group of their own; reception, which creates
// orders, has no product view, and the form must not ask for what the server refuses (a 403 toast)
describe("the order form's customer product follows product view", () => {
  it('asks for the customer’s equipment with product view', async () => {
    await render([EQUIPMENT_ACCESS.view]);
    expect(calls).toContain('/v2/customerProduct/list');
  }, 60_000);

  it('asks nothing without it and shows the field disabled', async () => {
    await render([]);
    expect(calls).toContain('/v2/customer/detail');
    expect(calls).not.toContain('/v2/customerProduct/list');
    const field = host.querySelector('[data-testid="order-customer-product"]');
    expect(field?.closest('.ant-select')?.className ?? field?.className).toContain('disabled');
  }, 60_000);
});
