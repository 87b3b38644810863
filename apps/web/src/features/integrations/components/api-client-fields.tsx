import {
  API_CLIENT_IP_ALLOWLIST_MAX,
  API_CLIENT_RATE_LIMIT,
  apiClientBodySchema,
  type ApiClientScope,
} from '@lyp/shared/integrations/api-client.schemas';
import { Alert, Form, Input, InputNumber } from 'antd';
import { rulesFrom } from '../../../components/back-office';
import { allowlistRules } from '../lib/api-client-form';
import { ScopePicker } from './scope-picker';

/**
 * The client's name, permissions, allow-list and rate. `lost` names what the client holds that
 * the caller no longer does: saving drops it, as the server takes back no more than is held.
 */
export function ApiClientFields({
  grantable,
  lost,
}: {
  grantable: readonly ApiClientScope[];
  lost: string[];
}) {
  return (
    <>
      <Form.Item name="name" label="客户端名称" rules={rulesFrom(apiClientBodySchema, 'name')}>
        <Input maxLength={30} showCount placeholder="如：ERP 订单同步" />
      </Form.Item>
      {lost.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="lyp-api-clients__lost"
          title={`您已不再持有以下权限，保存后将从该客户端移除：${lost.join('、')}`}
        />
      )}
      <Form.Item
        name="scopes"
        label="权限"
        rules={rulesFrom(apiClientBodySchema, 'scopes')}
        extra="只能授予您当前拥有的权限；您的权限减少后，客户端的权限随之减少。"
      >
        <ScopePicker grantable={grantable} />
      </Form.Item>
      <Form.Item
        name="ipAllowlist"
        label="IP 白名单"
        rules={allowlistRules}
        extra={`每行一个，最多 ${API_CLIENT_IP_ALLOWLIST_MAX} 项。留空表示不限制；支持 IPv4/IPv6 地址或 CIDR 网段，如 203.0.113.0/24`}
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={'203.0.113.10\n198.51.100.0/24'}
          className="lyp-integrations__mono"
        />
      </Form.Item>
      <Form.Item
        name="rateLimitPerMinute"
        label="每分钟调用上限"
        rules={rulesFrom(apiClientBodySchema, 'rateLimitPerMinute', { required: true })}
        extra={`${API_CLIENT_RATE_LIMIT.min}–${API_CLIENT_RATE_LIMIT.max} 次，超出后该分钟内的调用将被拒绝`}
      >
        <InputNumber
          min={API_CLIENT_RATE_LIMIT.min}
          max={API_CLIENT_RATE_LIMIT.max}
          precision={0}
          suffix="次"
          style={{ width: 200 }}
        />
      </Form.Item>
    </>
  );
}
