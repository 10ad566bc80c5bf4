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
});
