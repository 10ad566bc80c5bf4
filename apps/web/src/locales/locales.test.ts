import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en_GB, zh_CN } from '.';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, leaves(value, path));
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const zh = leaves(zh_CN);
const en = leaves(en_GB);
const SRC = join(__dirname, '..');

describe('translations', () => {
  it('has the same keys in zh_CN and en_GB, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const [key, text] of Object.entries({ ...zh, ...en })) expect(text.trim(), key).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(zh)) expect(names(en[key]!), key).toEqual(names(zh[key]!));
  });

  it('has every literal key the code asks for', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(m[1]!);
      for (const m of readFileSync(file, 'utf8').matchAll(/nameKey: '([\w.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    for (const key of used) expect(zh[key], key).toBeDefined();
  });

  it('leaves no literal text in components', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(SRC).filter((f) => f.endsWith('.tsx'))) {
      const text = readFileSync(file, 'utf8');
      // JSX text: between a tag and a closing tag on one line, or alone on the lines between them.
      const texts = [
        ...text.matchAll(/>([^<>{}\n]+)<\//g),
        ...text.matchAll(/>[ \t]*\n\s*([^<>{}\n]+?)\s*\n\s*<\//g),
      ];
      for (const m of texts)
        if (/[A-Za-z\u4e00-\u9fff]/.test(m[1]!)) offenders.push(`${file}: ${m[1]!.trim()}`);
    }
    expect(offenders).toEqual([]);
  });
});
