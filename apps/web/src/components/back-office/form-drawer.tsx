import { Button, Drawer, Form, Space } from 'antd';
import { zhValidateMessages } from '../../lib/form-messages';
import type { FormContainerProps } from './form-modal';
import { useFormSubmit } from './use-form-submit';

export const DRAWER_WIDTH = 560;

/** FormModal's twin for longer forms: the same behaviour in a drawer from the right. */
export function FormDrawer<Values extends object>({
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
  name = 'form_drawer',
  width = DRAWER_WIDTH,
}: FormContainerProps<Values> & { width?: number }) {
  const [ownForm] = Form.useForm<Values>();
  const form = givenForm ?? ownForm;
  const { submitting, submit } = useFormSubmit(form, { onSubmit, onDone: onClose, successMessage });

  return (
    <Drawer
      title={title}
      open={open}
      size={width}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={submitting} onClick={() => form.submit()}>
            {okText}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        name={name}
        layout={layout}
        initialValues={initialValues}
        validateMessages={zhValidateMessages}
        clearOnDestroy
        onFinish={(values) => void submit(values)}
      >
        {children}
      </Form>
    </Drawer>
  );
}
