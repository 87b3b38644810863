import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import { lotInputSchema } from '@lyp/shared/auction/bulletin.schemas';
import { Col, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { rulesFrom } from '../../../components/back-office';
import { depositRules, incrementRules, priceRules, reserveRules } from '../lib/lot-rules';
import { depositHint } from '../lib/money';
import { lotNames } from './lot-field-names';

/** Yuan with thousands grouped as the seller reads them (360,000.00); the value stays a number. */
const YUAN_INPUT = {
  min: 0,
  precision: 2,
  prefix: '¥',
  style: { width: '100%' },
  formatter: (value: number | string | undefined) =>
    value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  parser: (text: string | undefined) => (text ?? '').replace(/,/g, ''),
} as const;

/** Prices in yuan: start, increment, deposit (10 % unless changed), hidden reserve, bidders needed. */
export function LotPriceFields({ index }: { index: number }) {
  const { name, path } = lotNames(index);
  const form = Form.useFormInstance();
  const lot = (field: string) => form.getFieldValue(['lots', index, field]) as unknown;
  const startPrice = Form.useWatch(path('startPriceYuan'), form) as number | null | undefined;
  const hasReserve = Form.useWatch(path('hasReserve'), form) as boolean | undefined;

  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item name={name('startPriceYuan')} label="起拍价（元）" rules={priceRules('起拍价')}>
          <InputNumber {...YUAN_INPUT} placeholder="如：10000" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item
          name={name('incrementYuan')}
          label="加价幅度（元）"
          dependencies={[path('startPriceYuan')]}
          rules={incrementRules(lot)}
          extra="每次出价至少高出当前价的金额"
        >
          <InputNumber {...YUAN_INPUT} placeholder="如：100" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item
          name={name('depositYuan')}
          label="保证金（元）"
          dependencies={[path('startPriceYuan')]}
          rules={depositRules(lot)}
          extra={depositHint(startPrice)}
        >
          <InputNumber {...YUAN_INPUT} precision={0} placeholder="默认起拍价的 10%" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item
          name={name('minBidders')}
          label="最少竞买人数"
          rules={rulesFrom(lotInputSchema, 'minBidders', { required: true })}
          extra="参与出价的竞买人少于此数时流拍"
        >
          <InputNumber
            min={AUCTION_RULES.minBidders.min}
            max={AUCTION_RULES.minBidders.max}
            precision={0}
            suffix="人"
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item name={name('hasReserve')} label="保留价" valuePropName="checked">
          <Switch checkedChildren="设置" unCheckedChildren="不设" />
        </Form.Item>
      </Col>
      {hasReserve ? (
        <Col xs={24} sm={12} lg={8}>
          <Form.Item
            name={name('reservePriceYuan')}
            label="保留价（元）"
            dependencies={[path('startPriceYuan'), path('incrementYuan')]}
            rules={reserveRules(lot)}
            extra={
              <Typography.Text type="secondary">
                不公开：竞买人只能看到“是否达到保留价”，看不到金额；最高出价未达到保留价则流拍
              </Typography.Text>
            }
          >
            <InputNumber {...YUAN_INPUT} placeholder="起拍价加若干个加价幅度" />
          </Form.Item>
        </Col>
      ) : null}
    </Row>
  );
}
