import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import { operationLogPageBodySchema, operationLogPageResponseSchema } from './operation-log.schemas';

export const operationLogEndpoints = defineEndpoints('操作日志', {
  operationLogPage: {
    access: PERMISSIONS.operationLogView,
    summary: '操作日志（分页，新的在前）：谁、何时、改了什么，改前与改后',
    body: operationLogPageBodySchema,
    response: operationLogPageResponseSchema,
  },
});
