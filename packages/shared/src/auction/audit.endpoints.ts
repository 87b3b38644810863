import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  auditAddBodySchema,
  auditListBodySchema,
  auditListResponseSchema,
  auditRevokeBodySchema,
} from './audit.schemas';
import { bulletinIdParamsSchema, bulletinResponseSchema } from './bulletin.schemas';
import { bulletinPreviewResponseSchema } from './market.schemas';

/** The platform's review of bulletins before they are published. */
export const auditEndpoints = defineEndpoints('公告审核', {
  auditExport: {
    access: PERMISSIONS.noticeAuditExport,
    summary: '按当前查询条件导出审核中心的公告（.xlsx，边查边写）',
    body: auditListBodySchema,
  },
  auditPage: {
    access: PERMISSIONS.noticeAuditView,
    summary: '全部待审与已审公告（分页）',
    body: auditListBodySchema,
    response: auditListResponseSchema,
  },
  auditWaiting: {
    access: PERMISSIONS.noticeAuditView,
    summary: '待审核公告',
    body: auditListBodySchema,
    response: auditListResponseSchema,
  },
  auditDone: {
    access: PERMISSIONS.noticeAuditView,
    summary: '已审核公告',
    body: auditListBodySchema,
    response: auditListResponseSchema,
  },
  auditGet: {
    access: PERMISSIONS.noticeAuditView,
    summary: '审核用的公告详情',
    params: bulletinIdParamsSchema,
    response: bulletinResponseSchema,
  },
  auditPreview: {
    access: PERMISSIONS.noticeAuditView,
    summary: '审核用的预览：公告与标的按公开页面的样子展示',
    params: bulletinIdParamsSchema,
    response: bulletinPreviewResponseSchema,
  },
  auditAdd: {
    changesReviewQueue: true,
    access: PERMISSIONS.noticeAuditApprove,
    summary: '审核公告：通过即发布，驳回须填写原因',
    body: auditAddBodySchema,
    response: bulletinResponseSchema,
  },
  auditRevoke: {
    changesReviewQueue: true,
    access: PERMISSIONS.noticeAuditRevoke,
    summary: '驳回已发布且尚未开始竞价的公告（已缴保证金将释放退还）',
    body: auditRevokeBodySchema,
    response: bulletinResponseSchema,
  },
});
