import { subAccountUpdateBodySchema, type SubAccount } from '@lyp/shared/company/sub-account.schemas';
import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import { Col, Form, Row, Switch, Typography } from 'antd';
import { rulesFrom } from '../../../components/back-office';
import {
  GrantTree,
  SubAccountNameField,
  SubAccountPhoneField,
  SubAccountRemarkField,
} from '../../../components/sub-accounts';

export interface SubAccountValues {
  phone?: string;
  actualName: string;
  remark?: string;
  menuIds: number[];
  enabled?: boolean;
}

/** The sub-account form's fields: the phone only when new, the 启用 switch only when editing. */
export function SubAccountFields({ current, items }: { current: SubAccount | undefined; items: MenuItem[] }) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {current ? (
            <Form.Item label="手机号">
              <Typography.Text>{current.phone}</Typography.Text>
            </Form.Item>
          ) : (
            <SubAccountPhoneField extra="用此手机号登录，创建后不能修改" />
          )}
        </Col>
        <Col xs={24} md={12}>
          <SubAccountNameField />
        </Col>
      </Row>
      <SubAccountRemarkField />
      {current && (
        <Form.Item
          name="enabled"
          label="启用"
          valuePropName="checked"
          extra="停用后该子账号立即退出登录，且不能再登录，直到重新启用。"
        >
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      )}
      <Form.Item
        name="menuIds"
        label="权限"
        rules={rulesFrom(subAccountUpdateBodySchema, 'menuIds')}
        extra="只能授予本企业账号自身拥有的菜单和操作；个人首页无需授予。"
      >
        <GrantTree items={items} className="lyp-grant-tree" />
      </Form.Item>
    </>
  );
}
