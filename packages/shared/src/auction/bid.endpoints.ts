import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  bidAddBodySchema,
  bidderInfoResponseSchema,
  bidListBodySchema,
  bidListResponseSchema,
  bidOneResponseSchema,
  bidResultResponseSchema,
  lotLiveStateResponseSchema,
  maxPriceBodySchema,
  myBidListBodySchema,
  myBidListResponseSchema,
} from './bid.schemas';
import { lotIdParamsSchema } from './deposit.schemas';

export const bidEndpoints = defineEndpoints('出价', {
  bidList: {
    access: 'public',
    summary: '标的的出价记录（按竞买人代号显示，新的在前）',
    body: bidListBodySchema,
    response: bidListResponseSchema,
  },
  bidNewest: {
    access: 'public',
    summary: '标的的最新出价',
    params: lotIdParamsSchema,
    response: bidOneResponseSchema,
  },
  bidHighest: {
    access: 'public',
    summary: '标的的最高出价',
    params: lotIdParamsSchema,
    response: bidOneResponseSchema,
  },
  bidLiveState: {
    access: 'public',
    summary: '标的的实时竞价状态（实时通道断开或序号不连续时据此重新同步）',
    params: lotIdParamsSchema,
    response: lotLiveStateResponseSchema,
  },
  bidUserInfo: {
    access: 'authenticated',
    summary: '本人在标的上的竞价情况，以及不能出价时缺少什么',
    params: lotIdParamsSchema,
    response: bidderInfoResponseSchema,
  },
  myBids: {
    access: PERMISSIONS.myBidView,
    summary: '我的竞价：本人出过价的标的，本人最高出价与最高价、当前价和是否领先或中标',
    body: myBidListBodySchema,
    response: myBidListResponseSchema,
  },
  myBidsExport: {
    access: PERMISSIONS.myBidExport,
    summary: '导出我的竞价（.xlsx，边查边写）',
    body: myBidListBodySchema,
  },
  bidAdd: {
    access: PERMISSIONS.bidPlace,
    summary: '出价（须带客户端生成的出价编号，重试不会重复出价）',
    body: bidAddBodySchema,
    response: bidResultResponseSchema,
  },
  bidMaxPrice: {
    access: PERMISSIONS.bidPlace,
    summary: '设置最高价（代理出价：系统按最低必要价格替您出价）',
    body: maxPriceBodySchema,
    response: bidResultResponseSchema,
  },
  bidDecrease: {
    access: PERMISSIONS.bidPlace,
    summary: '降价竞价应价：按当前价格应价，第一个应价者成交（须带出价编号；金额为您看到的当前价格）',
    body: bidAddBodySchema,
    response: bidResultResponseSchema,
  },
});
