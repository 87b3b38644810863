import { Button, Drawer, Form, Space } from 'antd';
import { useContainerForm, type FormContainerProps } from './use-container-form';

export const DRAWER_WIDTH = 560;

/** FormModal's twin for longer forms: the same behaviour in a drawer from the right. */
export function FormDrawer<Values extends object>({
  title,
  open,
  onClose,
  children,
  okText = '确定',
  name = 'form_drawer',
  width = DRAWER_WIDTH,
  ...formOptions
}: FormContainerProps<Values> & { width?: number }) {
  const { form, submitting, formProps } = useContainerForm({ ...formOptions, onClose, name });

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
      <Form<Values> {...formProps}>{children}</Form>
    </Drawer>
  );
}
