import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  apiClientBodySchema,
  apiClientCallsQuerySchema,
  apiClientCallsResponseSchema,
  apiClientIdParamsSchema,
  apiClientListResponseSchema,
  apiClientResponseSchema,
  apiClientSecretResponseSchema,
} from './api-client.schemas';

export const apiClientEndpoints = defineEndpoints('开放接口', {
  apiClientList: {
    access: PERMISSIONS.apiClientView,
    summary: '当前企业的 API 客户端，以及可授予客户端的权限（创建人当前持有的权限）',
    response: apiClientListResponseSchema,
  },
  apiClientCreate: {
    access: PERMISSIONS.apiClientManage,
    summary: '新建 API 客户端：名称、权限、IP 白名单、每分钟调用上限；客户端密钥只在此返回一次',
    body: apiClientBodySchema,
    response: apiClientSecretResponseSchema,
  },
  apiClientUpdate: {
    access: PERMISSIONS.apiClientManage,
    summary: '修改 API 客户端的名称、权限、IP 白名单与调用上限，下一次调用即生效',
    params: apiClientIdParamsSchema,
    body: apiClientBodySchema,
    response: apiClientResponseSchema,
  },
  apiClientRotate: {
    access: PERMISSIONS.apiClientManage,
    summary: '重置客户端密钥：旧密钥与已签发的令牌立即失效，新密钥只在此返回一次',
    params: apiClientIdParamsSchema,
    response: apiClientSecretResponseSchema,
  },
  apiClientRevoke: {
    access: PERMISSIONS.apiClientManage,
    summary: '停用 API 客户端：密钥与已签发的令牌立即失效，不可恢复',
    params: apiClientIdParamsSchema,
    response: apiClientResponseSchema,
  },
  apiClientCalls: {
    access: PERMISSIONS.apiClientView,
    summary: 'API 客户端的调用记录（操作日志），最近的在前',
    params: apiClientIdParamsSchema,
    query: apiClientCallsQuerySchema,
    response: apiClientCallsResponseSchema,
  },
});
