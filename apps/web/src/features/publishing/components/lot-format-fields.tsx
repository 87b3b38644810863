import {
  BIDDING_MODE_HINTS,
  BIDDING_MODE_LABELS,
  BIDDING_MODES,
  PRICE_BASES,
  PRICE_BASIS_LABELS,
  priceSuffix,
  type BiddingMode,
  type PriceBasis,
} from '@lyp/shared/auction/auction-formats';
import { Col, Form, InputNumber, Radio, Row, Switch } from 'antd';
import {
  ascendMinutesRules,
  decreaseIntervalRules,
  decreaseStepRules,
  floorPriceRules,
} from '../lib/format-rules';
import { useUnitLabel } from '../../../lib/unit-label';
import { lotNames } from './lot-field-names';
import { YUAN_INPUT } from './yuan-input';

/** 竞价方式 and 计价方式, and the steps and floor of a descending lot. */
export function LotFormatFields({ index }: { index: number }) {
  const { name, path } = lotNames(index);
  const form = Form.useFormInstance();
  const mode = (Form.useWatch(path('biddingMode'), form) as BiddingMode | undefined) ?? 'ascending';

  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Form.Item name={name('biddingMode')} label="竞价方式" extra={BIDDING_MODE_HINTS[mode]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={BIDDING_MODES.map((value) => ({ value, label: BIDDING_MODE_LABELS[value] }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Form.Item
          name={name('priceBasis')}
          label="计价方式"
          extra="单价：出价、加价幅度与保留价均按每计量单位计，保证金按起拍单价 × 数量计，成交金额按提货时过磅数量结算（多退少补）"
        >
          <Radio.Group
            optionType="button"
            options={PRICE_BASES.map((value) => ({ value, label: PRICE_BASIS_LABELS[value] }))}
          />
        </Form.Item>
      </Col>
      {mode === 'descending' ? <DescendingFields index={index} /> : null}
    </Row>
  );
}

/** A descending lot's step, interval and floor, and whether its first accept opens open bidding. */
function DescendingFields({ index }: { index: number }) {
  const { name, path } = lotNames(index);
  const form = Form.useFormInstance();
  const lot = (field: string) => form.getFieldValue(['lots', index, field]) as unknown;
  const ascends = Form.useWatch(path('ascendMinutes'), form) as number | null | undefined;
  const basis = (Form.useWatch(path('priceBasis'), form) as PriceBasis | undefined) ?? 'total';
  const unitLabel = useUnitLabel(Form.useWatch(path('unit'), form) as string | undefined);
  /** 元, or 元/吨 when the lot is priced per unit. */
  const per = `元${priceSuffix(basis, unitLabel)}`;
  return (
    <>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={name('decreaseStepYuan')}
          label={`降价幅度（${per}）`}
          dependencies={[path('startPriceYuan'), path('floorPriceYuan')]}
          rules={decreaseStepRules(lot)}
          extra="每个周期价格下降的金额"
        >
          <InputNumber {...YUAN_INPUT} placeholder="如：500" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={name('decreaseIntervalMinutes')}
          label="降价周期（分钟）"
          rules={decreaseIntervalRules}
          extra="每隔多久降价一次"
        >
          <InputNumber min={1} max={1440} precision={0} suffix="分钟" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={name('floorPriceYuan')}
          label={`最低价（${per}）`}
          dependencies={[path('startPriceYuan'), path('reservePriceYuan'), path('hasReserve')]}
          rules={floorPriceRules(lot)}
          extra="降至此价后不再下降，不低于保留价"
        >
          <InputNumber {...YUAN_INPUT} placeholder="如：8000" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item label="应价后转增价" extra="开启后，首个应价开启限时增价竞价">
          <Switch
            checked={!!ascends}
            checkedChildren="开启"
            unCheckedChildren="关闭"
            onChange={(on) => form.setFieldValue(path('ascendMinutes'), on ? 10 : null)}
          />
        </Form.Item>
      </Col>
      {ascends ? (
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name={name('ascendMinutes')} label="转增价时长（分钟）" rules={ascendMinutesRules}>
            <InputNumber min={1} max={1440} precision={0} suffix="分钟" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      ) : null}
    </>
  );
}
