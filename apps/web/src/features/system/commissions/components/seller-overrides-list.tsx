import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { SellerCommission } from '@lyp/shared/system/commission.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton, ListPage, type FilterField, type RowAction } from '../../../../components/back-office';
import { Can } from '../../../../components/permission/can';
import {
  exportSellerCommissions,
  refreshSellerCommissions,
  removeSellerTiers,
  sellerCommissionsQuery,
} from '../api/commissions';
import { SELLER_COMMISSION_COLUMNS } from './seller-commission-columns';
import { SellerCommissionModal } from './seller-commission-modal';
import { useFeedback } from '../../../../lib/feedback';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '委托方', kind: 'text', placeholder: '名称或统一社会信用代码' },
  {
    name: 'hasOverride',
    label: '佣金设置',
    kind: 'select',
    options: [
      { label: '单独设置', value: 'true' },
      { label: '平台默认', value: 'false' },
    ],
  },
];

/** Seller companies and their own tiers: set, change or remove them (back to the default). */
export function SellerOverridesList() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [editing, setEditing] = useState<SellerCommission>();

  const rowActions: RowAction<SellerCommission>[] = [
    {
      key: 'edit',
      label: '设置佣金',
      code: PERMISSIONS.commissionEdit.code,
      onClick: (row) => setEditing(row),
    },
    {
      key: 'remove',
      label: '恢复默认',
      code: PERMISSIONS.commissionEdit.code,
      danger: true,
      hidden: (row) => !row.hasOverride,
      confirm: (row) => ({
        title: `确定删除“${row.orgName}”的单独佣金设置吗？`,
        content: '删除后，该委托方之后成交的标的按公告费率或平台默认佣金收取；已成交的订单不受影响。',
      }),
      onClick: async (row) => {
        await removeSellerTiers(row.orgId);
        await refreshSellerCommissions(queryClient);
        void message.success('已恢复按平台默认佣金');
      },
    },
  ];

  return (
    <>
      <ListPage<SellerCommission>
        title="委托方佣金"
        filters={FILTERS}
        query={(state) =>
          sellerCommissionsQuery({
            ...state.filters,
            current: state.current,
            size: state.size,
          })
        }
        rowKey="orgId"
        columns={SELLER_COMMISSION_COLUMNS}
        toolbar={(state) => (
          <Can code={PERMISSIONS.commissionExport.code}>
            <ExportButton fileName="佣金设置.xlsx" download={() => exportSellerCommissions(state.filters)} />
          </Can>
        )}
        rowActions={rowActions}
      />
      <SellerCommissionModal seller={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
