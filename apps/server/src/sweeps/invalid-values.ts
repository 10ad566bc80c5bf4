import type { z } from 'zod';
import {
  jsonSchemaOf,
  mainOption,
  refuses,
  REMOVE,
  setAt,
  STRIPPED_KEYS,
  typeOf,
  type JsonNode,
  type Path,
  type Where,
} from './schema-walk';

export interface Variant {
  label: string;
  input: unknown;
}

/** Texts that break parsers, queries and pages: wrong shapes of numbers, SQL, script, unicode, controls. */
export const JUNK_STRINGS: [string, string][] = [
  ['empty', ''],
  ['blank', '   '],
  ['zero', '0'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['exponent overflow', '1e400'],
  ['NaN', 'NaN'],
  ['Infinity', '-Infinity'],
  ['beyond safe integer', '9007199254740993'],
  ['twenty digits', '99999999999999999999'],
  ['bad hex', '0x1g'],
  ['digit separators', '1_000'],
  ['letters', 'abc'],
  ['full-width digits', '１２３'],
  ['arabic-indic digits', '١٢٣'],
  ['sql or', '1 or 1=1'],
  ['sql quote', "' or '1'='1' --"],
  ['sql drop', '1; drop table users; --'],
  ['sql comment', '1/*'],
  ['sql union', "' union select password_hash from users --"],
  ['script', '<script>alert(1)</script>'],
  ['html attribute', '"><img src=x onerror=alert(1)>'],
  ['template', '${7*7}{{7*7}}'],
  ['path traversal', '../../etc/passwd'],
  ['windows traversal', '..\\..\\x'],
  ['percent', '%'],
  ['like wildcards', '%_%'],
  ['trailing backslash', 'abc\\'],
  ['quote', "'"],
  ['double quote', '"'],
  ['NUL', '\u0000'],
  ['NUL inside', '1\u00002'],
  ['control characters', '\u0001\u0007\u001b[31m'],
  ['CRLF', 'a\r\nb'],
  ['tab', '\t'],
  ['RTL override', '\u202e1'],
  ['zero-width space', '\u200b'],
  ['BOM', '\ufeff1'],
  ['emoji', '😀'],
  ['lone surrogate', '\ud800'],
  ['combining marks', 'e\u0301'.repeat(60)],
  ['null word', 'null'],
  ['undefined word', 'undefined'],
  ['true word', 'true'],
  ['json array', '[]'],
  ['json object', '{}'],
  ['proto word', '__proto__'],
  ['300 characters', 'x'.repeat(300)],
  ['5000 characters', 'x'.repeat(5000)],
  ['400 digits', '1'.repeat(400)],
  ['1000 CJK characters', '测'.repeat(1000)],
];
export const MB_STRING = 'x'.repeat(1 << 20);

/** A labelled value to put in a field. */
type Case = [label: string, value: unknown];
const when = (cond: boolean, label: string, value: () => unknown): Case[] => (cond ? [[label, value()]] : []);

const numberEdges = (n: JsonNode): Case[] => [
  ['fraction', 1.5],
  ['negative', -1],
  ['zero', 0],
  ['beyond safe integer', 2 ** 53 + 2],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ...when(n.minimum !== undefined, 'below minimum', () => n.minimum! - 1),
  ...when(n.exclusiveMinimum !== undefined, 'at exclusive minimum', () => n.exclusiveMinimum),
  ...when(n.maximum !== undefined, 'above maximum', () => n.maximum! + 1),
  ...when(n.exclusiveMaximum !== undefined, 'at exclusive maximum', () => n.exclusiveMaximum),
];

/** Huge values are costly to send: one 1 MB text and one 10k-element array per payload part. */
interface HugeLeft {
  text: boolean;
  array: boolean;
}
function takeHuge(left: HugeLeft, kind: keyof HugeLeft) {
  const was = left[kind];
  left[kind] = false;
  return was;
}

/** Wrong values for one field, most telling first; `rot` rotates the junk texts between fields. */
function leafValues(node: JsonNode, where: Where, current: unknown, rot: number, huge: HugeLeft): Case[] {
  const n = mainOption(node);
  const type = typeOf(n);
  const r = rot % JUNK_STRINGS.length;
  const junk = [...JUNK_STRINGS.slice(r), ...JUNK_STRINGS.slice(0, r)];
  const tooLong = when(n.maxLength !== undefined, 'longer than max', () => 'x'.repeat(n.maxLength! + 1));
  if (where !== 'body') {
    // query strings and path params are text: numbers and the like arrive written out
    return [
      ...tooLong,
      ...(type === 'integer' || type === 'number' ? numberEdges(n) : []).map(([l, v]): Case => [
        l,
        String(v),
      ]),
      ...when(where === 'query', 'repeated key', () => [String(current ?? 1), 'x']),
      ...when(takeHuge(huge, 'text'), '1 MB', () => MB_STRING),
      ...junk,
    ];
  }
  const element = Array.isArray(current) && current.length ? current[0] : 1;
  const types: Case[] = [
    ['null', null],
    ['number', 123],
    ['boolean', true],
    ['object', {}],
    ['array', ['x']],
    ['text', 'abc'],
  ];
  const typesBut = (own: string) => types.filter(([l]) => l !== own);
  switch (type) {
    case 'string':
      return [
        ...typesBut('text'),
        ...tooLong,
        ...when((n.minLength ?? 0) > 1, 'shorter than min', () => 'x'.repeat(n.minLength! - 1)),
        ...when(takeHuge(huge, 'text'), '1 MB', () => MB_STRING),
        ...junk,
      ];
    case 'integer':
    case 'number':
      return [...types, ['numeric text', '1'], ...numberEdges(n), ...junk.slice(0, 8)];
    case 'boolean':
      return [...typesBut('boolean'), ['text true', 'true'], ['one', 1]];
    case 'enum':
    case 'const': {
      const first = String(n.enum?.[0] ?? n.const);
      return [
        ...types,
        ['not an option', 'ZZ_NOT_AN_OPTION'],
        ['other case', `${first.toUpperCase()}_`],
        ['text of an option', first],
        ['other number', 999],
        ...junk.slice(0, 6),
      ];
    }
    case 'array':
      return [
        ...typesBut('array'),
        ['null element', [null]],
        ['junk elements', ['<script>alert(1)</script>', "' or 1=1 --", '\u0000']],
        ['nested arrays', [[element]]],
        ...when(n.maxItems !== undefined, 'more than max items', () => Array(n.maxItems! + 1).fill(element)),
        ...when(takeHuge(huge, 'array'), '10k elements', () => Array(10_000).fill(element)),
      ];
    case 'object': {
      const base = current && typeof current === 'object' ? current : {};
      return [
        ...typesBut('object'),
        ['unknown key', { ...base, zzSweep: 1 }],
        ['__proto__ key', { ...base, ['__proto__']: { admin: true } }],
        ['constructor key', { ...base, constructor: { prototype: { admin: true } } }],
      ];
    }
    default:
      return [];
  }
}

const deepNesting = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;

/**
 * Invalid variants of a valid sample, field by field (missing, wrong type, out of range, too long,
 * junk texts, huge values) plus whole-payload junk; each variant is proven invalid by the zod schema
 * (`refuses`). Variants the schema accepts are answered as `accepted` (junk a GET may still be fed).
 */
export function invalidVariants(schema: z.ZodType, where: Where, sample: unknown) {
  const groups: Variant[][] = [];
  const root = jsonSchemaOf(schema);
  const wholes: Case[] =
    where === 'body'
      ? [
          ['array body', []],
          ['text body', 'x'],
          ['number body', 1],
          ['null body', null],
          ['empty object', {}],
          ['deep nesting', deepNesting(3000)],
        ]
      : where === 'query'
        ? // keys the schema does not name, and the cache-buster `t` the route strips
          ['zzSweep', 't'].flatMap((key) =>
            [...JUNK_STRINGS, ['1 MB', MB_STRING]].map(([what, v]): Case => [
              `${key}: ${what}`,
              { ...(sample as object), [key]: v },
            ]),
          )
        : []; // a URL carries only the route's own params
  groups.push(wholes.map(([label, input]) => ({ label, input })));
  let rot = 0;
  const huge = { text: true, array: true };
  const walk = (node: JsonNode, path: Path, value: unknown) => {
    const n = mainOption(node);
    const name = path.join('.');
    if (path.length) {
      const leaf = leafValues(node, where, value, (rot += 7), huge);
      groups.push(leaf.map(([label, v]) => ({ label: `${name}: ${label}`, input: setAt(sample, path, v) })));
    }
    if (typeOf(n) === 'object' && (path.length === 0 || (value && typeof value === 'object'))) {
      for (const [key, child] of Object.entries(n.properties ?? {})) {
        if (!path.length && STRIPPED_KEYS.has(key)) continue;
        const at = [...path, key];
        if (n.required?.includes(key))
          groups.push([{ label: `${at.join('.')}: missing`, input: setAt(sample, at, REMOVE) }]);
        walk(child, at, (value as Record<string, unknown> | undefined)?.[key]);
      }
    }
    if (where === 'body' && typeOf(n) === 'array' && n.items && Array.isArray(value) && value.length)
      walk(n.items, [...path, 0], value[0]);
  };
  walk(root, [], sample);
  const invalid: Variant[] = [];
  const accepted: Variant[] = [];
  const seen = new Set<string>();
  // round robin over fields, so a cap keeps every field's first (most telling) variants
  for (let i = 0; groups.some((g) => i < g.length); i++) {
    for (const g of groups) {
      const v = g[i];
      if (!v) continue;
      const key = JSON.stringify(v.input) ?? 'undefined';
      if (seen.has(key)) continue;
      seen.add(key);
      (refuses(schema, where, v.input) ? invalid : accepted).push(v);
    }
  }
  return { invalid, accepted };
}
