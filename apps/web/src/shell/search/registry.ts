import type { TFunction } from 'i18next';

/** One hit of the global search. */
export interface SearchResult {
  key: string;
  title: string;
  description?: string;
  /** Where choosing the hit goes; without it the hit is shown but not a link. */
  to?: string;
}

/** What a module offers to the top bar's search box. */
export interface SearchProvider {
  key: string;
  /** The group heading, in the language on screen. */
  label(t: TFunction): string;
  search(text: string): Promise<SearchResult[]>;
}

const providers = new Map<string, SearchProvider>();

/** A module registers what the global search finds; answers the function that removes it. */
export function registerSearchProvider(provider: SearchProvider): () => void {
  providers.set(provider.key, provider);
  return () => {
    if (providers.get(provider.key) === provider) providers.delete(provider.key);
  };
}

export interface SearchGroup {
  provider: SearchProvider;
  results: SearchResult[];
}

/** Asks every provider; one that fails or finds nothing is left out. */
export async function searchAll(text: string): Promise<SearchGroup[]> {
  const list = [...providers.values()];
  const settled = await Promise.allSettled(list.map((p) => p.search(text)));
  return settled.flatMap((r, i) =>
    r.status === 'fulfilled' && r.value.length > 0 ? [{ provider: list[i]!, results: r.value }] : [],
  );
}
