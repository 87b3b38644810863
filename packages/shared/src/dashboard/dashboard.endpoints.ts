import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  companyHomeInfoResponseSchema,
  consumeBarResponseSchema,
  incomeTrendResponseSchema,
  todoResponseSchema,
} from './dashboard.schemas';

export const dashboardEndpoints = defineEndpoints('工作台', {
  homeTodo: {
    access: 'authenticated',
    summary: '待办：按本人的权限，各项待处理的数量与处理页面（买受人、委托方、审核员）',
    response: todoResponseSchema,
  },
  homeIncomeTrend: {
    access: PERMISSIONS.orderManageView,
    summary: '收入趋势：本企业近 12 个月每月确认收款的订单数与收入（成交价扣除佣金）',
    response: incomeTrendResponseSchema,
  },
  homeConsumeBar: {
    access: PERMISSIONS.myOrderView,
    summary: '消费统计：本人近 12 个月每月确认付款的订单数与成交金额',
    response: consumeBarResponseSchema,
  },
  homeCompanyInfo: {
    access: 'authenticated',
    summary: '企业概况：当前所代表企业的认证信息、成员数、发布与成交数、收入与支出；个人身份时为空',
    response: companyHomeInfoResponseSchema,
  },
});
