import { priceSuffix, type BiddingMode } from '@lyp/shared/auction/auction-formats';
import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import { usesIncrement } from '@lyp/shared/auction/lot-format.schemas';
import { useUnitLabel } from '../../../lib/unit-label';
import { lotInputSchema } from '@lyp/shared/auction/bulletin.schemas';
import { Col, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { rulesFrom } from '../../../components/back-office';
import { depositRules, incrementRules, priceRules, reserveRules } from '../lib/lot-rules';
import { depositBaseYuan } from '../lib/deposit-default';
import type { LotFormValues } from '../lib/bulletin-form-values';
import { depositHint } from '../lib/money';
import { YUAN_INPUT } from './yuan-input';
import { lotNames } from './lot-field-names';

/** Prices in yuan: start, increment, deposit (10 % unless changed), hidden reserve, bidders needed. */
export function LotPriceFields({ index }: { index: number }) {
  const { name, path } = lotNames(index);
  const form = Form.useFormInstance();
  const lot = (field: string) => form.getFieldValue(['lots', index, field]) as unknown;
  const values = Form.useWatch(['lots', index], form) as LotFormValues | undefined;
  const hasReserve = values?.hasReserve;
  const mode = values?.biddingMode ?? 'ascending';
  const unitLabel = useUnitLabel(values?.unit);
  /** 元, or 元/吨 for a price per unit. */
  const per = `元${priceSuffix(values?.priceBasis ?? 'total', unitLabel)}`;

  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item name={name('startPriceYuan')} label={`起拍价（${per}）`} rules={priceRules('起拍价')}>
          <InputNumber {...YUAN_INPUT} placeholder="如：10000" />
        </Form.Item>
      </Col>
      {usesIncrement({ biddingMode: mode, ascendMinutes: values?.ascendMinutes }) ? (
        <Col xs={24} sm={12} lg={8}>
          <Form.Item
            name={name('incrementYuan')}
            label={`加价幅度（${per}）`}
            dependencies={[path('startPriceYuan')]}
            rules={incrementRules(lot)}
            extra="每次出价至少高出当前价的金额"
          >
            <InputNumber {...YUAN_INPUT} placeholder="如：100" />
          </Form.Item>
        </Col>
      ) : null}
      <Col xs={24} sm={12} lg={8}>
        <Form.Item
          name={name('depositYuan')}
          label="保证金（元）"
          dependencies={[path('startPriceYuan'), path('quantity'), path('priceBasis')]}
          rules={depositRules(lot)}
          extra={
            values?.priceBasis === 'unit'
              ? `按起拍单价 × 数量计：${depositHint(depositBaseYuan(values))}`
              : depositHint(depositBaseYuan(values))
          }
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
      {hasReserve ? <ReserveField index={index} mode={mode} per={per} /> : null}
    </Row>
  );
}

/** The hidden reserve: bidders only ever learn whether it is met. */
function ReserveField({ index, mode, per }: { index: number; mode: BiddingMode; per: string }) {
  const { name, path } = lotNames(index);
  const form = Form.useFormInstance();
  const lot = (field: string) => form.getFieldValue(['lots', index, field]) as unknown;
  return (
    <Col xs={24} sm={12} lg={8}>
      <Form.Item
        name={name('reservePriceYuan')}
        label={`保留价（${per}）`}
        dependencies={[path('startPriceYuan'), path('incrementYuan'), path('biddingMode')]}
        rules={reserveRules(lot)}
        extra={
          <Typography.Text type="secondary">
            不公开：竞买人只能看到“是否达到保留价”，看不到金额；最高出价未达到保留价则流拍
          </Typography.Text>
        }
      >
        <InputNumber
          {...YUAN_INPUT}
          placeholder={mode === 'descending' ? '不高于最低价' : '起拍价加若干个加价幅度'}
        />
      </Form.Item>
    </Col>
  );
}
