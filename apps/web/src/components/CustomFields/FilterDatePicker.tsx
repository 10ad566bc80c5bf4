import { DatePicker } from 'antd';
import type { CSSProperties } from 'react';

interface Props {
  style?: CSSProperties;
  placeholder?: string;
  /** The picked day as YYYY-MM-DD, or null when cleared. */
  onChange(day: string | null): void;
}

/** The date filter's value control: its own chunk, loaded when a date field is picked (CustomFilterBar). */
export function FilterDatePicker({ onChange, ...rest }: Props) {
  return <DatePicker {...rest} onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : null)} />;
}
