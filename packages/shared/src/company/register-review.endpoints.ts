import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import { companyAuthResponseSchema } from './company.schemas';
import {
  registerReviewBankEditBodySchema,
  registerReviewOrgBodySchema,
  registerReviewSubAccountAddBodySchema,
  registerReviewSubAccountsResponseSchema,
} from './register-review.schemas';
import { subAccountAddResponseSchema } from './sub-account.schemas';

/** 注册审核 (spec §2 registerReview): what reviewers do for an approved company. */
export const registerReviewEndpoints = defineEndpoints('注册审核', {
  registerReviewBankEdit: {
    access: PERMISSIONS.registerReviewBankEdit,
    summary: '审核人员修改已认证企业的开户信息（立即生效，记入操作日志）',
    body: registerReviewBankEditBodySchema,
    response: companyAuthResponseSchema,
  },
  registerReviewSubAccounts: {
    access: PERMISSIONS.registerReviewSubAccount,
    summary: '已认证企业的子账号，及其主账号可授予的菜单与按钮',
    body: registerReviewOrgBodySchema,
    response: registerReviewSubAccountsResponseSchema,
  },
  registerReviewSubAccountAdd: {
    access: PERMISSIONS.registerReviewSubAccount,
    summary: '审核人员为已认证企业新增子账号（返回一次性临时密码）',
    body: registerReviewSubAccountAddBodySchema,
    response: subAccountAddResponseSchema,
  },
});
