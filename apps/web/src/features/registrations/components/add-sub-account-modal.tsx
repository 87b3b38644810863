import type { CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import { subAccountAddBodySchema } from '@lyp/shared/company/sub-account.schemas';
import { useQuery } from '@tanstack/react-query';
import { Form, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { FormModal, rulesFrom } from '../../../components/back-office';
import { QueryError } from '../../../components/feedback/query-error';
import {
  TemporaryPasswordModal,
  type TemporaryPasswordShown,
} from '../../../components/back-office/temporary-password-modal';
import {
  GrantTree,
  grantableItems,
  SubAccountNameField,
  SubAccountPhoneField,
  SubAccountRemarkField,
} from '../../../components/sub-accounts';
import { addSubAccount, subAccountsQuery } from '../api/reviews';

interface Values {
  phone: string;
  actualName: string;
  remark?: string;
  menuIds: number[];
}

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
  const items = grantableItems(grantable.data?.grantableMenus ?? []);
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
        <SubAccountPhoneField extra="用此手机号登录" />
        <SubAccountNameField />
        <SubAccountRemarkField />
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
            <GrantTree items={items} style={{ maxHeight: 320, overflow: 'auto' }} />
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
