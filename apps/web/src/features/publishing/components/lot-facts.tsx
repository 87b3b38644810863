import { usesIncrement } from '@lyp/shared/auction/lot-format.schemas';
import type { LotView } from '@lyp/shared/auction/bulletin.schemas';
import { LOT_STATUS_LABELS } from '@lyp/shared/auction/bulletin.schemas';
import { extensionLimitText, extensionRuleText } from '@lyp/shared/auction/extension-rule';
import { priorityRankLabel } from '@lyp/shared/auction/priority-rights';
import { pickupRuleText } from '@lyp/shared/auction/pickup-deadline';
import { taxTermsText } from '@lyp/shared/invoices/tax-terms';
import { formatFen } from '@lyp/shared/format/currency';
import { formatMinute } from '@lyp/shared/format/timestamp';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useLotLabels } from '../hooks/use-reference-data';
import type { ReactNode } from 'react';
import { AttachmentLinks } from './attachment-links';
import { FileThumbnails } from './file-thumbnails';
import { lineageFacts } from './lot-lineage-facts';
import { formatFacts } from './lot-format-facts';
import { resultFacts } from './lot-result-facts';

const at = (iso: string) => formatMinute(new Date(iso));

function RestrictedList({ lot }: { lot: LotView }) {
  if (!lot.restricted) return <>否（公开竞价）</>;
  return (
    <Space orientation="vertical" size={4}>
      <span>是（仅以下竞买人可缴纳保证金并出价）</span>
      <Space wrap size={[4, 4]}>
        {lot.specifiedBidders.map((bidder) => (
          <Tag key={bidder.userId}>
            {bidder.name} {bidder.phone}
          </Tag>
        ))}
        {lot.specifiedOrgs.map((org) => (
          <Tag key={org.orgId} color="purple">
            {org.name}
          </Tag>
        ))}
      </Space>
    </Space>
  );
}

/** 优先购买权人 in order with their proofs: what the auditor confirms with the bulletin. */
function PriorityHolders({ lot }: { lot: LotView }) {
  if (lot.priorityHolders.length === 0) return <>无</>;
  return (
    <ol className="lyp-viewing-list" aria-label="优先购买权人">
      {lot.priorityHolders.map((holder) => (
        <li key={holder.rank}>
          <Space wrap size={[8, 0]}>
            <Tag color="gold">{priorityRankLabel(holder.rank)}</Tag>
            <span>
              {holder.name}
              {holder.contact ? `（${holder.contact}）` : ''}
            </span>
            {holder.orgId === null ? null : <Tag color="purple">企业</Tag>}
          </Space>
          <AttachmentLinks
            files={holder.proofFileIds.map((id, index) => ({ id, name: `权利证明 ${index + 1}` }))}
          />
        </li>
      ))}
    </ol>
  );
}

function Viewings({ lot }: { lot: LotView }) {
  if (lot.viewings.length === 0) return <>-</>;
  return (
    <ol className="lyp-viewing-list">
      {lot.viewings.map((viewing) => (
        <li key={viewing.id}>
          {at(viewing.startsAt)} 至 {at(viewing.endsAt)}，{viewing.address}；联系人 {viewing.contactPerson}{' '}
          {viewing.contactPhone}
          {viewing.remark ? `（${viewing.remark}）` : ''}
        </li>
      ))}
    </ol>
  );
}

/** Anti-sniping: how a late bid moves the end, and how far it may go. */
function extensionFacts(lot: LotView) {
  return [
    { key: 'extension', label: '延时规则', span: 'filled' as const, children: extensionRuleText(lot) },
    { key: 'limits', label: '延时上限', span: 'filled' as const, children: extensionLimitText(lot) },
  ];
}

/** Everything the seller entered for one lot, the reserve included (the public never sees it). */
export function LotFacts({ lot, extra }: { lot: LotView; extra?: ReactNode }) {
  const labels = useLotLabels();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      extra={extra}
      title={
        <Space wrap>
          <span>
            {lot.lotNo} {lot.title}
          </span>
          <Tag>{LOT_STATUS_LABELS[lot.status]}</Tag>
        </Space>
      }
      items={[
        ...lineageFacts(lot),
        { key: 'category', label: '标的分类', children: labels.category(lot.category) },
        { key: 'quantity', label: '数量', children: labels.quantity(lot.quantity, lot.unit) },
        { key: 'region', label: '所在地区', children: labels.region(lot.regionCode) },
        { key: 'location', label: '存放地点', children: lot.location },
        { key: 'start', label: '起拍价', children: formatFen(lot.startPriceFen) },
        ...formatFacts(lot, labels.unit(lot.unit)),
        { key: 'deposit', label: '保证金', children: formatFen(lot.depositFen) },
        {
          key: 'reserve',
          label: '保留价',
          children: lot.reservePriceFen === null ? '无' : `${formatFen(lot.reservePriceFen)}（竞买人不可见）`,
        },
        { key: 'minBidders', label: '最少竞买人数', children: `${lot.minBidders} 人` },
        { key: 'payment', label: '付款期限', children: `成交后 ${lot.paymentHours} 小时内` },
        { key: 'pickup', label: '提货期限', children: pickupRuleText(lot) },
        { key: 'tax', label: '税费', children: taxTermsText(lot) },
        {
          key: 'period',
          label: '竞价时间',
          span: 'filled',
          children: `${at(lot.startsAt)} 至 ${at(lot.scheduledEndsAt)}`,
        },
        // Late bids extend only where bids climb: not sealed lots, nor descending ones without 转增价.
        ...(usesIncrement(lot) ? extensionFacts(lot) : []),
        ...resultFacts(lot, labels.unit(lot.unit)),
        { key: 'restricted', label: '定向竞价', span: 'filled', children: <RestrictedList lot={lot} /> },
        {
          key: 'qualifications',
          label: '竞买人资质',
          span: 'filled',
          children:
            lot.requiredQualifications.length === 0
              ? '不限'
              : lot.requiredQualifications.map((code) => <Tag key={code}>{labels.qualification(code)}</Tag>),
        },
        { key: 'priority', label: '优先购买权人', span: 'filled', children: <PriorityHolders lot={lot} /> },
        { key: 'viewings', label: '看货安排', span: 'filled', children: <Viewings lot={lot} /> },
        {
          key: 'images',
          label: '标的图片',
          span: 'filled',
          children: <FileThumbnails fileIds={lot.imageFileIds} alt={lot.title} />,
        },
        {
          key: 'description',
          label: '标的描述',
          span: 'filled',
          children: lot.description ? (
            <Typography.Paragraph className="lyp-pre-wrap" style={{ margin: 0 }}>
              {lot.description}
            </Typography.Paragraph>
          ) : (
            '-'
          ),
        },
      ]}
    />
  );
}
