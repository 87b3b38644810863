import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { ContractList } from './contract-list';

const TABS = ['buyer', 'seller'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** 费用合同: the 买受人合同 of lots the caller won, and the 委托方费用合同 of their company's sales. */
export function FeeContractPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: Tab = isTab(tab) ? tab : 'buyer';
  const view = PERMISSIONS.feeContractView.code;
  const exportCode = PERMISSIONS.feeContractExport.code;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        费用合同
      </Typography.Title>
      <Tabs
        activeKey={active}
        destroyOnHidden
        // A new tab starts on its own first page, with no filters.
        onChange={(key) => setParams(key === 'buyer' ? {} : { tab: key })}
        items={[
          {
            key: 'buyer',
            label: '买受人合同',
            children: (
              <ContractList
                list="buyerContracts"
                viewCode={view}
                exportCode={exportCode}
                emptyText="还没有买受人合同：竞得标的后，平台会在成交时出具"
              />
            ),
          },
          {
            key: 'seller',
            label: '委托方合同',
            children: (
              <ContractList
                list="sellerContracts"
                viewCode={view}
                exportCode={exportCode}
                emptyText="还没有委托方费用合同：标的成交后，平台会出具载明佣金的费用合同"
              />
            ),
          },
        ]}
      />
    </>
  );
}
