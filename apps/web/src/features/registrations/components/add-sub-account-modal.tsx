import type { CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import { subAccountAddBodySchema } from '@lyp/shared/company/sub-account.schemas';
import { MENU_CODES } from '@lyp/shared/permission/permission.schemas';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { CheckboxTree, FormModal, rulesFrom } from '../../../components/back-office';
import { QueryError } from '../../../components/feedback/query-error';
import {
  TemporaryPasswordModal,
  type TemporaryPasswordShown,
} from '../../../components/back-office/temporary-password-modal';
import { addSubAccount, subAccountsQuery } from '../api/reviews';

interface Values {
  phone: string;
  actualName: string;
  remark?: string;
  menuIds: number[];
}

/** Entries every account holds anyway: nothing to grant. */
const ALWAYS_GRANTED: readonly string[] = [
  MENU_CODES.dashboard,
  MENU_CODES.dashboardIndex,
  MENU_CODES.notFound,
];

/**
 * addSubAccount: the reviewer adds a staff account for a certified company, granting at most
 * what the company's main account holds; its temporary password is shown once.
 */
export function AddSubAccountModal({
  row,
  onClose,
}: {
  row: CompanyAuthReviewRow | undefined;
  onClose: () => void;
}) {
  const [shown, setShown] = useState<TemporaryPasswordShown>();
  const orgId = row?.orgId ?? 0;
  const grantable = useQuery({
    ...subAccountsQuery(orgId),
    enabled: orgId > 0,
  });
  const items = (grantable.data?.grantableMenus ?? []).filter((item) => !ALWAYS_GRANTED.includes(item.code));
  return (
    <>
      <FormModal<Values>
        name="register_review_sub_account"
        title={`新增子账号：${row?.companyName ?? ''}`}
        open={row !== undefined}
        onClose={onClose}
        width={640}
        successMessage={false}
        initialValues={{ menuIds: [] }}
        onSubmit={async (values) => {
          const created = await addSubAccount({ ...values, orgId });
          setShown({ temporaryPassword: created.temporaryPassword, user: created.account });
          await grantable.refetch();
        }}
      >
        {grantable.data ? (
          <Typography.Paragraph type="secondary">
            该企业现有子账号 {grantable.data.records.length} 个。
          </Typography.Paragraph>
        ) : null}
        <Form.Item
          name="phone"
          label="手机号"
          rules={rulesFrom(subAccountAddBodySchema, 'phone')}
          extra="用此手机号登录"
        >
          <Input placeholder="11 位手机号" inputMode="tel" maxLength={11} autoComplete="off" />
        </Form.Item>
        <Form.Item name="actualName" label="姓名" rules={rulesFrom(subAccountAddBodySchema, 'actualName')}>
          <Input placeholder="使用人的真实姓名" maxLength={30} />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={rulesFrom(subAccountAddBodySchema, 'remark')}>
          <Input placeholder="选填，如 部门、岗位" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="menuIds"
          label="权限"
          rules={rulesFrom(subAccountAddBodySchema, 'menuIds')}
          extra="只能授予该企业主账号拥有的菜单和操作。"
        >
          {grantable.isError ? (
            <QueryError variant="inline" error={grantable.error} onRetry={() => void grantable.refetch()} />
          ) : grantable.isLoading ? (
            <Skeleton active />
          ) : (
            <GrantTree items={items} />
          )}
        </Form.Item>
      </FormModal>
      <TemporaryPasswordModal
        shown={shown}
        title="子账号已新增"
        note="请将临时密码告知使用人，首次登录须修改密码。"
        onClose={() => setShown(undefined)}
      />
    </>
  );
}

function GrantTree({
  items,
  value,
  onChange,
}: {
  items: Parameters<typeof CheckboxTree>[0]['items'];
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  return (
    <div style={{ maxHeight: 320, overflow: 'auto' }}>
      <CheckboxTree
        items={items}
        searchable
        {...(value ? { value } : {})}
        onChange={(ids) => onChange?.(ids)}
      />
    </div>
  );
}
