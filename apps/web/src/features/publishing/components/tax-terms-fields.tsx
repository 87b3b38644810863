import { VAT_RATES } from '@lyp/shared/invoices/tax-terms';
import { Col, Form, Radio, Row, Select } from 'antd';
import { lotNames } from './lot-field-names';

/**
 * 税费与发票: whether the bid price includes VAT and at which rate. The lot page, the 成交确认书
 * and the contracts state it; the invoice the seller issues comes to the price with its tax.
 */
export function TaxTermsFields({ index }: { index: number }) {
  const { name } = lotNames(index);
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item
          name={name('taxIncluded')}
          label="成交价是否含税"
          rules={[{ required: true, message: '请选择成交价是否含税' }]}
        >
          <Radio.Group
            options={[
              { value: true, label: '含税价' },
              { value: false, label: '不含税价（税费由买受人另付）' },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={name('vatRatePercent')}
          label="增值税税率"
          rules={[{ required: true, message: '请选择增值税税率' }]}
          extra="货物一般为 13%；免税选 0%"
        >
          <Select options={VAT_RATES.map((rate) => ({ value: rate, label: `${rate}%` }))} />
        </Form.Item>
      </Col>
    </Row>
  );
}
