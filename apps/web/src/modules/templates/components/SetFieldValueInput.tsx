import { DatePicker, Input, Rate, Select, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { STARS_MAX, type FieldDef, type FieldValue } from '@fieldline/domain';

dayjs.extend(customParseFormat);

interface Props {
  field: FieldDef;
  value?: FieldValue;
  onChange?(value: FieldValue | undefined): void;
}

const DATE = 'YYYY-MM-DD';
const TIME = 'HH:mm';
const DATETIME = 'YYYY-MM-DD HH:mm';
const day = (v: unknown, format: string) => (typeof v === 'string' && v ? dayjs(v, format) : null);

/** The fixed value a setField button writes, entered in the way the field's control takes it. */
export function SetFieldValueInput({ field, value, onChange }: Props) {
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  const options = (field.props.options ?? []).map((o) => ({ value: o, label: o }));
  const placeholder = t('templates.button.valuePlaceholder');
  const fromDay = (format: string) => (d: Dayjs | null) => onChange?.(d ? d.format(format) : undefined);

  switch (field.type) {
    case 'switch':
      return <Switch checked={value === true} onChange={(on) => onChange?.(on)} />;
    case 'radio':
    case 'singleCheck':
      return (
        <Select
          value={text || undefined}
          onChange={(v: string) => onChange?.(v)}
          options={options}
          placeholder={placeholder}
        />
      );
    case 'checkbox':
      return (
        <Select
          mode="multiple"
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(v: string[]) => onChange?.(v)}
          options={options}
          placeholder={placeholder}
        />
      );
    case 'commentStar':
      return (
        <Rate
          count={field.props.maxStars ?? STARS_MAX}
          value={Number(text) || 0}
          onChange={(n) => onChange?.(n ? String(n) : undefined)}
        />
      );
    case 'calendarDate':
      return <DatePicker value={day(value, DATE)} format={DATE} onChange={fromDay(DATE)} />;
    case 'calendarTime':
      return <TimePicker value={day(value, TIME)} format={TIME} onChange={fromDay(TIME)} />;
    case 'calendarDatetime':
      return (
        <DatePicker
          showTime={{ format: TIME }}
          value={day(value, DATETIME)}
          format={DATETIME}
          onChange={fromDay(DATETIME)}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          value={text}
          onChange={(e) => onChange?.(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={placeholder}
        />
      );
    default:
      return (
        <Input
          value={text}
          onChange={(e) => onChange?.(e.target.value)}
          inputMode={field.type === 'number' || field.type === 'expenses_number' ? 'decimal' : undefined}
          placeholder={placeholder}
        />
      );
  }
}
