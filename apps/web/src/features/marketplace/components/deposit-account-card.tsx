import type { EndpointData } from '@lyp/shared/api/endpoints';
import { formatFen } from '@lyp/shared/format/currency';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { Card, Descriptions, Typography } from 'antd';

type DepositInfo = EndpointData<'marginInfoByAuction'>;

/** 收款账户: what to transfer for which lot, to where, and the note that identifies the money. */
export function DepositAccountCard({
  lot,
  info,
}: {
  lot: { title: string; lotNo: string };
  info: DepositInfo;
}) {
  const { account, requiredFen } = info;
  return (
    <Card title="收款账户" variant="borderless" className="lyp-deposit__card">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="标的">
          {lot.title}（{lot.lotNo}）
        </Descriptions.Item>
        <Descriptions.Item label="应缴金额">
          <strong className="lyp-deposit__amount">{formatFen(requiredFen)}</strong>
          <span className="lyp-deposit__capitals">
            大写：{toChineseCapitals((requiredFen / 100).toFixed(2))}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="户名">
          <Typography.Text copyable>{account.accountName}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="开户行">{account.bankName || '请联系平台客服获取'}</Descriptions.Item>
        <Descriptions.Item label="账号">
          {account.bankNumber ? (
            <Typography.Text copyable>{account.bankNumber}</Typography.Text>
          ) : (
            '请联系平台客服获取'
          )}
        </Descriptions.Item>
        {account.interbankAccount ? (
          <Descriptions.Item label="联行号">{account.interbankAccount}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="转账附言">
          <Typography.Text copyable strong>{`保证金 ${info.transferReference}`}</Typography.Text>
          <div className="lyp-deposit__capitals">请原样填写：平台凭此识别您的款项，填错将延误确认</div>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
