import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Typography } from 'antd';
import { ContractList } from './contract-list';

/** 三方合同: one per sale the caller is a party to, confirmed online by the seller and the buyer. */
export function TripartiteContractPage() {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        三方合同
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        委托方、买受人与平台三方的成交合同。双方均签署确认后合同生效，每次确认都会出具新版本，可凭验证码核验。
      </Typography.Paragraph>
      <ContractList
        list="tripartiteContracts"
        viewCode={PERMISSIONS.tripartiteContractView.code}
        exportCode={PERMISSIONS.tripartiteContractExport.code}
        emptyText="还没有三方合同：标的成交后，平台会为委托方与买受人出具"
      />
    </>
  );
}
