import { defineEndpoints } from '../api/endpoint';
import { okEnvelope } from '../api/envelope';
import { PERMISSIONS } from '../rbac/permissions';
import { z } from 'zod';
import {
  bulletinAddBodySchema,
  bulletinEditBodySchema,
  bulletinIdParamsSchema,
  bulletinListBodySchema,
  bulletinListResponseSchema,
  bulletinResponseSchema,
  commissionEditBodySchema,
  lotIdBodySchema,
  lotViewingAddBodySchema,
  lotViewingEditBodySchema,
  lotViewingListResponseSchema,
  lotViewingResponseSchema,
  specifiedBiddersResponseSchema,
  specifiedBiddersSaveBodySchema,
  specifiedOrgSearchBodySchema,
  specifiedOrgSearchResponseSchema,
} from './bulletin.schemas';
import { bulletinPreviewResponseSchema } from './market.schemas';
import { reauctionBodySchema } from './reauction.schemas';

/** A seller's own bulletins and their lots (spec: notice → bulletin, guardGoods → viewing). */
export const bulletinEndpoints = defineEndpoints('竞价公告（委托方）', {
  bulletinList: {
    access: PERMISSIONS.bulletinView,
    summary: '本组织的竞价公告（分页）',
    body: bulletinListBodySchema,
    response: bulletinListResponseSchema,
  },
  bulletinExport: {
    access: PERMISSIONS.bulletinExport,
    summary: '按当前查询条件导出本组织的竞价公告（.xlsx，边查边写）',
    body: bulletinListBodySchema,
  },
  bulletinGet: {
    access: PERMISSIONS.bulletinView,
    summary: '竞价公告详情（含保留价）',
    params: bulletinIdParamsSchema,
    response: bulletinResponseSchema,
  },
  bulletinPreview: {
    access: PERMISSIONS.bulletinView,
    summary: '预览：公告与标的按公开页面的样子展示（含未发布的）',
    params: bulletinIdParamsSchema,
    response: bulletinPreviewResponseSchema,
  },
  bulletinAdd: {
    access: PERMISSIONS.bulletinAdd,
    summary: '新增竞价公告（草稿）与标的',
    body: bulletinAddBodySchema,
    response: bulletinResponseSchema,
  },
  bulletinEdit: {
    access: PERMISSIONS.bulletinEdit,
    summary: '修改竞价公告（草稿、已驳回或已撤回）',
    body: bulletinEditBodySchema,
    response: bulletinResponseSchema,
  },
  // State changes are POST even when the id is in the path: never triggered by a prefetch.
  bulletinCommit: {
    changesReviewQueue: true,
    access: PERMISSIONS.bulletinCommit,
    summary: '提交审核',
    params: bulletinIdParamsSchema,
    response: bulletinResponseSchema,
  },
  bulletinUndo: {
    changesReviewQueue: true,
    access: PERMISSIONS.bulletinUndo,
    summary: '撤回（待审核，或已发布但未开始竞价）',
    params: bulletinIdParamsSchema,
    response: bulletinResponseSchema,
  },
  bulletinDelete: {
    access: PERMISSIONS.bulletinRemove,
    summary: '删除竞价公告（草稿、已驳回或已撤回）',
    params: bulletinIdParamsSchema,
    response: okEnvelope(z.null()),
  },
  lotReauction: {
    access: PERMISSIONS.bulletinReauction,
    summary: '重新拍卖：以流拍或悔拍的标的新建草稿公告（起拍价默认降低 20%，悔拍人不得参与）',
    body: reauctionBodySchema,
    response: bulletinResponseSchema,
  },
  guardGoodsList: {
    access: PERMISSIONS.bulletinView,
    summary: '标的的看货信息',
    body: lotIdBodySchema,
    response: lotViewingListResponseSchema,
  },
  guardGoodsAdd: {
    access: PERMISSIONS.guardGoodsEdit,
    summary: '新增看货信息',
    body: lotViewingAddBodySchema,
    response: lotViewingResponseSchema,
  },
  guardGoodsEdit: {
    access: PERMISSIONS.guardGoodsEdit,
    summary: '修改看货信息',
    body: lotViewingEditBodySchema,
    response: lotViewingResponseSchema,
  },
  specifyUserSave: {
    access: PERMISSIONS.specifyUserEdit,
    summary: '设置定向竞买人（按手机号，替换原名单）',
    body: specifiedBiddersSaveBodySchema,
    response: specifiedBiddersResponseSchema,
  },
  specifyOrgSearch: {
    access: PERMISSIONS.specifyUserEdit,
    summary: '按名称或统一社会信用代码查找已认证企业，用于定向竞价',
    body: specifiedOrgSearchBodySchema,
    response: specifiedOrgSearchResponseSchema,
  },
  specifyUserList: {
    access: PERMISSIONS.bulletinView,
    summary: '定向竞买人名单',
    body: lotIdBodySchema,
    response: specifiedBiddersResponseSchema,
  },
});

export const bulletinCommissionEndpoints = defineEndpoints('佣金', {
  commissionEdit: {
    access: PERMISSIONS.commissionEdit,
    summary: '设置公告的固定佣金比例（null 恢复平台阶梯佣金）',
    body: commissionEditBodySchema,
    response: bulletinResponseSchema,
  },
});
