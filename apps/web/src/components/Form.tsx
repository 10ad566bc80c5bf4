import { Form as AntForm, type FormProps } from 'antd';
import type { PropsWithChildren, ReactElement } from 'react';
import { FIRST_ERROR_SCROLL, announceFailure, blockingFields } from '../shell/form-failure';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's own default: untyped forms stay untyped
type AnyValues = any;
type Props<Values> = PropsWithChildren<FormProps<Values>>;

/**
 * antd's Form as every form of the product uses it: a refused submit scrolls to and focuses the
 * first invalid field and says how many fields need attention. Forms that validate by hand use
 * validateForm (shell/form-failure) for the same.
 */
function FormWithFeedback<Values = AnyValues>({
  onFinishFailed,
  scrollToFirstError,
  ...rest
}: Props<Values>) {
  return (
    <AntForm<Values>
      scrollToFirstError={scrollToFirstError ?? FIRST_ERROR_SCROLL}
      onFinishFailed={(info) => {
        onFinishFailed?.(info);
        announceFailure(blockingFields(info.errorFields).length);
      }}
      {...rest}
    />
  );
}

/** Drop-in for antd's Form: the same statics (Item, List, useForm, useWatch, ...). */
export const Form = Object.assign(
  FormWithFeedback as <Values = AnyValues>(props: Props<Values>) => ReactElement,
  {
    Item: AntForm.Item,
    List: AntForm.List,
    ErrorList: AntForm.ErrorList,
    Provider: AntForm.Provider,
    useForm: AntForm.useForm,
    useWatch: AntForm.useWatch,
    useFormInstance: AntForm.useFormInstance,
  },
);
