import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  certificationListBodySchema,
  certificationListResponseSchema,
  certificationResponseSchema,
  certificationReviewBodySchema,
  personalAuthBodySchema,
  sameIdentityParamsSchema,
  sameIdentityResponseSchema,
} from './certification.schemas';

export const certificationEndpoints = defineEndpoints('实名认证', {
  personalAuthAdd: {
    changesReviewQueue: true,
    access: 'authenticated',
    summary: '提交个人实名认证（姓名、身份证号与身份证正反面照片），待审核',
    body: personalAuthBodySchema,
    response: certificationResponseSchema,
  },
  myCertification: {
    access: 'authenticated',
    summary: '我的实名认证状态（未申请时为 null）',
    response: certificationResponseSchema,
  },
  certificationList: {
    access: PERMISSIONS.registerReviewView,
    summary: '实名认证审核列表（含完整身份证号与证件照片编号）',
    body: certificationListBodySchema,
    response: certificationListResponseSchema,
  },
  certificationExport: {
    access: PERMISSIONS.registerReviewExport,
    summary: '按当前查询条件导出实名认证申请（.xlsx，边查边写；身份证号打码）',
    body: certificationListBodySchema,
  },
  certificationSameIdentity: {
    access: PERMISSIONS.registerReviewView,
    summary: '使用同一身份证号申请过实名认证的其他账号（任何状态，本租户内）',
    params: sameIdentityParamsSchema,
    response: sameIdentityResponseSchema,
  },
  certificationReview: {
    changesReviewQueue: true,
    access: PERMISSIONS.registerReviewApprove,
    summary: '审核实名认证：通过，或驳回并说明原因',
    body: certificationReviewBodySchema,
    response: certificationResponseSchema,
  },
});
