import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import { lotIdParamsSchema } from './deposit.schemas';
import {
  browseBodySchema,
  browseResponseSchema,
  bulletinSearchBodySchema,
  bulletinSearchResponseSchema,
  followBodySchema,
  followListBodySchema,
  followListResponseSchema,
  followStateResponseSchema,
  homeBulletinsResponseSchema,
  homeFiguresResponseSchema,
  lotDetailResponseSchema,
  lotSearchBodySchema,
  lotSearchResponseSchema,
  publicBulletinParamsSchema,
  publicBulletinResponseSchema,
} from './market.schemas';

/** The public market: what anyone may read, and a signed-in user's follows (spec: attention). */
export const marketEndpoints = defineEndpoints('竞价大厅', {
  bulletinSearch: {
    access: 'public',
    summary: '更多公告：已发布的竞价公告（最新在前，可按标题或委托方搜索、分页）',
    body: bulletinSearchBodySchema,
    response: bulletinSearchResponseSchema,
  },
  homeBulletins: {
    access: 'public',
    summary: '首页的最新竞价公告及其标的（竞价中与即将开始的在前）',
    response: homeBulletinsResponseSchema,
  },
  homeFigures: {
    access: 'public',
    summary: '首页的平台数据（竞价中、即将开始、已成交标的数，成交金额，公告数，注册用户数）',
    response: homeFiguresResponseSchema,
  },
  lotSearch: {
    access: 'public',
    summary: '搜索标的（按状态、分类、地区、价格、关键字筛选，可排序、分页）',
    body: lotSearchBodySchema,
    response: lotSearchResponseSchema,
  },
  lotDetail: {
    access: 'public',
    summary: '标的详情（图片、附件、看货安排、实时竞价状态、最近出价与结果；保留价只显示是否达到）',
    params: lotIdParamsSchema,
    response: lotDetailResponseSchema,
  },
  publicBulletin: {
    access: 'public',
    summary: '竞价公告详情（正文、附件与标的）',
    params: publicBulletinParamsSchema,
    response: publicBulletinResponseSchema,
  },
  lotBrowse: {
    access: 'public',
    summary: '记录一次浏览（同一访客 30 分钟内只计一次），返回浏览次数',
    body: browseBodySchema,
    response: browseResponseSchema,
  },
  lotSubscribe: {
    access: 'authenticated',
    summary: '关注标的（可选择开拍前提醒；已关注时更新提醒设置）',
    body: followBodySchema,
    response: followStateResponseSchema,
  },
  lotSubscribeCheck: {
    access: 'authenticated',
    summary: '本人是否关注了该标的，以及是否开拍提醒',
    params: lotIdParamsSchema,
    response: followStateResponseSchema,
  },
  followList: {
    access: PERMISSIONS.myAttentionView,
    summary: '我的关注（最近关注的在前）',
    body: followListBodySchema,
    response: followListResponseSchema,
  },
  followExport: {
    access: PERMISSIONS.myAttentionExport,
    summary: '导出我的关注（.xlsx，边查边写）',
    body: followListBodySchema,
  },
  followCancel: {
    access: PERMISSIONS.myAttentionCancel,
    summary: '取消关注（未关注时也视为成功）',
    params: lotIdParamsSchema,
    response: followStateResponseSchema,
  },
});
