import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ExportButton, ListPage, type RowAction } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { ROUTES } from '../../../config/paths';
import { exportMyDeposits, myDepositQuery, myDepositsQuery } from '../api/my-deposits';
import { MY_DEPOSIT_COLUMNS, MY_DEPOSIT_FILTERS, type DepositRow } from './deposit-columns';
import { MyDepositDrawer } from './my-deposit-drawer';

/** 我的保证金: every deposit the bidder paid, where its money stands, and its whole record. */
export function MyMarginPage() {
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<number>();
  const detail = useQuery({
    ...myDepositQuery(openId ?? 0),
    enabled: openId !== undefined,
  });

  const rowActions: RowAction<DepositRow>[] = [
    { key: 'view', label: '查看', code: PERMISSIONS.myMarginView.code, onClick: (row) => setOpenId(row.id) },
    {
      key: 'repay',
      label: '重新缴纳',
      code: PERMISSIONS.marginPay.code,
      hidden: (row) => row.status !== 'rejected',
      onClick: (row) => void navigate(`${ROUTES.margin.path}?lotId=${row.lotId}`),
    },
  ];

  return (
    <>
      <ListPage<DepositRow>
        title="我的保证金"
        filters={MY_DEPOSIT_FILTERS}
        query={(state) => myDepositsQuery({ ...state.filters, current: state.current, size: state.size })}
        rowKey="id"
        columns={MY_DEPOSIT_COLUMNS}
        rowActions={rowActions}
        actionsWidth={150}
        cards={{ heading: 'lotTitle' }}
        emptyText="还没有缴纳过保证金：在标的页点击“缴纳保证金”即可参与竞价"
        toolbar={(state) => (
          <Can code={PERMISSIONS.myMarginExport.code}>
            <ExportButton fileName="我的保证金.xlsx" download={() => exportMyDeposits(state.filters)} />
          </Can>
        )}
      />
      <MyDepositDrawer
        deposit={openId !== undefined ? detail.data : undefined}
        open={openId !== undefined}
        onClose={() => setOpenId(undefined)}
      />
    </>
  );
}
