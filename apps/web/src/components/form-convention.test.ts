import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');
const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => ({ file: f, text: readFileSync(path.join(SRC, f), 'utf8') }));

/** `Form` among the values imported from 'antd' (not `type FormInstance` and the like). */
const importsAntForm = (text: string) =>
  [...text.matchAll(/import \{([^}]*)\} from 'antd';/g)].some((m) =>
    m[1]!.split(',').some((name) => name.trim() === 'Form'),
  );

/** The opening tags of text inputs (`<Input …>`, `<Input.TextArea …>`), attribute braces balanced. */
function textInputTags(text: string): string[] {
  const tags: string[] = [];
  for (const m of text.matchAll(/<(Input|Input\.TextArea)[\s>]/g)) {
    let depth = 0;
    let i = m.index;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(text.slice(m.index, i + 1));
  }
  return tags;
}

/** Fixed-length entries (phones, codes) and passwords: a counter says nothing there. */
const COUNTER_EXEMPT =
  /maxLength=\{(PHONE_LENGTH|11|PASSWORD_MAX|VERIFICATION_CODE_LENGTH|QR_CODE_LENGTH \* 8)\}|type="tel"/;

describe('every form reports a refused submit the same way (issue 18 item 2)', () => {
  it('no form is rendered from antd directly: components/Form scrolls to, focuses and counts the errors', () => {
    const direct = sources.filter(({ text }) => /<Form[\s>]/.test(text) && importsAntForm(text));
    expect(direct.map((s) => s.file)).toEqual([]);
  });

  it('no whole-form validateFields outside shell/form-failure: validateForm reports the failure', () => {
    const byHand = sources.filter(
      ({ file, text }) => !file.endsWith('form-failure.ts') && /\.validateFields\(\)/.test(text),
    );
    expect(byHand.map((s) => s.file)).toEqual([]);
  });

  it('a text input with a length limit shows its counter (issue 18 item 11: no silent cut)', () => {
    const silent = sources.flatMap(({ file, text }) =>
      textInputTags(text)
        .filter(
          (tag) => tag.includes('maxLength=') && !tag.includes('showCount') && !COUNTER_EXEMPT.test(tag),
        )
        .map((tag) => `${file}: ${tag.replace(/\s+/g, ' ').slice(0, 80)}`),
    );
    expect(silent).toEqual([]);
  });
});
