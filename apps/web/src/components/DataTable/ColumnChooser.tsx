import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from './types';

interface Props<T> {
  columns: readonly DataColumn<T>[];
  hidden: readonly string[];
  onChange(hidden: string[]): void;
  onReset(): void;
}

/** Shows or hides columns; only columns with a key take part (spec-shell §5). */
export function ColumnChooser<T>({ columns, hidden, onChange, onReset }: Props<T>) {
  const { t } = useTranslation();
  const choosable = columns.filter((c): c is DataColumn<T> & { key: string } => !!c.key);
  const visible = choosable.filter((c) => !hidden.includes(c.key)).map((c) => c.key);

  const content = (
    <Flex vertical gap={8} style={{ minWidth: 180 }} data-testid="column-chooser">
      <Checkbox.Group
        value={visible}
        onChange={(keys) => onChange(choosable.map((c) => c.key).filter((k) => !keys.includes(k)))}
      >
        <Flex vertical gap={6}>
          {choosable.map((c) => (
            <Checkbox key={c.key} value={c.key}>
              {typeof c.title === 'string' ? c.title : c.key}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
      <Typography.Link onClick={onReset}>{t('components.table.resetColumns')}</Typography.Link>
    </Flex>
  );

  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('components.table.columns')}>
      <Button
        icon={<SettingOutlined />}
        aria-label={t('components.table.columns')}
        data-testid="column-chooser-open"
      />
    </Popover>
  );
}
