import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import { lotIdParamsSchema } from './deposit.schemas';
import {
  mySealedBidsResponseSchema,
  sealedBidBodySchema,
  sealedReceiptResponseSchema,
  sealedResultResponseSchema,
} from './sealed-bid.schemas';

export const sealedBidEndpoints = defineEndpoints('一次报价', {
  sealedBidSubmit: {
    access: PERMISSIONS.bidPlace,
    summary: '一次报价：提交或提高报价（结束前只可提高），返回含承诺值的回执；重试不会重复报价',
    body: sealedBidBodySchema,
    response: sealedReceiptResponseSchema,
  },
  sealedBidMine: {
    access: 'authenticated',
    summary: '本人在一次报价标的上的报价回执（只含本人的报价）',
    params: lotIdParamsSchema,
    response: mySealedBidsResponseSchema,
  },
  sealedBidResult: {
    access: 'public',
    summary: '一次报价结果：结束后公开每笔报价（代号、金额、时间、承诺值）及揭示的密钥；结束前只有报价数',
    params: lotIdParamsSchema,
    response: sealedResultResponseSchema,
  },
});
