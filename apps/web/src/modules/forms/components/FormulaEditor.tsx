import { useRef } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORMULA_MAX, FormulaError, NUMERIC_CONTROLS, parseFormula } from '@fieldline/domain';
import { insertAt } from '../designer/formula';
import type { DesignerField } from '../designer/state';

interface Props {
  value: string;
  /** The field being edited (it cannot refer to itself). */
  self: DesignerField;
  fields: DesignerField[];
  onChange(formula: string): void;
}

const OPERATORS = ['+', '-', '*', '/', '(', ')'];

/** A calculator's formula: + - * / and parentheses over numbers and {code} of number fields. */
export function FormulaEditor({ value, self, fields, onChange }: Props) {
  const { t } = useTranslation();
  const caret = useRef<number | null>(null);
  const numeric = fields.filter((f) => f.key !== self.key && NUMERIC_CONTROLS.includes(f.type));
  const insert = (text: string) => {
    const next = insertAt(value, caret.current, text);
    caret.current = (caret.current ?? value.length) + text.length;
    onChange(next);
  };
  let valid = true;
  try {
    if (value.trim()) parseFormula(value);
  } catch (e) {
    if (!(e instanceof FormulaError)) throw e;
    valid = false;
  }
  const remember = (e: { currentTarget: HTMLTextAreaElement }) => {
    caret.current = e.currentTarget.selectionStart;
  };

  return (
    <Flex vertical gap={6} data-testid="formula-editor">
      <Input.TextArea
        value={value}
        maxLength={FORMULA_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        status={valid ? undefined : 'error'}
        placeholder={t('forms.props.formulaPlaceholder')}
        onChange={(e) => {
          caret.current = e.target.selectionStart;
          onChange(e.target.value);
        }}
        onSelect={remember}
        onClick={remember}
        onKeyUp={remember}
        style={{ fontFamily: 'monospace' }}
      />
      <Flex gap={4} wrap>
        {OPERATORS.map((op) => (
          <Button key={op} size="small" onClick={() => insert(` ${op} `)} style={{ fontFamily: 'monospace' }}>
            {op}
          </Button>
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {numeric.length ? t('forms.props.insertField') : t('forms.props.noNumericFields')}
      </Typography.Text>
      <Flex gap={4} wrap>
        {numeric.map((f) => (
          <Button
            key={f.key}
            size="small"
            onClick={() => insert(`{${f.code}}`)}
            data-testid={`formula-ref-${f.code}`}
          >
            {f.name}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
