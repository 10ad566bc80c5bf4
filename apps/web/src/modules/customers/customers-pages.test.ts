import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { CUSTOMER_ACCESS, MENU_DEFINITIONS } from '@fieldline/domain';
import { en_GB, zh_CN } from '../../locales';
import { ROUTES } from '../../routes';
import { addressListParams } from './api';
import { addressWarningText } from './components/address-warnings';
import { CUSTOMER_PATHS } from './paths';

/** A t() that answers the key and its options, to see which sentence was chosen. */
const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

describe('spec-business §8 "no coordinates found (enter detailed address)" after a save', () => {
  it('says nothing when every address was placed', () => {
    expect(addressWarningText([], t)).toBeNull();
    expect(addressWarningText(undefined, t)).toBeNull();
  });

  it('one address saved on its own gets the plain sentence; addresses of a new customer are counted', () => {
    expect(addressWarningText([{ code: 'noCoordinates', message: 'x' }], t)).toBe(
      'customers.address.noCoordinatesSaved',
    );
    expect(
      addressWarningText(
        [
          { code: 'noCoordinates', message: 'x', index: 0 },
          { code: 'noCoordinates', message: 'x', index: 2 },
        ],
        t,
      ),
    ).toBe('customers.address.noCoordinatesSome {"count":2}');
  });

  it('has the sentences in both languages', () => {
    for (const locale of [zh_CN, en_GB]) {
      expect(locale.customers.address.noCoordinatesSaved.length).toBeGreaterThan(0);
      expect(locale.customers.address.noCoordinatesSome).toContain('{{count}}');
      expect(locale.customers.address.noCoordinates.length).toBeGreaterThan(0);
    }
  });
});

describe('the address list query', () => {
  it('sends located as 1 or 0, and leaves it out when not filtering', () => {
    expect(addressListParams({ located: true, pageIndex: 0, pageSize: 10 })).toEqual({
      located: '1',
      pageIndex: 0,
      pageSize: 10,
    });
    expect(addressListParams({ located: false }).located).toBe('0');
    expect(addressListParams({ keyword: '上海' })).toEqual({ keyword: '上海', located: undefined });
  });
});

describe('issue 6 /contactManage and /addressManage pages', () => {
  it('are routes needing the customer view code, each with its customer detail beside it', () => {
    for (const path of Object.values(CUSTOMER_PATHS)) {
      const route = ROUTES.find((r) => r.path === path);
      expect(route, path).toBeDefined();
    }
    for (const name of ['contactManage', 'addressManage', 'contactCustomerDetail', 'addressCustomerDetail']) {
      const route = ROUTES.find((r) => r.name === name)!;
      expect(route.permission, name).toBe(CUSTOMER_ACCESS.view);
      expect(route.menuKey, name).toBe('customer_manage');
    }
  });

  it('are entries of the customer menu with the customer view code', () => {
    for (const key of ['contactManage', 'addressManage']) {
      const menu = MENU_DEFINITIONS.find((d) => d.key === key)!;
      expect(menu).toMatchObject({
        parent: 'customer_manage',
        routerName: key,
        permission: CUSTOMER_ACCESS.view,
      });
      expect(ROUTES.some((r) => r.name === menu.routerName)).toBe(true);
    }
  });
});
