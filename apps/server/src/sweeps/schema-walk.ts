import { z } from 'zod';

/** The part of JSON Schema that `z.toJSONSchema` writes for our payloads (the same as /api/docs/json). */
export interface JsonNode {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  additionalProperties?: boolean | JsonNode;
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

export type Where = 'body' | 'query' | 'params';
export type Path = (string | number)[];

export function jsonSchemaOf(schema: z.ZodType): JsonNode {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
  } catch {
    return {};
  }
}

/** Keys the route layer strips before validation (core/route.ts withoutCsrf): never generated. */
export const STRIPPED_KEYS = new Set(['csrfToken', 't']);

/** What the route's zod schema sees for an input sent as JSON body, query string or path params. */
export function effectiveInput(where: Where, input: unknown): unknown {
  if (where === 'params') return input;
  const sent =
    where === 'body' ? (input === undefined ? undefined : JSON.parse(JSON.stringify(input))) : input;
  if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return sent ?? {};
  return Object.fromEntries(Object.entries(sent).filter(([k]) => !STRIPPED_KEYS.has(k)));
}

/** Whether the route's schema refuses the input: the proof that a request is invalid. */
export function refuses(schema: z.ZodType, where: Where, input: unknown): boolean {
  try {
    return !schema.safeParse(effectiveInput(where, input)).success;
  } catch {
    return true; // a schema that throws is a bug the request should surface as a 5xx
  }
}

/** The node's own type, seeing through `anyOf` with null (nullable) to the first typed option. */
export function typeOf(node: JsonNode): string | undefined {
  if (node.enum) return 'enum';
  if (node.const !== undefined) return 'const';
  const t = Array.isArray(node.type) ? node.type.find((x) => x !== 'null') : node.type;
  if (t) return t;
  const option = (node.anyOf ?? node.oneOf)?.find((o) => o.type !== 'null');
  return option ? typeOf(option) : undefined;
}

/** The options of a union, or the node itself. */
export const optionsOf = (node: JsonNode): JsonNode[] => node.anyOf ?? node.oneOf ?? [node];
/** The first option that is not null: what a nullable or optional value holds when present. */
export const mainOption = (node: JsonNode): JsonNode =>
  optionsOf(node).find((o) => o.type !== 'null') ?? node;

/** A deep copy of `value` with the leaf at `path` replaced, or removed when `leaf` is REMOVE. */
export const REMOVE = Symbol('remove');
export function setAt(value: unknown, path: Path, leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value && typeof value === 'object' ? value : {}) };
  const next = setAt((copy as Record<string | number, unknown>)[head!], rest, leaf);
  if (next === REMOVE) delete (copy as Record<string | number, unknown>)[head!];
  else (copy as Record<string | number, unknown>)[head!] = next;
  return copy;
}

/** A field that names records, and how it holds them: one number, an array, or text ("1,2,3"). */
export interface IdField {
  path: Path;
  holds: 'one' | 'many' | 'text';
}
const HOLDS: Record<string, IdField['holds']> = {
  integer: 'one',
  number: 'one',
  array: 'many',
  string: 'text',
};

/** Fields that name records: id, ids, *Id, *Ids, with their paths. */
export function idFields(node: JsonNode, path: Path = []): IdField[] {
  const out: IdField[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const type = typeOf(child) ?? '';
    if (/^(id|ids)$|[a-z]Ids?$/.test(key) && HOLDS[type])
      out.push({ path: [...path, key], holds: HOLDS[type] });
    else if (type === 'object') out.push(...idFields(mainOption(child), [...path, key]));
    else if (type === 'array') {
      const items = mainOption(child).items;
      if (items && typeOf(items) === 'object') out.push(...idFields(mainOption(items), [...path, key, 0]));
    }
  }
  return out;
}
