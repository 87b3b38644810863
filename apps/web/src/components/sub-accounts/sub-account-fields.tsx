import { subAccountAddBodySchema } from '@lyp/shared/company/sub-account.schemas';
import { Form, Input } from 'antd';
import { rulesFrom } from '../back-office/rules-from';

const rules = (field: 'phone' | 'actualName' | 'remark') => rulesFrom(subAccountAddBodySchema, field);

/** 手机号: what the new sub-account signs in with. */
export function SubAccountPhoneField({ extra }: { extra: string }) {
  return (
    <Form.Item name="phone" label="手机号" rules={rules('phone')} extra={extra}>
      <Input placeholder="11 位手机号" inputMode="tel" maxLength={11} autoComplete="off" />
    </Form.Item>
  );
}

/** 姓名: who uses the sub-account. */
export function SubAccountNameField() {
  return (
    <Form.Item name="actualName" label="姓名" rules={rules('actualName')}>
      <Input placeholder="使用人的真实姓名" maxLength={30} />
    </Form.Item>
  );
}

export function SubAccountRemarkField() {
  return (
    <Form.Item name="remark" label="备注" rules={rules('remark')}>
      <Input placeholder="选填，如 部门、岗位" maxLength={100} />
    </Form.Item>
  );
}
