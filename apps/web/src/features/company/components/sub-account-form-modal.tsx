import {
  subAccountAddBodySchema,
  subAccountUpdateBodySchema,
  type SubAccount,
} from '@lyp/shared/company/sub-account.schemas';
import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Row, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { CheckboxTree, FormModal, rulesFrom } from '../../../components/back-office';
import type { TemporaryPasswordShown } from '../../../components/back-office/temporary-password-modal';
import { subAccountListKey, subAccountsApi } from '../api/sub-accounts';
import { grantableItems } from './grants';

interface Values {
  phone?: string;
  actualName: string;
  remark?: string;
  menuIds: number[];
  enabled?: boolean;
}

/**
 * 新增 or 编辑 a sub-account: name, remark, what it may use (a tree of the company's own menus
 * and buttons) and, when editing, whether it may sign in. A new one's answer carries its
 * temporary password, which the page shows once.
 */
export function SubAccountFormModal({
  editing,
  menus,
  onClose,
  onCreated,
}: {
  editing: SubAccount | 'new' | undefined;
  menus: MenuItem[];
  onClose: () => void;
  onCreated: (shown: TemporaryPasswordShown) => void;
}) {
  const queryClient = useQueryClient();
  const current = editing === 'new' ? undefined : editing;
  const items = useMemo(() => grantableItems(menus), [menus]);
  const offered = useMemo(() => new Set(items.map((item) => item.id)), [items]);

  return (
    <FormModal<Values>
      name="sub_account_form"
      title={current ? `编辑子账号：${current.actualName}` : '新增子账号'}
      open={editing !== undefined}
      onClose={onClose}
      width={640}
      successMessage={current ? '子账号已保存' : false}
      initialValues={
        current
          ? {
              actualName: current.actualName,
              remark: current.remark ?? undefined,
              // The personal home and the parents the server adds itself are not choices here.
              menuIds: current.menuIds.filter((id) => offered.has(id)),
              enabled: current.status === 'active',
            }
          : { menuIds: [] }
      }
      onSubmit={async (values) => {
        const common = { actualName: values.actualName, remark: values.remark, menuIds: values.menuIds };
        if (current) {
          await subAccountsApi.update({ ...common, userId: current.userId, enabled: values.enabled ?? true });
        } else {
          const created = await subAccountsApi.add({ ...common, phone: values.phone ?? '' });
          onCreated({ temporaryPassword: created.temporaryPassword, user: created.account });
        }
        await queryClient.invalidateQueries({ queryKey: subAccountListKey });
      }}
    >
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
    </FormModal>
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
