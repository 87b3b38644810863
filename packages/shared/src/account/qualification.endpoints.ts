import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  qualificationListBodySchema,
  qualificationListMineResponseSchema,
  qualificationListResponseSchema,
  qualificationResponseSchema,
  qualificationReviewBodySchema,
  qualificationSubmitBodySchema,
} from './qualification.schemas';

export const qualificationEndpoints = defineEndpoints('竞买人资质', {
  qualificationMine: {
    access: 'authenticated',
    summary: '当前组织（企业或个人）持有的竞买人资质及审核状态',
    response: qualificationListMineResponseSchema,
  },
  qualificationSubmit: {
    changesReviewQueue: true,
    access: 'authenticated',
    summary: '上传或更新一项竞买人资质（证书编号、有效期至、扫描件），提交后重新审核；子账号不可提交',
    body: qualificationSubmitBodySchema,
    response: qualificationResponseSchema,
  },
  qualificationList: {
    access: PERMISSIONS.registerReviewView,
    summary: '竞买人资质审核列表（按状态、资质类型、持有方或证书编号查询）',
    body: qualificationListBodySchema,
    response: qualificationListResponseSchema,
  },
  qualificationExport: {
    access: PERMISSIONS.registerReviewExport,
    summary: '按当前查询条件导出竞买人资质审核记录（.xlsx，边查边写；含审核人与审核时间）',
    body: qualificationListBodySchema,
  },
  qualificationReview: {
    changesReviewQueue: true,
    access: PERMISSIONS.registerReviewApprove,
    summary: '审核竞买人资质：通过，或驳回并说明原因',
    body: qualificationReviewBodySchema,
    response: qualificationResponseSchema,
  },
});
