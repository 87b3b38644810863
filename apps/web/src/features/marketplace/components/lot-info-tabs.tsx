import { pickupRuleText } from '@lyp/shared/auction/pickup-deadline';
import { taxTermsText } from '@lyp/shared/invoices/tax-terms';
import { BIDDING_MODE_LABELS, PRICE_BASIS_LABELS } from '@lyp/shared/auction/auction-formats';
import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { Descriptions, Tabs } from 'antd';
import { useQuantityText } from '../hooks/use-quantity-text';
import { AttachmentList } from './attachment-list';
import { lotPageWords } from '../lib/price-words';
import { BidRecord } from './bid-record';
import type { FileLinks } from './file-links';
import { when } from './lot-detail-parts';
import { Paragraph, Text } from '../../../components/typography/plain-typography';

function GoodsFacts({ lot }: { lot: LotDetail }) {
  const quantity = useQuantityText(lot.quantity, lot.unit);
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="委托方">{lot.sellerName}</Descriptions.Item>
        <Descriptions.Item label="数量">{quantity}</Descriptions.Item>
        <Descriptions.Item label="存放地点">{lot.location}</Descriptions.Item>
        <Descriptions.Item label="竞价方式">
          {BIDDING_MODE_LABELS[lot.biddingMode]}（{PRICE_BASIS_LABELS[lot.priceBasis]}）
        </Descriptions.Item>
        <Descriptions.Item label="付款期限">成交后 {lot.paymentHours} 小时内</Descriptions.Item>
        <Descriptions.Item label="提货期限">{pickupRuleText(lot)}</Descriptions.Item>
        <Descriptions.Item label="税费与发票">
          {taxTermsText(lot)}，成交后由委托方开具增值税发票
        </Descriptions.Item>
        <Descriptions.Item label="最少竞买人">{lot.minBidders} 人</Descriptions.Item>
      </Descriptions>
      <Paragraph className="lyp-lot-detail__description">{lot.description}</Paragraph>
    </>
  );
}

function Viewings({ lot }: { lot: LotDetail }) {
  if (lot.viewings.length === 0) return <Text type="secondary">暂无看货安排</Text>;
  return lot.viewings.map((viewing) => (
    <Descriptions key={viewing.id} bordered size="small" column={1} className="lyp-viewing">
      <Descriptions.Item label="看货时间">
        {when(viewing.startsAt)} 至 {when(viewing.endsAt)}
      </Descriptions.Item>
      <Descriptions.Item label="看货地点">{viewing.address}</Descriptions.Item>
      <Descriptions.Item label="联系人">
        {viewing.contactPerson} {viewing.contactPhone}
      </Descriptions.Item>
      {viewing.remark ? <Descriptions.Item label="备注">{viewing.remark}</Descriptions.Item> : null}
    </Descriptions>
  ));
}

/** The lot page's lower half: bid record, the goods, viewings and attachments. */
export function LotInfoTabs({ lot, links }: { lot: LotDetail; links: FileLinks }) {
  const { live } = lot;
  return (
    <Tabs
      className="lyp-lot-detail__tabs"
      items={[
        {
          key: 'bids',
          label: `出价记录（${live.bidCount}）`,
          children: (
            <BidRecord
              bids={lot.recentBids}
              leaderAlias={live.leaderAlias}
              holder={lotPageWords(lot).holder}
            />
          ),
        },
        { key: 'goods', label: '标的信息', children: <GoodsFacts lot={lot} /> },
        { key: 'viewings', label: '看货安排', children: <Viewings lot={lot} /> },
        {
          key: 'files',
          label: `附件（${lot.attachments.length}）`,
          children:
            lot.attachments.length === 0 ? (
              <Text type="secondary">暂无附件</Text>
            ) : (
              <AttachmentList files={lot.attachments} links={links} />
            ),
        },
      ]}
    />
  );
}
