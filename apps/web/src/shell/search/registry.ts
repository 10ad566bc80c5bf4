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
  /** The permission code the provider's list needs; a caller without it is not asked there. */
  permission?: string;
  search(text: string): Promise<SearchResult[]>;
}

/** Hits asked of each group (the lists page in SQL); people keep spec-shell's 10. */
export const SEARCH_GROUP_SIZE = 5;

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

/**
 * Asks every provider the caller may use (`can` holds the permission), in the order they were
 * registered; a group that fails or finds nothing is left out.
 */
export async function searchAll(
  text: string,
  can: (code: string | undefined) => boolean = () => true,
): Promise<SearchGroup[]> {
  const list = [...providers.values()].filter((p) => can(p.permission));
  const settled = await Promise.allSettled(list.map((p) => p.search(text)));
  return settled.flatMap((r, i) =>
    r.status === 'fulfilled' && r.value.length > 0 ? [{ provider: list[i]!, results: r.value }] : [],
  );
}
