import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import { lotInputSchema } from '@lyp/shared/auction/bulletin.schemas';
import { Col, Form, InputNumber, Row } from 'antd';
import { rulesFrom } from '../../../components/back-office';
import { lotNames } from './lot-field-names';

/**
 * 提货期限 and what a late pickup costs: the buyer takes the goods within N days of the payment's
 * confirmation; after that the seller may charge 逾期仓储费 per day, or record 逾期未提.
 */
export function PickupFields({ index }: { index: number }) {
  const { name } = lotNames(index);
  const { min, max } = AUCTION_RULES.pickupDays;
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={name('pickupDays')}
          label="提货期限（天）"
          rules={rulesFrom(lotInputSchema, 'pickupDays', { required: true })}
          extra={`付款确认后买受人提货的期限，${min}–${max} 天`}
        >
          <InputNumber min={min} max={max} precision={0} suffix="天" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={name('storageFeeYuan')}
          label="逾期仓储费（元/天）"
          extra="超过提货期限后按天计收，提货时向委托方结清；不填为不收"
        >
          <InputNumber min={0} max={1_000_000} precision={2} prefix="¥" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
