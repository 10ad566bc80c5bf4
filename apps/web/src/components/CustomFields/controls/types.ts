import type { FieldDef } from '@fieldline/domain';

/** What a Form.Item hands its control, with the field being edited. */
export interface ControlProps<V> {
  field: FieldDef;
  value?: V;
  onChange?: (value: V | undefined) => void;
  disabled?: boolean;
  id?: string;
}
