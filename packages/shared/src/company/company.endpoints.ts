import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  bankChangeBodySchema,
  companyAuthAddBodySchema,
  companyAuthIdParamsSchema,
  companyAuthListBodySchema,
  companyAuthListResponseSchema,
  companyAuthResponseSchema,
  companyAuthUpdateBodySchema,
  companyReviewBodySchema,
  myCompanyAuthResponseSchema,
  sameCreditCodeResponseSchema,
  userIdParamsSchema,
} from './company.schemas';
import {
  subAccountAddBodySchema,
  subAccountAddResponseSchema,
  subAccountIdBodySchema,
  subAccountListResponseSchema,
  subAccountResponseSchema,
  subAccountUpdateBodySchema,
} from './sub-account.schemas';
import { okEnvelope } from '../api/envelope';
import { z } from 'zod';

/** 企业认证 (spec §7: company auth) and the platform's review of it. */
export const companyEndpoints = defineEndpoints('企业认证', {
  companyAuthAdd: {
    changesReviewQueue: true,
    access: 'authenticated',
    summary: '新建企业认证申请（保存草稿，或直接提交审核）',
    description:
      '以当前身份申请：当前组织为未认证的企业时即为该企业认证，为个人时审核通过后新建企业组织。每人同时只能有一份未完成的申请。',
    body: companyAuthAddBodySchema,
    response: companyAuthResponseSchema,
  },
  companyAuthUpdate: {
    changesReviewQueue: true,
    access: 'authenticated',
    summary: '修改企业认证申请（草稿或已驳回），可同时提交审核',
    body: companyAuthUpdateBodySchema,
    response: companyAuthResponseSchema,
  },
  companyAuthGet: {
    access: 'authenticated',
    summary: '我的企业认证：当前企业的认证，或本人未完成的申请（没有时为 null）',
    response: myCompanyAuthResponseSchema,
  },
  companyAuthSelect: {
    access: PERMISSIONS.registerReviewView,
    summary: '企业认证申请列表（审核用，含申请人）',
    body: companyAuthListBodySchema,
    response: companyAuthListResponseSchema,
  },
  companyAuthExport: {
    access: PERMISSIONS.registerReviewExport,
    summary: '按当前查询条件导出企业认证申请（.xlsx，边查边写）',
    body: companyAuthListBodySchema,
  },
  companyAuthSameCode: {
    access: PERMISSIONS.registerReviewView,
    summary: '使用同一统一社会信用代码的其他企业认证申请（任何状态，本租户内）',
    params: companyAuthIdParamsSchema,
    response: sameCreditCodeResponseSchema,
  },
  companyAuthReview: {
    changesReviewQueue: true,
    access: PERMISSIONS.registerReviewApprove,
    summary: '审核企业认证：通过（建立或更新企业组织），或驳回并说明原因',
    body: companyReviewBodySchema,
    response: companyAuthResponseSchema,
  },
  companyInfoByUser: {
    access: 'authenticated',
    summary: '用户的企业认证信息（本人或注册审核人员可查看）',
    params: userIdParamsSchema,
    response: myCompanyAuthResponseSchema,
  },
  companyBankEdit: {
    changesReviewQueue: true,
    access: 'authenticated',
    summary: '修改已认证企业的开户信息（提交平台审核，审核通过前沿用原账户）',
    body: bankChangeBodySchema,
    response: companyAuthResponseSchema,
  },
  companyBankReview: {
    changesReviewQueue: true,
    access: PERMISSIONS.registerReviewApprove,
    summary: '审核企业开户信息变更：通过即生效，或驳回并说明原因',
    body: companyReviewBodySchema,
    response: companyAuthResponseSchema,
  },
});

/** 子账号 of a certified company (spec §7: sub-accounts). */
export const subAccountEndpoints = defineEndpoints('子账号', {
  subAccountList: {
    access: PERMISSIONS.subAccountView,
    summary: '本企业的子账号，及可授予的菜单与按钮',
    response: subAccountListResponseSchema,
  },
  subAccountExport: {
    access: PERMISSIONS.subAccountExport,
    summary: '导出本企业的子账号（.xlsx）',
  },
  subAccountAdd: {
    access: PERMISSIONS.subAccountAdd,
    summary: '新增子账号（返回一次性临时密码，首次登录须修改）',
    body: subAccountAddBodySchema,
    response: subAccountAddResponseSchema,
  },
  subAccountUpdate: {
    access: PERMISSIONS.subAccountEdit,
    summary: '修改子账号：姓名、权限、启用或停用',
    body: subAccountUpdateBodySchema,
    response: subAccountResponseSchema,
  },
  subAccountDelete: {
    access: PERMISSIONS.subAccountRemove,
    summary: '删除子账号：立即注销其登录，账号停用',
    body: subAccountIdBodySchema,
    response: okEnvelope(z.null()),
  },
});
