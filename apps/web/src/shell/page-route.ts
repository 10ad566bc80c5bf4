import { useContext } from 'react';
import { UNSAFE_RouteContext } from 'react-router-dom';
import { isAppRoute, type AppRoute } from './paths';

/**
 * The route table entry of the page this component belongs to. Unlike the current route, a page
 * kept alive in a hidden tab still sees its own route here.
 */
export function usePageRoute(): AppRoute | undefined {
  const { matches } = useContext(UNSAFE_RouteContext);
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle;
    if (isAppRoute(handle)) return handle;
  }
  return undefined;
}
