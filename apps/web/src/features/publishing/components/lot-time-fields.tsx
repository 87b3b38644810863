import type { BiddingMode } from '@lyp/shared/auction/auction-formats';
import { usesIncrement } from '@lyp/shared/auction/lot-format.schemas';
import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import { lotInputSchema } from '@lyp/shared/auction/bulletin.schemas';
import { Col, Form, InputNumber, Row, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { BeijingDatePicker } from '../../../components/date-time/beijing-date-picker';
import { isBeforeBeijingToday } from '../../../lib/beijing-time';
import { rulesFrom } from '../../../components/back-office';
import { endsAtRules, hardEndAtRules, startsAtRules } from '../lib/lot-rules';
import { lotNames } from './lot-field-names';

const PICKER = {
  showTime: { format: 'HH:mm' },
  format: 'YYYY-MM-DD HH:mm',
  style: { width: '100%' },
  disabledDate: (day: Dayjs) => isBeforeBeijingToday(day),
} as const;

const startsAt = startsAtRules();

/** When bidding runs, how it is extended (anti-sniping), and how long the buyer has to pay. */
export function LotTimeFields({ index }: { index: number }) {
  const { name, path } = lotNames(index);
  const form = Form.useFormInstance();
  const lot = (field: string) => form.getFieldValue(['lots', index, field]) as unknown;

  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name={name('startsAt')}
          label="竞价开始时间"
          rules={startsAt(lot)}
          extra="公告须在审核通过后公示一段时间才能开始竞价，请留出审核与公示的时间"
        >
          <BeijingDatePicker {...PICKER} placeholder="请选择开始时间" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name={name('endsAt')}
          label="竞价结束时间"
          dependencies={[path('startsAt')]}
          rules={endsAtRules(lot)}
          extra={`至少在开始后 ${AUCTION_RULES.minBiddingMinutes} 分钟`}
        >
          <BeijingDatePicker {...PICKER} placeholder="请选择结束时间" />
        </Form.Item>
      </Col>
      <ExtensionFields index={index} />
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={name('paymentHours')}
          label="付款期限（小时）"
          rules={rulesFrom(lotInputSchema, 'paymentHours', { required: true })}
          extra={`成交后买受人付款的期限，${AUCTION_RULES.paymentHours.min}–${AUCTION_RULES.paymentHours.max} 小时`}
        >
          <InputNumber
            min={AUCTION_RULES.paymentHours.min}
            max={AUCTION_RULES.paymentHours.max}
            precision={0}
            suffix="小时"
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <ExtensionNote index={index} />
    </Row>
  );
}

/** Anti-sniping: a bid in the last N minutes moves the end N minutes on, up to a limit. */
function ExtensionFields({ index }: { index: number }) {
  const { name, path } = lotNames(index);
  const form = Form.useFormInstance();
  const lot = (field: string) => form.getFieldValue(['lots', index, field]) as unknown;
  if (!useExtends(index)) return null;
  return (
    <>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={name('extensionMinutes')}
          label="延时周期（分钟）"
          rules={rulesFrom(lotInputSchema, 'extensionMinutes', { required: true })}
        >
          <InputNumber
            min={AUCTION_RULES.extensionMinutes.min}
            max={AUCTION_RULES.extensionMinutes.max}
            precision={0}
            suffix="分钟"
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={name('maxExtensions')}
          label="最多延时次数"
          rules={rulesFrom(lotInputSchema, 'maxExtensions')}
        >
          <InputNumber
            min={0}
            max={1000}
            precision={0}
            suffix="次"
            placeholder="不限"
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={name('hardEndAt')}
          label="最晚结束时间"
          dependencies={[path('endsAt')]}
          rules={hardEndAtRules(lot)}
        >
          <BeijingDatePicker {...PICKER} placeholder="不限" />
        </Form.Item>
      </Col>
    </>
  );
}

/**
 * Whether late bids extend this lot: only where bids climb (增价, or 降价 with 转增价); a sealed
 * bid never extends and a descending lot sells at its accept.
 */
function useExtends(index: number): boolean {
  const form = Form.useFormInstance();
  const mode = Form.useWatch(lotNames(index).path('biddingMode'), form) as BiddingMode | undefined;
  const ascend = Form.useWatch(lotNames(index).path('ascendMinutes'), form) as number | null | undefined;
  return usesIncrement({ biddingMode: mode ?? 'ascending', ascendMinutes: ascend });
}

/** The extension rule spelled out with the seller's N. */
function ExtensionNote({ index }: { index: number }) {
  const form = Form.useFormInstance();
  const minutes =
    (Form.useWatch(lotNames(index).path('extensionMinutes'), form) as number | null | undefined) || 'N';
  if (!useExtends(index)) return null;
  return (
    <Col xs={24}>
      <Typography.Text type="secondary" className="lyp-extension-note">
        延时规则：结束前 {minutes} 分钟内有出价，结束时间顺延 {minutes}{' '}
        分钟；可限定最多延时次数或最晚结束时间，不填为不限。
      </Typography.Text>
    </Col>
  );
}
