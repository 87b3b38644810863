import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import { orderIdParamsSchema } from './order.schemas';
import {
  contractListBodySchema,
  documentFileQuerySchema,
  documentIdParamsSchema,
  documentVerificationResponseSchema,
  saleDocumentListResponseSchema,
  saleDocumentPageResponseSchema,
  saleDocumentResponseSchema,
  verifyCodeParamsSchema,
} from './contract.schemas';

/** An API client reads a sale's documents with any right to see its orders or contracts. */
const DOCUMENT_READERS = [
  PERMISSIONS.orderManageView,
  PERMISSIONS.myOrderView,
  PERMISSIONS.feeContractView,
  PERMISSIONS.tripartiteContractView,
  PERMISSIONS.billOfLadingView,
];

export const contractEndpoints = defineEndpoints('合同与单据', {
  contractInfoByOrder: {
    access: 'authenticated',
    machineAccess: DOCUMENT_READERS,
    summary: '订单的成交确认书、合同、提货单与结算单（各方只看到自己一方的单据）',
    params: orderIdParamsSchema,
    response: saleDocumentListResponseSchema,
  },
  buyerContracts: {
    access: PERMISSIONS.feeContractView,
    summary: '费用合同·买受人合同：本人竞得订单的买受人合同',
    body: contractListBodySchema,
    response: saleDocumentPageResponseSchema,
  },
  sellerContracts: {
    access: PERMISSIONS.feeContractView,
    summary: '费用合同·委托方合同：当前委托方成交订单的费用（佣金）合同',
    body: contractListBodySchema,
    response: saleDocumentPageResponseSchema,
  },
  tripartiteContracts: {
    access: PERMISSIONS.tripartiteContractView,
    summary: '三方合同：本人作为买受人或当前委托方的成交订单的三方合同',
    body: contractListBodySchema,
    response: saleDocumentPageResponseSchema,
  },
  buyerContractsExport: {
    access: PERMISSIONS.feeContractExport,
    summary: '按当前查询条件导出买受人合同（.xlsx，边查边写）',
    body: contractListBodySchema,
  },
  sellerContractsExport: {
    access: PERMISSIONS.feeContractExport,
    summary: '按当前查询条件导出委托方费用合同（.xlsx，边查边写）',
    body: contractListBodySchema,
  },
  tripartiteContractsExport: {
    access: PERMISSIONS.tripartiteContractExport,
    summary: '按当前查询条件导出三方合同（.xlsx，边查边写）',
    body: contractListBodySchema,
  },
  contractFile: {
    access: 'authenticated',
    machineAccess: DOCUMENT_READERS,
    summary: '单据 PDF（预览；download=1 时下载）',
    params: documentIdParamsSchema,
    query: documentFileQuerySchema,
  },
  contractConfirm: {
    access: 'authenticated',
    summary: '签署确认：合同一方在线确认，出具载有确认记录的新版本',
    params: documentIdParamsSchema,
    response: saleDocumentResponseSchema,
  },
  contractVerify: {
    access: 'public',
    summary: '单据核验：按验证码查看编号、当事人、金额与文件的 SHA-256',
    params: verifyCodeParamsSchema,
    response: documentVerificationResponseSchema,
  },
});
