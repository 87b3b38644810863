import type { ErrorTable } from './error-table';

/** The errors of machine access (API 客户端) and webhooks. Part of ERROR_CODES. */
export const INTEGRATION_ERRORS = {
  API_CLIENT_NOT_ALLOWED: { status: 403, message: '不能管理 API 客户端：{reason}' },
  API_CLIENT_NOT_FOUND: { status: 404, message: 'API 客户端不存在或不属于当前企业' },
  API_CLIENT_REVOKED: { status: 409, message: 'API 客户端「{name}」已停用，不能再修改' },
  API_CLIENT_SCOPE_BEYOND: {
    status: 400,
    message: '不能授予客户端您未持有或不可开放的权限：{scopes}',
  },
  API_CLIENT_ROUTE_FORBIDDEN: {
    status: 403,
    message: 'API 客户端令牌只能调用需要授权的业务接口，此接口请用账号登录后调用',
  },
  API_CLIENT_IP_FORBIDDEN: {
    status: 403,
    message: '调用地址 {ip} 不在该 API 客户端的 IP 白名单内',
  },
  WEBHOOK_NOT_ALLOWED: { status: 403, message: '不能管理事件推送：{reason}' },
  WEBHOOK_NOT_FOUND: { status: 404, message: '推送地址不存在或不属于当前企业' },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 404, message: '投递记录不存在或不属于当前企业' },
  WEBHOOK_URL_REFUSED: { status: 400, message: '推送地址不可用：{reason}' },
  WEBHOOK_TOO_MANY: { status: 409, message: '每个企业最多登记 {max} 个推送地址' },
  WEBHOOK_DISABLED: { status: 409, message: '推送地址已停用，请先启用后再发送' },
} as const satisfies ErrorTable;
