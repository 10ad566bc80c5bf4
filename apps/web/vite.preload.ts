import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Modules whose chunks have run before any page past sign-in asks for its code: the router renders every such
 * page inside antd's providers (shell/router.tsx), and the route table's pages inside the signed-in frame.
 */
const FRAME = ['src/shell/AntdProviders.tsx'];
const LAYOUT = 'src/shell/Layout/AppLayout.tsx';
const ROUTE_TABLE = 'src/routes.ts';

/**
 * Vite writes, beside each dynamic import, the list of every chunk the imported one needs, so the browser
 * fetches them side by side (`__vite__mapDeps`). The route table holds one such list per page, and most of
 * each list is antd and React, which the frame has loaded by the time a page is asked for (4.5 of the route
 * table's 25 KB gzip). `preloadDependencies` leaves out of a list what has certainly run where the import is
 * made: the entry's chunks and the importing chunk's own, and, for an import made after antd's providers
 * (from a chunk only reached through the route table or the frame), theirs too; for the route table, the
 * frame's. Only hints go: each chunk still imports what it needs, and stylesheets are listed as before.
 */
export function preloadDependencies() {
  let bundle: OutputBundle | undefined;
  let known: ReturnType<typeof analyse> | undefined;

  const plugin: Plugin = {
    name: 'fieldline:preload-dependencies',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        known = undefined;
      },
    },
  };

  function resolveDependencies(_file: string, deps: string[], { hostId }: { hostId: string }) {
    if (!bundle) return deps;
    known ??= analyse(bundle);
    const loaded = known.loadedBefore(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  }

  return { plugin, resolveDependencies };
}

function analyse(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const of = (module: string) =>
    chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/apps/web/${module}`));

  const closure = (roots: (OutputChunk | undefined)[]) => {
    const seen = new Set<string>();
    const stack = roots.filter((c): c is OutputChunk => !!c).map((c) => c.fileName);
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };

  const entries = chunks.filter((chunk) => chunk.isEntry);
  const table = of(ROUTE_TABLE);
  const frameChunks = FRAME.map(of);
  const layout = of(LAYOUT);
  // Chunks that may run before antd's providers: reachable from the entry without passing the route table
  // or the frame.
  const gates = new Set([table, layout, ...frameChunks].filter((c) => !!c).map((c) => c!.fileName));
  const early = new Set<string>();
  const stack = entries.map((chunk) => chunk.fileName);
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (early.has(file) || gates.has(file)) continue;
    early.add(file);
    const chunk = byFile.get(file);
    stack.push(...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []));
  }
  const atEntry = closure(entries);
  const afterFrame = closure([...entries, ...frameChunks]);
  const inFrame = closure([...entries, ...frameChunks, layout]);
  const cache = new Map<string, Set<string>>();

  return {
    loadedBefore(host: string): Set<string> {
      if (!cache.has(host)) {
        const base = host === table?.fileName ? inFrame : early.has(host) ? atEntry : afterFrame;
        cache.set(host, new Set([...base, ...closure([byFile.get(host)])]));
      }
      return cache.get(host)!;
    },
  };
}
