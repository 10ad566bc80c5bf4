import type { TagObjectKind } from '@fieldline/domain';
import type { TenantDb } from '../../core/tenant';

/** Answers which of `ids` are objects of the kind in the enterprise. */
export type TaggableResolver = (t: TenantDb, ids: number[]) => Promise<number[]>;

const resolvers = new Map<TagObjectKind, TaggableResolver>();

/**
 * Modules owning a taggable object (orders 1, customers 2, docs 3, products 4, events 5) register how
 * to check object ids; batch tagging then refuses ids that are not theirs. Persons (6) are built in.
 */
export function registerTaggableKind(kind: TagObjectKind, resolver: TaggableResolver) {
  resolvers.set(kind, resolver);
}

export const taggableResolver = (kind: TagObjectKind) => resolvers.get(kind);
