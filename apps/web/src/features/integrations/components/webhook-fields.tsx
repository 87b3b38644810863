import { webhookBodySchema } from '@lyp/shared/integrations/webhook.schemas';
import { Form, Input, Switch } from 'antd';
import { rulesFrom } from '../../../components/back-office';
import { EventPicker } from './event-picker';

/** The endpoint's address, note and events; 启用 only when editing (a new one starts on). */
export function WebhookFields({ editing }: { editing: boolean }) {
  return (
    <>
      <Form.Item
        name="url"
        label="推送地址"
        rules={rulesFrom(webhookBodySchema, 'url')}
        extra="须为 https:// 地址，收到请求后请在 10 秒内应答 2xx 状态码。"
      >
        <Input
          maxLength={500}
          placeholder="https://erp.example.com/lyp/webhook"
          className="lyp-integrations__mono"
        />
      </Form.Item>
      <Form.Item name="description" label="备注" rules={rulesFrom(webhookBodySchema, 'description')}>
        <Input maxLength={50} showCount placeholder="如：ERP 订单同步" />
      </Form.Item>
      <Form.Item
        name="events"
        label="订阅事件"
        rules={rulesFrom(webhookBodySchema, 'events')}
        extra="每个事件只推送给与之相关的企业，灰字为接收方。"
      >
        <EventPicker />
      </Form.Item>
      {editing && (
        <Form.Item
          name="enabled"
          label="启用"
          valuePropName="checked"
          extra="停用后不再记录新事件，已排队的投递暂停发送，重新启用后继续。"
        >
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      )}
    </>
  );
}
