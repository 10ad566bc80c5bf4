import type { z } from 'zod';
import {
  effectiveInput,
  jsonSchemaOf,
  optionsOf,
  STRIPPED_KEYS,
  typeOf,
  type JsonNode,
  type Path,
  type Where,
} from './schema-walk';

export interface SampleOptions {
  /** Makes generated texts and phone numbers unique to this sample (default: a counter). */
  fresh?: number;
  /** A value for a path (an id of the right enterprise), or undefined to generate one. */
  fill?: (path: Path) => unknown;
  /** Optional properties (and array elements) to generate besides the required ones. */
  include?: (path: Path) => boolean;
}

interface Ctx extends SampleOptions {
  fresh: number;
  attempt(path: Path): number;
  /** The values zod named for a path it refused (an enum or literal the JSON Schema did not show). */
  allowed(path: Path): unknown[] | undefined;
}

let counter = 0;
const pad = (n: number, width: number) => String(n % 10 ** width).padStart(width, '0');
const keyOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

function strings(node: JsonNode, n: number): string[] {
  const candidates = [
    `Sweep ${n}`,
    `137${pad(n, 8)}`,
    '123456',
    '#1677ff',
    'Sweep#Pass2026',
    'blue',
    '2026-01-02T03:04:05.000Z',
    'https://example.com/sweep',
    'a',
    '1',
  ];
  const re = node.pattern ? new RegExp(node.pattern) : undefined;
  const fits = candidates.filter(
    (s) => (!re || re.test(s)) && s.length >= (node.minLength ?? 0) && s.length <= (node.maxLength ?? 1e9),
  );
  return fits.length ? fits : ['x'.repeat(Math.max(1, node.minLength ?? 1))];
}

function numbers(node: JsonNode): number[] {
  const low = node.minimum ?? (node.exclusiveMinimum === undefined ? 1 : node.exclusiveMinimum + 1);
  const fits = [low, 1, 2, 3, 0, 4, 5, 6].filter(
    (v) =>
      v >= (node.minimum ?? -Infinity) &&
      v > (node.exclusiveMinimum ?? -Infinity) &&
      v <= (node.maximum ?? Infinity) &&
      v < (node.exclusiveMaximum ?? Infinity),
  );
  return [...new Set(fits.length ? fits : [low])];
}

function gen(node: JsonNode, path: Path, ctx: Ctx): unknown {
  const filled = ctx.fill?.(path);
  if (filled !== undefined) return filled;
  const k = ctx.attempt(path);
  const allowed = ctx.allowed(path);
  if (allowed?.length) return allowed[k % allowed.length];
  const options = optionsOf(node).filter((o) => o.type !== 'null');
  const n = options.length ? options[k % options.length]! : node;
  const pick = <T>(list: T[]) => list[k % list.length]!;
  switch (typeOf(n)) {
    case 'enum':
      return pick(n.enum!);
    case 'const':
      return n.const;
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(n.properties ?? {})) {
        if (!path.length && STRIPPED_KEYS.has(key)) continue;
        const at = [...path, key];
        if (n.required?.includes(key) || ctx.include?.(at)) out[key] = gen(child, at, ctx);
      }
      return out;
    }
    case 'array': {
      const length = Math.max(n.minItems ?? 0, ctx.include?.([...path, 0]) ? 1 : 0);
      return Array.from({ length }, (_, i) => gen(n.items ?? {}, [...path, i], ctx));
    }
    case 'string':
      return pick(strings(n, ctx.fresh));
    case 'integer':
    case 'number':
      return pick(numbers(n));
    case 'boolean':
      return k % 2 === 1;
    default:
      return pick<unknown>(['x', 1, true]);
  }
}

/** Query strings and path params arrive as text. */
export function asText(value: unknown): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null) out[k] = Array.isArray(v) ? v.map(String) : String(v);
  }
  return out;
}

/**
 * A valid input for the schema, built from its JSON Schema and repaired where the zod schema
 * (refinements the JSON Schema cannot show) refuses it; undefined when no repair converges.
 */
export function sampleInput(schema: z.ZodType, where: Where, opts: SampleOptions = {}) {
  const root = jsonSchemaOf(schema);
  const attempts = new Map<string, number>();
  const allowed = new Map<string, unknown[]>();
  const ctx: Ctx = {
    ...opts,
    fresh: opts.fresh ?? ++counter,
    attempt: (p) => attempts.get(keyOf(p)) ?? 0,
    allowed: (p) => allowed.get(keyOf(p)),
  };
  for (let round = 0; round < 40; round++) {
    const raw = gen(root, [], ctx);
    const input = where === 'body' ? raw : asText(raw);
    const result = schema.safeParse(effectiveInput(where, input));
    if (result.success) return input as Record<string, unknown>;
    for (const issue of result.error.issues) {
      const key = keyOf(issue.path);
      attempts.set(key, (attempts.get(key) ?? 0) + 1);
      if (issue.code === 'invalid_value') allowed.set(key, issue.values);
    }
  }
  return undefined;
}
