/**
 * Calculator formulas (spec-business §3 "calculator"): + - * / and parentheses over decimal
 * literals and `{code}` references to numeric fields. Evaluated as exact fractions of BigInts
 * and rounded half-up to two decimals at the end, so money never passes through binary floats.
 */
export type FormulaNode =
  | { kind: 'num'; value: string }
  | { kind: 'ref'; code: string }
  | { kind: 'neg'; arg: FormulaNode }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode };

export class FormulaError extends Error {}

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|\{([A-Za-z][A-Za-z0-9_]*)\}|([-+*/()]))/y;

export function parseFormula(source: string): FormulaNode {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const start = TOKEN.lastIndex;
    const m = TOKEN.exec(source);
    if (!m) throw new FormulaError(`unexpected character at ${start}`);
    tokens.push(m[1] ?? (m[2] !== undefined ? `{${m[2]}}` : m[3]!));
  }
  let pos = 0;
  const peek = () => tokens[pos];
  const expr = (): FormulaNode => {
    let left = term();
    while (peek() === '+' || peek() === '-') {
      const op = tokens[pos++] as '+' | '-';
      left = { kind: 'bin', op, left, right: term() };
    }
    return left;
  };
  const term = (): FormulaNode => {
    let left = unary();
    while (peek() === '*' || peek() === '/') {
      const op = tokens[pos++] as '*' | '/';
      left = { kind: 'bin', op, left, right: unary() };
    }
    return left;
  };
  const unary = (): FormulaNode => {
    if (peek() === '-') {
      pos++;
      return { kind: 'neg', arg: unary() };
    }
    if (peek() === '+') {
      pos++;
      return unary();
    }
    return atom();
  };
  const atom = (): FormulaNode => {
    const t = tokens[pos++];
    if (t === undefined) throw new FormulaError('unexpected end');
    if (t === '(') {
      const inner = expr();
      if (tokens[pos++] !== ')') throw new FormulaError('missing )');
      return inner;
    }
    if (t.startsWith('{')) return { kind: 'ref', code: t.slice(1, -1) };
    if (/^\d/.test(t)) return { kind: 'num', value: t };
    throw new FormulaError(`unexpected ${t}`);
  };
  if (tokens.length === 0) throw new FormulaError('empty formula');
  const tree = expr();
  if (pos !== tokens.length) throw new FormulaError(`unexpected ${tokens[pos]}`);
  return tree;
}

export function formulaRefs(node: FormulaNode, out = new Set<string>()): Set<string> {
  if (node.kind === 'ref') out.add(node.code);
  else if (node.kind === 'neg') formulaRefs(node.arg, out);
  else if (node.kind === 'bin') {
    formulaRefs(node.left, out);
    formulaRefs(node.right, out);
  }
  return out;
}

interface Fraction {
  n: bigint;
  d: bigint;
}

export function decimalToFraction(text: string): Fraction {
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace(/^[-+]/, '').split('.');
  const d = 10n ** BigInt(frac.length);
  const n = BigInt(whole! + frac) * (negative ? -1n : 1n);
  return { n, d };
}

/** Rounds half away from zero to `decimals` places; returns a canonical decimal string. */
export function fractionToDecimal({ n, d }: Fraction, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const negative = n < 0n !== d < 0n && n !== 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const scaled = (an * scale * 2n + ad) / (ad * 2n);
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  const text = frac ? `${whole}.${frac}` : `${whole}`;
  return negative && scaled !== 0n ? `-${text}` : text;
}

/**
 * Evaluates a parsed formula; `value(code)` gives a referenced field's decimal string (empty
 * fields count as 0). Division by zero yields null: the result is left empty rather than wrong.
 */
export function evaluateFormula(node: FormulaNode, value: (code: string) => string | null): string | null {
  const ev = (x: FormulaNode): Fraction | null => {
    switch (x.kind) {
      case 'num':
        return decimalToFraction(x.value);
      case 'ref':
        return decimalToFraction(value(x.code) ?? '0');
      case 'neg': {
        const a = ev(x.arg);
        return a && { n: -a.n, d: a.d };
      }
      case 'bin': {
        const a = ev(x.left);
        const b = ev(x.right);
        if (!a || !b) return null;
        if (x.op === '+') return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
        if (x.op === '-') return { n: a.n * b.d - b.n * a.d, d: a.d * b.d };
        if (x.op === '*') return { n: a.n * b.n, d: a.d * b.d };
        if (b.n === 0n) return null;
        return { n: a.n * b.d, d: a.d * b.n };
      }
    }
  };
  const result = ev(node);
  return result && fractionToDecimal(result);
}
