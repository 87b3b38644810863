import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { zhValidateMessages } from '../../lib/form-messages';
import { useFormSubmit } from './use-form-submit';

/** Spec §9: a modal is 520 wide unless a form needs more. */
export const MODAL_WIDTH = 520;

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

/**
 * An antd Form in a Modal. The OK button submits the form (Enter works too), spins while
 * onSubmit runs, and the modal closes on success. Closing throws the values away, so the
 * next opening starts from initialValues.
 */
export function FormModal<Values extends object>({
  title,
  open,
  onClose,
  onSubmit,
  initialValues,
  children,
  form: givenForm,
  okText = '确定',
  successMessage,
  layout = 'vertical',
  name = 'form_modal',
  width = MODAL_WIDTH,
  okDisabled = false,
}: FormContainerProps<Values> & {
  width?: number;
  /** The step cannot be taken as things stand (the form says why). */
  okDisabled?: boolean;
}) {
  const [ownForm] = Form.useForm<Values>();
  const form = givenForm ?? ownForm;
  const { submitting, submit } = useFormSubmit(form, { onSubmit, onDone: onClose, successMessage });

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      okText={okText}
      cancelText="取消"
      confirmLoading={submitting}
      okButtonProps={{ htmlType: 'submit', disabled: okDisabled }}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<Values>
          form={form}
          name={name}
          layout={layout}
          initialValues={initialValues}
          validateMessages={zhValidateMessages}
          clearOnDestroy
          onFinish={(values) => void submit(values)}
        >
          {dialog}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
