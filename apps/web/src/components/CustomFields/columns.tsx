import type { FieldDef, FieldValues } from '@fieldline/domain';
import i18n from '../../shell/i18n';
import type { DataColumn } from '../DataTable/types';
import { CustomFieldView } from './CustomFieldView';
import { fieldValueText } from './values';

/** Column width of a custom field (the DataTable's resizable minimum). */
export const CUSTOM_COLUMN_WIDTH = 150;
/** A custom field's column key, so column choices and widths are kept per field. */
export const customColumnKey = (field: Pick<FieldDef, 'id'>) => `custom_${field.id}`;

/**
 * Table columns for a kind's custom fields: one per visible field that holds a value, drawn by
 * CustomFieldView and exported as text. `valuesOf` finds a row's custom values.
 */
export function customFieldColumns<T>(
  fields: FieldDef[],
  valuesOf: (row: T) => FieldValues | null | undefined,
): DataColumn<T>[] {
  const texts = () => ({ yes: i18n.t('forms.values.yes'), no: i18n.t('forms.values.no') });
  return fields
    .filter((f) => f.visible && f.type !== 'explain')
    .map((f) => ({
      key: customColumnKey(f),
      title: f.name,
      width: CUSTOM_COLUMN_WIDTH,
      ellipsis: true,
      render: (_value: unknown, row: T) => (
        <CustomFieldView field={f} value={valuesOf(row)?.[f.id]} compact />
      ),
      exportValue: (row: T) => fieldValueText(f, valuesOf(row)?.[f.id], texts()),
    }));
}
