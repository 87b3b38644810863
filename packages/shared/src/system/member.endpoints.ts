import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  memberBarBodySchema,
  memberBarResponseSchema,
  memberDetailResponseSchema,
  memberFilterSchema,
  memberIdParamsSchema,
  memberPageBodySchema,
  memberPageResponseSchema,
} from './member.schemas';

export const memberEndpoints = defineEndpoints('注册会员', {
  memberPage: {
    access: PERMISSIONS.registerMemberView,
    summary:
      '注册会员分页列表（个人与企业会员，不含平台工作人员；按姓名、手机号、企业、信用代码、类型、认证状态、禁用与注册日期查询）',
    body: memberPageBodySchema,
    response: memberPageResponseSchema,
  },
  memberDetail: {
    access: PERMISSIONS.registerMemberView,
    summary: '会员详情：认证、所属组织、保证金、订单、违约记录与禁用记录',
    params: memberIdParamsSchema,
    response: memberDetailResponseSchema,
  },
  memberBar: {
    access: PERMISSIONS.registerMemberBar,
    summary: '禁用或启用会员（须填写原因）；禁用后其登录立即失效，且不能登录与出价',
    body: memberBarBodySchema,
    response: memberBarResponseSchema,
  },
  exportCompanyAuth: {
    access: PERMISSIONS.registerMemberExport,
    summary: '按当前查询条件导出注册会员（.xlsx）',
    body: memberFilterSchema,
  },
});
