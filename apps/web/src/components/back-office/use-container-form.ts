import { Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { zhValidateMessages } from '../../lib/form-messages';
import { useFormSubmit } from './use-form-submit';

/** What FormModal and FormDrawer share. */
export interface FormContainerProps<Values> {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  /** Send the values; reject with the ApiError so its field messages land on the fields. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** Applied each time it opens (edit: the row; add: defaults). */
  initialValues?: Partial<Values>;
  /** Form.Item fields, with rules from rulesFrom(schema, field). */
  children: ReactNode;
  /** Your own instance, to read or set fields from outside. */
  form?: FormInstance<Values>;
  okText?: string;
  /** Shown after success (default 保存成功); false for none. */
  successMessage?: string | false;
  layout?: FormProps['layout'];
  /** Form name: prefixes field ids, so two forms on a page do not share them. */
  name?: string;
}

type ContainerFormOptions<Values> = Pick<
  FormContainerProps<Values>,
  'onClose' | 'onSubmit' | 'initialValues' | 'form' | 'successMessage' | 'layout'
> & { name: string };

/**
 * The form a FormModal or FormDrawer holds: its instance (given or its own), whether it is
 * sending, and the props of its <Form>, which submits, places server errors and closes on success.
 */
export function useContainerForm<Values extends object>({
  onClose,
  onSubmit,
  initialValues,
  form: givenForm,
  successMessage,
  layout = 'vertical',
  name,
}: ContainerFormOptions<Values>) {
  const [ownForm] = Form.useForm<Values>();
  const form = givenForm ?? ownForm;
  const { submitting, submit } = useFormSubmit(form, { onSubmit, onDone: onClose, successMessage });
  const formProps: FormProps<Values> = {
    form,
    name,
    layout,
    initialValues,
    validateMessages: zhValidateMessages,
    clearOnDestroy: true,
    onFinish: (values) => void submit(values),
  };
  return { form, submitting, formProps };
}
