import { Button, Flex, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FIELD_OPTIONS_MAX, FIELD_OPTION_MAX } from '@fieldline/domain';

interface Props {
  value: string[];
  onChange(options: string[]): void;
}

/** The choices of a radio, checkbox or drop-down field. */
export function OptionsEditor({ value, onChange }: Props) {
  const { t } = useTranslation();
  const set = (i: number, text: string) => onChange(value.map((o, j) => (j === i ? text : o)));
  return (
    <Flex vertical gap={6} data-testid="options-editor">
      {value.map((option, i) => (
        <Flex key={i} gap={6}>
          <Input
            value={option}
            maxLength={FIELD_OPTION_MAX}
            showCount
            status={option.trim() ? undefined : 'error'}
            onChange={(e) => set(i, e.target.value)}
            aria-label={t('forms.props.option', { n: i + 1 })}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('forms.props.removeOption')}
            disabled={value.length <= 1}
            onClick={() => onChange(value.filter((_o, j) => j !== i))}
          />
        </Flex>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={value.length >= FIELD_OPTIONS_MAX}
        onClick={() => onChange([...value, t('forms.designer.defaultOption', { n: value.length + 1 })])}
      >
        {t('forms.props.addOption')}
      </Button>
    </Flex>
  );
}
