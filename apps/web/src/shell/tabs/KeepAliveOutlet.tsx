import {
  Activity,
  Fragment,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentRoute } from '../RouteGate';
import { PageErrorBoundary } from './PageErrorBoundary';

interface KeptPage {
  key: string;
  element: ReactNode;
  location: Location;
}

interface Props {
  /** Keys of the open tabs whose pages are kept alive. */
  keepAlive: readonly string[];
  /** The scrolling container of the pages; each page's scroll position is kept with it. */
  scrollRef: RefObject<HTMLElement | null>;
}

/**
 * The page area with keep-alive (spec-shell §4): pages of keep-alive-eligible routes stay mounted
 * but hidden (React `<Activity>`) while their tab is open, so filters, input and scroll survive a
 * tab switch; other pages mount fresh each time. A hidden page keeps seeing its own location.
 */
export function KeepAliveOutlet({ keepAlive, scrollRef }: Props) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const route = useCurrentRoute();
  const current = location.pathname;
  const eligible = !!route?.keepAlive;

  // Derived during render: the current eligible page joins (or refreshes), closed tabs leave.
  const [kept, setKept] = useState<KeptPage[]>([]);
  let next = kept.filter((p) => p.key === current || keepAlive.includes(p.key));
  if (eligible) {
    const at = next.findIndex((p) => p.key === current);
    const page = { key: current, element: outlet, location };
    if (at < 0) next = [...next, page];
    else if (next[at]!.location !== location) next = next.map((p, i) => (i === at ? page : p));
  } else {
    next = next.filter((p) => p.key !== current);
  }
  if (next.length !== kept.length || next.some((p, i) => p !== kept[i])) setKept(next);

  const container = useCallback(() => scrollRef.current, [scrollRef]);
  const wrap = (key: string, loc: Location, element: ReactNode) => (
    <UNSAFE_LocationContext.Provider value={{ location: loc, navigationType }}>
      <ScrollKeeper container={container} pageKey={key}>
        <PageErrorBoundary resetKey={key}>
          <Suspense fallback={<PageLoading />}>{element}</Suspense>
        </PageErrorBoundary>
      </ScrollKeeper>
    </UNSAFE_LocationContext.Provider>
  );

  return (
    <>
      {next.map((p) => (
        <Activity key={p.key} mode={p.key === current ? 'visible' : 'hidden'}>
          {wrap(p.key, p.location, p.element)}
        </Activity>
      ))}
      {!eligible && <Fragment key={current}>{wrap(current, location, outlet)}</Fragment>}
    </>
  );
}

/**
 * Keeps one page's scroll position: saved when its tab is left (React hides an Activity's layout
 * effects before it hides the page), put back when the tab is shown again; a new page starts at top.
 */
function ScrollKeeper({
  container,
  pageKey,
  children,
}: {
  container: () => HTMLElement | null;
  pageKey: string;
  children: ReactNode;
}) {
  const saved = useRef(0);
  useLayoutEffect(() => {
    // On the frame's first mount the container is not attached yet (children commit first).
    const el = container();
    if (el) el.scrollTop = saved.current;
    return () => {
      const current = container();
      if (current) saved.current = current.scrollTop;
    };
  }, [container]);
  return <div data-page={pageKey}>{children}</div>;
}
