import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { SellerCommission } from '@lyp/shared/system/commission.schemas';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { tiersSummary } from '../tiers-form';

/** The seller, whether it has tiers of its own, those tiers in words, and when they changed. */
export const SELLER_COMMISSION_COLUMNS: TableColumnsType<SellerCommission> = [
  { title: '委托方', dataIndex: 'orgName' },
  {
    title: '统一社会信用代码',
    dataIndex: 'companyCode',
    render: (code: string | null) => code ?? '—',
  },
  {
    title: '佣金设置',
    dataIndex: 'hasOverride',
    render: (hasOverride: boolean) => (hasOverride ? <Tag color="blue">单独设置</Tag> : <Tag>平台默认</Tag>),
  },
  {
    title: '档位',
    dataIndex: 'tiers',
    render: (tiers: SellerCommission['tiers']) =>
      tiers ? (
        <Flex vertical>
          {tiersSummary(tiers).map((line) => (
            <Typography.Text key={line} style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {line}
            </Typography.Text>
          ))}
        </Flex>
      ) : (
        '—'
      ),
  },
  {
    title: '更新时间',
    dataIndex: 'updatedAt',
    render: (at: string | null) => (at ? formatTimestamp(new Date(at)) : '—'),
  },
];
