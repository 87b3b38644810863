import { API_PATHS } from '@lyp/shared/api/paths';
import {
  depositIdParamsSchema,
  depositInfoResponseSchema,
  depositListBodySchema,
  depositListResponseSchema,
  depositPayBodySchema,
  depositPaymentAuditBodySchema,
  depositResponseSchema,
  depositReturnAuditBodySchema,
  lotIdParamsSchema,
} from '@lyp/shared/auction/deposit.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/respond';
import { requirePrincipal } from '../../plugins/route-access';
import type { DepositsService } from './deposits.service';

const tags = ['保证金'];

export const depositsRoutes: FastifyPluginAsyncZod<{ deposits: DepositsService }> = async (
  app,
  { deposits },
) => {
  app.get(
    API_PATHS.marginInfoByAuction,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '标的的保证金要求、收款账户与本人的缴纳情况',
        params: lotIdParamsSchema,
        response: { 200: depositInfoResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await deposits.info(requirePrincipal(request), request.params.lotId)),
  );

  app.post(
    API_PATHS.marginPay,
    {
      config: { access: PERMISSIONS.marginPay },
      schema: {
        tags,
        summary: '提交保证金缴款凭证（银行转账后上传）',
        body: depositPayBodySchema,
        response: { 200: depositResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(await deposits.pay(requirePrincipal(request), request.body), '缴款凭证已提交，请等待审核'),
  );

  app.post(
    API_PATHS.marginAuditList,
    {
      config: { access: PERMISSIONS.marginAuditView },
      schema: {
        tags,
        summary: '保证金审核列表（按状态筛选）',
        body: depositListBodySchema,
        response: { 200: depositListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await deposits.auditList(request.body)),
  );

  app.post(
    API_PATHS.marginPaymentAudit,
    {
      config: { access: PERMISSIONS.marginPaymentAudit },
      schema: {
        tags,
        summary: '审核保证金缴纳：确认到账（冻结）或驳回',
        body: depositPaymentAuditBodySchema,
        response: { 200: depositResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await deposits.auditPayment(requirePrincipal(request), request.body),
        request.body.approved ? '已确认到账' : '缴款凭证已驳回',
      ),
  );

  app.post(
    API_PATHS.marginReturnAudit,
    {
      config: { access: PERMISSIONS.marginReturnAudit },
      schema: {
        tags,
        summary: '确认保证金已退还',
        body: depositReturnAuditBodySchema,
        response: { 200: depositResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await deposits.auditReturn(requirePrincipal(request), request.body), '已确认退还'),
  );

  app.post(
    API_PATHS.myMargins,
    {
      config: { access: PERMISSIONS.myMarginView },
      schema: {
        tags,
        summary: '我的保证金',
        body: depositListBodySchema,
        response: { 200: depositListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await deposits.myList(requirePrincipal(request), request.body)),
  );

  app.get(
    API_PATHS.myMarginInfo,
    {
      config: { access: PERMISSIONS.myMarginView },
      schema: {
        tags,
        summary: '我的一笔保证金及其流水',
        params: depositIdParamsSchema,
        response: { 200: depositResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await deposits.myInfo(requirePrincipal(request), request.params.id)),
  );
};
