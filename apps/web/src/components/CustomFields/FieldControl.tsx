import type { ComponentType } from 'react';
import type { ControlType } from '@fieldline/domain';
import { CascadeControl, CheckboxControl, RadioControl, SelectControl } from './controls/ChoiceControls';
import { DateControl, DateRangeControl, DatetimeControl, TimeControl } from './controls/DateControls';
import { AttachmentsControl, ImageControl, ImagesControl } from './controls/FileControls';
import { AddressControl, PositionControl } from './controls/PlaceControls';
import { SignatureControl } from './controls/SignaturePad';
import {
  CallControl,
  HyperlinkControl,
  NumberControl,
  ScannerControl,
  StarControl,
  SwitchControl,
  TextControl,
  TextareaControl,
} from './controls/TextControls';
import type { ControlProps } from './controls/types';

type AnyControl = ComponentType<ControlProps<unknown>>;
const AmountControl = (p: ControlProps<string>) => <NumberControl {...p} amount />;

/** The input of each control that holds a value (explain and calculator are drawn by the items). */
export const CONTROLS: Record<Exclude<ControlType, 'explain' | 'calculator'>, AnyControl> = {
  text: TextControl,
  textarea: TextareaControl,
  number: NumberControl,
  expenses_number: AmountControl,
  radio: RadioControl,
  checkbox: CheckboxControl,
  singleCheck: SelectControl,
  multistage: CascadeControl,
  switch: SwitchControl,
  scanner: ScannerControl,
  hyperlink: HyperlinkControl,
  call: CallControl,
  commentStar: StarControl,
  time: DateRangeControl,
  calendarDate: DateControl,
  calendarTime: TimeControl,
  calendarDatetime: DatetimeControl,
  address: AddressControl,
  position: PositionControl,
  img: ImageControl,
  imgMultiple: ImagesControl,
  upload: AttachmentsControl,
  signature: SignatureControl,
} as unknown as Record<Exclude<ControlType, 'explain' | 'calculator'>, AnyControl>;

/** A Form.Item's child: the control of the field's type. */
export function FieldControl(props: ControlProps<unknown>) {
  const type = props.field.type;
  if (type === 'explain' || type === 'calculator') return null;
  const Control = CONTROLS[type];
  return <Control {...props} />;
}
