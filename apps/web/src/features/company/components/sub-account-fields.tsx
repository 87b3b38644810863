import {
  subAccountAddBodySchema,
  subAccountUpdateBodySchema,
  type SubAccount,
} from '@lyp/shared/company/sub-account.schemas';
import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import { Col, Form, Input, Row, Switch, Typography } from 'antd';
import { CheckboxTree, rulesFrom } from '../../../components/back-office';

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
            <Form.Item
              name="phone"
              label="手机号"
              rules={rulesFrom(subAccountAddBodySchema, 'phone')}
              extra="用此手机号登录，创建后不能修改"
            >
              <Input placeholder="11 位手机号" inputMode="tel" maxLength={11} autoComplete="off" />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="actualName" label="姓名" rules={rulesFrom(subAccountAddBodySchema, 'actualName')}>
            <Input placeholder="使用人的真实姓名" maxLength={30} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label="备注" rules={rulesFrom(subAccountAddBodySchema, 'remark')}>
        <Input placeholder="选填，如 部门、岗位" maxLength={100} />
      </Form.Item>
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
        <GrantTree items={items} />
      </Form.Item>
    </>
  );
}

/** The checkbox tree in a box of its own height, so the modal's buttons stay in view. */
function GrantTree({
  items,
  value,
  onChange,
}: {
  items: MenuItem[];
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  return (
    <div className="lyp-grant-tree">
      <CheckboxTree
        items={items}
        searchable
        {...(value ? { value } : {})}
        onChange={(ids) => onChange?.(ids)}
      />
    </div>
  );
}
