import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  matchCandidatesResponseSchema,
  statementFileBodySchema,
  statementImportBodySchema,
  statementImportSummaryResponseSchema,
  statementLayoutsResponseSchema,
  statementLineIdParamsSchema,
  statementLineListBodySchema,
  statementLineListResponseSchema,
  statementLineMatchBodySchema,
  statementLineRejectBodySchema,
  statementLineResponseSchema,
  statementPreviewResponseSchema,
} from './statement.schemas';

/** 银行对账: the platform account's statement against the deposits and orders it pays. */
export const statementEndpoints = defineEndpoints('银行对账', {
  statementLayouts: {
    access: PERMISSIONS.statementView,
    summary: '已记住的银行对账单列映射（每家银行一份）',
    response: statementLayoutsResponseSchema,
  },
  statementPreview: {
    access: PERMISSIONS.statementImport,
    summary: '读取已上传的对账单（.xlsx 或 .csv，UTF-8 或 GBK）：表头、前几行，以及匹配的已记住列映射',
    body: statementFileBodySchema,
    response: statementPreviewResponseSchema,
  },
  statementImport: {
    changesReviewQueue: true,
    access: PERMISSIONS.statementImport,
    summary:
      '按列映射导入对账单：附言含保证金参考号或订单号且金额相符的收入自动确认，其余进入异常列表；重复导入不改变任何记录',
    body: statementImportBodySchema,
    response: statementImportSummaryResponseSchema,
  },
  statementLines: {
    access: PERMISSIONS.statementView,
    summary: '对账记录：导入的收入流水及其处理结果（默认待处理的异常）',
    body: statementLineListBodySchema,
    response: statementLineListResponseSchema,
  },
  statementLineCandidates: {
    access: PERMISSIONS.statementResolve,
    summary: '异常流水可能对应的款项：金额相同、待确认的保证金与订单',
    params: statementLineIdParamsSchema,
    response: matchCandidatesResponseSchema,
  },
  statementLineMatch: {
    changesReviewQueue: true,
    access: PERMISSIONS.statementResolve,
    summary: '人工匹配异常流水：确认所选保证金或订单到账（金额须相符）',
    body: statementLineMatchBodySchema,
    response: statementLineResponseSchema,
  },
  statementLineReject: {
    changesReviewQueue: true,
    access: PERMISSIONS.statementResolve,
    summary: '驳回异常流水（非平台业务款项等），说明原因',
    body: statementLineRejectBodySchema,
    response: statementLineResponseSchema,
  },
});
