import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadModuleStrings } from './i18n';

/** spec-shell §9: a lazy chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';
export const CHUNK_LOAD_FAILED = 'CHUNK_LOAD_FAILED';

/** A page's code (or its stylesheet) could not be loaded; reloading the app is the way out. */
export class ChunkLoadError extends Error {
  readonly code: string;
  constructor(message: string, code: string = CHUNK_LOAD_FAILED, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
    this.code = code;
  }
}

export const isChunkLoadError = (e: unknown): e is ChunkLoadError =>
  e instanceof Error && e.name === 'ChunkLoadError';

const codeOf = (e: unknown) =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string'
    ? (e as { code: string }).code
    : undefined;

/** Loads a chunk, turning a failure or a 120 s wait into a ChunkLoadError. */
export function loadChunk<T>(loader: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    loader().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (isChunkLoadError(error)) return reject(error);
        const message = error instanceof Error ? error.message : String(error);
        reject(new ChunkLoadError(message, codeOf(error) ?? CHUNK_LOAD_FAILED, { cause: error }));
      },
    );
  });
}

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * `React.lazy` for route pages, with the shell's chunk-failure rules. The page renders once its code
 * and the modules' strings of the current language are in (fetched side by side).
 */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  return lazy(() => loadChunk(() => Promise.all([loader(), loadModuleStrings()]).then(([page]) => page)));
}

/** A page that shows only the base strings (sign-in, error pages): it does not wait for the modules'. */
export function lazyBasePage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  return lazy(() => loadChunk(loader));
}

/**
 * A part of a page that shows only on demand (a dialog, a drawer, a tab other than the first): its code
 * loads when it first renders, under a Suspense boundary, with the same chunk-failure rules as a page.
 */
export function lazyPart<P extends object>(
  loader: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadChunk(() => loader().then((component) => ({ default: component }))));
}

interface PreloadErrorEvent extends Event {
  payload: Error & { code?: string };
}

/**
 * Vite reports a chunk whose preloaded files failed with `vite:preloadError`; a stylesheet failure
 * is marked CSS_CHUNK_LOAD_FAILED so the page's error shows it. The import still fails (we do not
 * call preventDefault), and the page's error boundary offers a reload.
 */
export function installChunkErrorHandling(target: Window = window) {
  target.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as PreloadErrorEvent;
    if (payload && /css/i.test(payload.message)) payload.code = CSS_CHUNK_LOAD_FAILED;
  });
}
