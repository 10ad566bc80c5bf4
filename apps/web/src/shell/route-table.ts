import type { AppRoute } from './paths';

/**
 * The app's route table as the shell reads it: the sign-in and error pages from the start, `src/routes.ts`
 * (every module's routes) once the router has loaded it (shell/router.tsx), so the shell looks routes up
 * without importing the modules: shell → routes → module → shell would be an import circle.
 */
let table: readonly AppRoute[] = [];
let byName = new Map<string, AppRoute>();
let byPath = new Map<string, AppRoute>();

export function registerRoutes(routes: readonly AppRoute[]) {
  table = routes;
  byName = new Map(routes.map((r) => [r.name, r]));
  byPath = new Map(routes.map((r) => [r.path, r]));
}

/** Every registered route, in table order. */
export const appRoutes = () => table;
/** The route of a route name (menu items, tabs), if the table has it. */
export const routeByName = (name: string | null | undefined) => (name ? byName.get(name) : undefined);
/** The route declared with exactly this path pattern, if the table has it. */
export const routeByPath = (path: string) => byPath.get(path);
