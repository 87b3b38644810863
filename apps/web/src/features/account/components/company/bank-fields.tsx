import { bankChangeBodySchema } from '@lyp/shared/company/company.schemas';
import { Col, Form, Input, Row } from 'antd';
import { rulesFrom } from '../../../../components/back-office';

const rules = (field: keyof typeof bankChangeBodySchema.shape) => rulesFrom(bankChangeBodySchema, field);

/** Where the 联行号 is found: people rarely know it by heart. */
export const INTERBANK_HELP =
  '12 位数字，即开户网点的银行行号（支付系统行号）。可在开户许可证、开户回单或网银的账户信息中找到，也可致电开户行查询。';

/**
 * 开户行, 银行账号, 联行号: the company's own account, into which settlements are paid. Shared by
 * the application and the bank change, whose rules are the same.
 */
export function BankFields({ columns = 2 }: { columns?: 1 | 2 }) {
  const span = columns === 2 ? { xs: 24, md: 12 } : { xs: 24 };
  return (
    <Row gutter={16}>
      <Col {...span}>
        <Form.Item name="bankName" label="开户行" rules={rules('bankName')}>
          <Input placeholder="如：中国工商银行无锡惠山支行" maxLength={100} />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item name="bankNumber" label="银行账号" rules={rules('bankNumber')} extra="企业对公账户">
          <Input placeholder="8–30 位数字" inputMode="numeric" maxLength={40} />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item
          name="interbankAccount"
          label="联行号"
          rules={rules('interbankAccount')}
          extra={INTERBANK_HELP}
        >
          <Input placeholder="12 位数字" inputMode="numeric" maxLength={16} />
        </Form.Item>
      </Col>
    </Row>
  );
}
