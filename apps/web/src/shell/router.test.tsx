import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AppRoute, RouteNameKey } from './paths';
import { appRoutes, routeByName } from './route-table';
import { buildRouter } from './router';

const page = lazy(() => Promise.resolve({ default: () => null }));
const route = (name: string, path: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  name,
  path,
  page,
  nameKey: `routes.${name}` as RouteNameKey,
  layout: true,
  ...extra,
});

const login = route('login', '/login', { exempt: true, layout: false });
const forget = route('passwordForget', '/passwordForget/:mobile?', { exempt: true, layout: false });
const notFound = route('Error404', '/Error404');
const orders = route('orders', '/orders');
const order = route('orderDetail', '/orders/:id');
const print = route('print', '/print/:id', { layout: false });
const TABLE = [orders, order, print, notFound, login, forget];

const lastRoute = (router: ReturnType<typeof buildRouter>) => router.state.matches.at(-1)?.route;

describe('the router: sign-in pages first, every module’s routes on the first navigation past them', () => {
  it('matches the sign-in pages without loading the table, even with a path parameter', async () => {
    const load = vi.fn(() => Promise.resolve(TABLE));
    window.history.replaceState(null, '', '/login');
    const router = buildRouter([login, forget, notFound], load);
    await router.navigate('/passwordForget/13800000000');
    expect(lastRoute(router)?.handle).toBe(forget);
    await router.navigate('/login');
    expect(lastRoute(router)?.handle).toBe(login);
    expect(load).not.toHaveBeenCalled();
    // a page in the signed-in frame is not among the routes it starts with
    expect(routeByName('Error404')).toBeUndefined();
    router.dispose();
  });

  it('loads the table once, then matches its pages inside and outside the frame', async () => {
    const load = vi.fn(() => Promise.resolve(TABLE));
    window.history.replaceState(null, '', '/login');
    const router = buildRouter([login, forget, notFound], load);
    await router.navigate('/orders/12');
    expect(lastRoute(router)?.handle).toBe(order);
    expect(router.state.matches.at(-1)?.params).toEqual({ id: '12' });
    await router.navigate('/print/12');
    expect(lastRoute(router)?.handle).toBe(print);
    await router.navigate('/orders');
    expect(lastRoute(router)?.handle).toBe(orders);
    // the frame's pages share one layout route, the error page included
    const layout = router.state.matches.at(-2)?.route;
    await router.navigate('/Error404');
    expect(router.state.matches.at(-2)?.route).toBe(layout);
    await router.navigate('/nowhere');
    expect(lastRoute(router)?.path).toBe('*');
    expect(load).toHaveBeenCalledTimes(1);
    expect(appRoutes()).toBe(TABLE);
    router.dispose();
  });

  it('loads the table for a first address inside the frame', async () => {
    const load = vi.fn(() => Promise.resolve(TABLE));
    window.history.replaceState(null, '', '/orders/7');
    const router = buildRouter([login, forget, notFound], load);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(lastRoute(router)?.handle).toBe(order);
    expect(load).toHaveBeenCalledTimes(1);
    router.dispose();
  });
});
