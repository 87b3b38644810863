import { Form, Modal } from 'antd';
import { useContainerForm, type FormContainerProps } from './use-container-form';

/** Spec §9: a modal is 520 wide unless a form needs more. */
export const MODAL_WIDTH = 520;

export type { FormContainerProps } from './use-container-form';

export type FormModalProps<Values> = FormContainerProps<Values> & {
  width?: number;
  /** The step cannot be taken as things stand (the form says why). */
  okDisabled?: boolean;
};

/**
 * An antd Form in a Modal. The OK button submits the form (Enter works too), spins while
 * onSubmit runs, and the modal closes on success. Closing throws the values away, so the
 * next opening starts from initialValues.
 */
export function FormModal<Values extends object>({
  title,
  open,
  onClose,
  children,
  okText = '确定',
  name = 'form_modal',
  width = MODAL_WIDTH,
  okDisabled = false,
  ...formOptions
}: FormModalProps<Values>) {
  const { submitting, formProps } = useContainerForm({ ...formOptions, onClose, name });

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
      modalRender={(dialog) => <Form<Values> {...formProps}>{dialog}</Form>}
    >
      {children}
    </Modal>
  );
}
