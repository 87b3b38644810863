import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LOT_LIMITS, lotViewingInputSchema } from '@lyp/shared/auction/bulletin.schemas';
import { Button, Col, Form, Input, Row, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { rulesFrom } from '../../../components/back-office';
import { BeijingDatePicker } from '../../../components/date-time/beijing-date-picker';
import { isBeforeBeijingToday } from '../../../lib/beijing-time';
import { viewingPeriodRules } from '../lib/lot-rules';

const rules = (field: keyof typeof lotViewingInputSchema.shape) => rulesFrom(lotViewingInputSchema, field);

/** 看货安排: up to five viewings, each a period, a place and someone to call. */
export function ViewingsFields({ index }: { index: number }) {
  return (
    <Form.List name={[index, 'viewings']}>
      {(fields, { add, remove }) => (
        <div className="lyp-viewings">
          {fields.length === 0 ? (
            <Typography.Text type="secondary" className="lyp-viewings__none">
              暂无看货安排。竞买人通常希望先看货，建议至少安排一次。
            </Typography.Text>
          ) : null}
          {fields.map((field, position) => (
            <div key={field.key} className="lyp-viewing-row">
              <div className="lyp-viewing-row__head">
                <Typography.Text strong>看货 {position + 1}</Typography.Text>
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`删除看货 ${position + 1}`}
                  onClick={() => remove(field.name)}
                >
                  删除
                </Button>
              </div>
              <Row gutter={16}>
                <Col xs={24} lg={12}>
                  <Form.Item name={[field.name, 'period']} label="看货时间" rules={viewingPeriodRules}>
                    <BeijingDatePicker.RangePicker
                      showTime={{ format: 'HH:mm' }}
                      format="YYYY-MM-DD HH:mm"
                      placeholder={['开始时间', '结束时间']}
                      disabledDate={(day: Dayjs) => isBeforeBeijingToday(day)}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} lg={12}>
                  <Form.Item name={[field.name, 'address']} label="看货地址" rules={rules('address')}>
                    <Input maxLength={200} placeholder="看货的详细地址" />
                  </Form.Item>
                </Col>
                <Col xs={12} lg={6}>
                  <Form.Item
                    name={[field.name, 'contactPerson']}
                    label="联系人"
                    rules={rules('contactPerson')}
                  >
                    <Input maxLength={50} />
                  </Form.Item>
                </Col>
                <Col xs={12} lg={6}>
                  <Form.Item
                    name={[field.name, 'contactPhone']}
                    label="联系电话"
                    rules={rules('contactPhone')}
                  >
                    <Input maxLength={30} inputMode="tel" />
                  </Form.Item>
                </Col>
                <Col xs={24} lg={12}>
                  <Form.Item name={[field.name, 'remark']} label="备注" rules={rules('remark')}>
                    <Input maxLength={200} placeholder="如：请提前一天电话预约，需携带身份证" />
                  </Form.Item>
                </Col>
              </Row>
            </div>
          ))}
          {fields.length < LOT_LIMITS.viewings ? (
            <Button icon={<PlusOutlined />} onClick={() => add({})}>
              添加看货安排
            </Button>
          ) : (
            <Typography.Text type="secondary">看货安排最多 {LOT_LIMITS.viewings} 个</Typography.Text>
          )}
        </div>
      )}
    </Form.List>
  );
}
