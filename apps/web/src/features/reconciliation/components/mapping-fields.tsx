import {
  AMOUNT_MODE_LABELS,
  AMOUNT_MODES,
  type AmountMode,
} from '@lyp/shared/reconciliation/statement.schemas';
import { Col, Form, Input, Radio, Row, Select } from 'antd';

const required = (message: string) => [{ required: true, message }];

/**
 * 列映射: which of the statement's columns holds each fact. Chosen once per bank (the server
 * remembers it by the bank's name and the header), so the next statement imports in one step.
 */
export function MappingFields({ headers }: { headers: string[] }) {
  const amountMode = Form.useWatch<AmountMode | undefined>('amountMode');
  const options = headers.map((header) => ({ value: header, label: header }));
  const column = (name: string, label: string, isRequired = false) => (
    <Col xs={24} sm={12}>
      <Form.Item name={name} label={label} rules={isRequired ? required(`请选择${label}`) : []}>
        <Select options={options} allowClear={!isRequired} placeholder="选择列" showSearch />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      {column('date', '交易日期', true)}
      {column('time', '交易时间（如单独一列）')}
      <Col span={24}>
        <Form.Item name="amountMode" label="金额的记法" rules={required('请选择金额的记法')}>
          <Radio.Group
            options={AMOUNT_MODES.map((mode) => ({ value: mode, label: AMOUNT_MODE_LABELS[mode] }))}
          />
        </Form.Item>
      </Col>
      {amountMode === 'credit_column' ? column('credit', '收入（贷方）金额', true) : null}
      {amountMode === 'signed' || amountMode === 'direction' ? column('amount', '金额', true) : null}
      {amountMode === 'direction' ? (
        <>
          {column('direction', '借贷方向', true)}
          <Col xs={24} sm={12}>
            <Form.Item
              name="creditMarker"
              label="表示收入的值"
              rules={required('请填写表示收入的值，如“贷”')}
            >
              <Input maxLength={10} placeholder="如：贷、收入、C" />
            </Form.Item>
          </Col>
        </>
      ) : null}
      <Col xs={24} sm={12}>
        <Form.Item name="notes" label="附言（用途）" rules={required('请选择附言（用途）列')}>
          <Select mode="multiple" options={options} maxCount={4} placeholder="可多选，如附言与摘要" />
        </Form.Item>
      </Col>
      {column('serial', '交易流水号')}
      {column('payerName', '对方户名')}
      {column('payerAccount', '对方账号')}
      {column('payerBank', '对方开户行')}
    </Row>
  );
}
