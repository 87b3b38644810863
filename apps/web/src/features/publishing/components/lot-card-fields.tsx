import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Form, Space, Tooltip } from 'antd';
import { LotFormatFields } from './lot-format-fields';
import { LotGoodsFields } from './lot-goods-fields';
import { lotNames } from './lot-field-names';
import { LotPriceFields } from './lot-price-fields';
import { LotTimeFields } from './lot-time-fields';
import { RequiredQualificationsField } from './required-qualifications-field';
import { RestrictedFields } from './restricted-fields';
import { PickupFields } from './pickup-fields';
import { TaxTermsFields } from './tax-terms-fields';
import { PriorityHoldersFields } from './priority-holders-fields';
import { ViewingsFields } from './viewings-fields';

export interface LotCardFieldsProps {
  /** The Form.List field's name: the lot's position. */
  index: number;
  count: number;
  /** Whether another lot fits in the bulletin. */
  canCopy: boolean;
  /** 复制标的: a new lot like this one, right after it. */
  onCopy: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One lot of the bulletin: goods, prices, times, viewings and 定向, with its place in the list. */
export function LotCardFields({ index, count, canCopy, onCopy, onMove, onRemove }: LotCardFieldsProps) {
  const title = Form.useWatch(lotNames(index).path('title')) as string | undefined;
  return (
    <Card
      className="lyp-lot-fields"
      id={`lot-${index + 1}`}
      title={<span className="lyp-lot-fields__title">{`标的 ${index + 1}${title ? `：${title}` : ''}`}</span>}
      extra={
        <Space size={0} wrap>
          <Tooltip title={canCopy ? '复制标的：按此标的新增一个（图片需重新上传）' : '公告的标的数已达上限'}>
            <Button
              type="text"
              icon={<CopyOutlined />}
              aria-label={`复制标的 ${index + 1}`}
              disabled={!canCopy}
              onClick={() => onCopy(index)}
            />
          </Tooltip>
          <Tooltip title="上移">
            <Button
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={`标的 ${index + 1} 上移`}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            />
          </Tooltip>
          <Tooltip title="下移">
            <Button
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={`标的 ${index + 1} 下移`}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            />
          </Tooltip>
          <Tooltip title={count === 1 ? '公告至少需要一个标的' : '删除此标的'}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除标的 ${index + 1}`}
              disabled={count === 1}
              onClick={() => onRemove(index)}
            />
          </Tooltip>
        </Space>
      }
    >
      <LotGoodsFields index={index} />
      <Divider titlePlacement="start">竞价方式</Divider>
      <LotFormatFields index={index} />
      <Divider titlePlacement="start">价格与保证金</Divider>
      <LotPriceFields index={index} />
      <Divider titlePlacement="start">竞价时间</Divider>
      <LotTimeFields index={index} />
      <Divider titlePlacement="start">提货安排</Divider>
      <PickupFields index={index} />
      <Divider titlePlacement="start">税费与发票</Divider>
      <TaxTermsFields index={index} />
      <Divider titlePlacement="start">看货安排</Divider>
      <ViewingsFields index={index} />
      <Divider titlePlacement="start">定向竞价</Divider>
      <RestrictedFields index={index} />
      <Divider titlePlacement="start">竞买人资质</Divider>
      <RequiredQualificationsField index={index} />
      <Divider titlePlacement="start">优先购买权</Divider>
      <PriorityHoldersFields index={index} />
    </Card>
  );
}
