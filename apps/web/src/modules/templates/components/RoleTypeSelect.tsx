import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIELD_ROLE_TYPES, roleTypeKey } from '@fieldline/domain';

/** Role-type names (spec-business §6 list 1) in the language on screen, and picker options. */
export function useRoleTypes() {
  const { t } = useTranslation();
  return useMemo(() => {
    const label = (type: number) => {
      const key = roleTypeKey(type);
      return key ? t(`roles.${key}`) : String(type);
    };
    return { label, options: FIELD_ROLE_TYPES.map((value) => ({ value, label: label(value) })) };
  }, [t]);
}

interface Props {
  value?: number[];
  onChange?(value: number[]): void;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Picks role types; none picked means every role. */
export function RoleTypeSelect({ value, onChange, ...rest }: Props) {
  const { t } = useTranslation();
  const { options } = useRoleTypes();
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={(v) => onChange?.(v)}
      options={options}
      placeholder={t('templates.access.everyone')}
      maxTagCount="responsive"
      style={{ width: '100%' }}
      {...rest}
    />
  );
}
