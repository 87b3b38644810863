import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import { orderIdParamsSchema } from './order.schemas';
import {
  myRunnerUpOfferOrNullResponseSchema,
  myRunnerUpOfferResponseSchema,
  myRunnerUpOffersBodySchema,
  myRunnerUpOffersResponseSchema,
  runnerUpChainResponseSchema,
  runnerUpLotParamsSchema,
  runnerUpOfferBodySchema,
  runnerUpOfferIdParamsSchema,
} from './runner-up-offer.schemas';

export const runnerUpOfferEndpoints = defineEndpoints('悔拍递补', {
  sellerRunnerUpOffer: {
    access: PERMISSIONS.orderManageRunnerUp,
    summary:
      '悔拍递补：买受人悔拍后，按出价从高到低把标的依次递补给下一位竞买人（按其本人最高出价），限时答复',
    body: runnerUpOfferBodySchema,
    response: runnerUpChainResponseSchema,
  },
  sellerRunnerUpOffers: {
    access: PERMISSIONS.orderManageView,
    summary: '悔拍订单的递补记录：依次递补给谁、金额、答复期限与结果',
    params: orderIdParamsSchema,
    response: runnerUpChainResponseSchema,
  },
  platformRunnerUpOffer: {
    access: PERMISSIONS.bidOrderRunnerUp,
    summary: '平台代委托方发起悔拍递补（本平台任一委托方的悔拍订单）',
    body: runnerUpOfferBodySchema,
    response: runnerUpChainResponseSchema,
  },
  platformRunnerUpOffers: {
    access: PERMISSIONS.bidOrderView,
    summary: '悔拍订单的递补记录（竞价订单管理）',
    params: orderIdParamsSchema,
    response: runnerUpChainResponseSchema,
  },
  myRunnerUpOffers: {
    access: PERMISSIONS.myOrderView,
    summary: '我的递补邀请：按本人最高出价递补购买的邀请，含答复期限与结果',
    body: myRunnerUpOffersBodySchema,
    response: myRunnerUpOffersResponseSchema,
  },
  myRunnerUpOfferByLot: {
    access: PERMISSIONS.myOrderView,
    summary: '本人在该标的上待答复（或最近一次）的递补邀请，无则为空',
    params: runnerUpLotParamsSchema,
    response: myRunnerUpOfferOrNullResponseSchema,
  },
  myRunnerUpOfferAccept: {
    access: PERMISSIONS.runnerUpOfferRespond,
    summary: '接受递补：保证金仍冻结的立即生成新订单；已退还的须先重新缴纳保证金，确认到账后生成新订单',
    params: runnerUpOfferIdParamsSchema,
    response: myRunnerUpOfferResponseSchema,
  },
  myRunnerUpOfferDecline: {
    access: PERMISSIONS.runnerUpOfferRespond,
    summary: '放弃递补：邀请转给下一位竞买人，冻结的保证金释放退还',
    params: runnerUpOfferIdParamsSchema,
    response: myRunnerUpOfferResponseSchema,
  },
});
