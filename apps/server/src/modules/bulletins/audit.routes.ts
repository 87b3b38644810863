import { API_PATHS } from '@lyp/shared/api/paths';
import {
  auditAddBodySchema,
  auditListBodySchema,
  auditListResponseSchema,
  auditRevokeBodySchema,
} from '@lyp/shared/auction/audit.schemas';
import { bulletinIdParamsSchema, bulletinResponseSchema } from '@lyp/shared/auction/bulletin.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/respond';
import { requirePrincipal } from '../../plugins/route-access';
import type { AuditService } from './audit.service';

const tags = ['公告审核'];

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  for (const [path, summary, list] of [
    [API_PATHS.auditPage, '全部待审与已审公告（分页）', audit.page],
    [API_PATHS.auditWaiting, '待审核公告', audit.waiting],
    [API_PATHS.auditDone, '已审核公告', audit.audited],
  ] as const) {
    app.post(
      path,
      {
        config: { access: PERMISSIONS.noticeAuditView },
        schema: {
          tags,
          summary,
          body: auditListBodySchema,
          response: { 200: auditListResponseSchema, ...errorResponses },
        },
      },
      async (request) => ok(await list(request.body)),
    );
  }

  app.get(
    API_PATHS.auditGet,
    {
      config: { access: PERMISSIONS.noticeAuditView },
      schema: {
        tags,
        summary: '审核用的公告详情',
        params: bulletinIdParamsSchema,
        response: { 200: bulletinResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await audit.get(request.params.id)),
  );

  app.post(
    API_PATHS.auditAdd,
    {
      config: { access: PERMISSIONS.noticeAuditApprove },
      schema: {
        tags,
        summary: '审核公告：通过即发布，驳回须填写原因',
        body: auditAddBodySchema,
        response: { 200: bulletinResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await audit.decide(requirePrincipal(request), request.body),
        request.body.approved ? '审核通过，公告已发布' : '公告已驳回',
      ),
  );

  app.post(
    API_PATHS.auditRevoke,
    {
      config: { access: PERMISSIONS.noticeAuditRevoke },
      schema: {
        tags,
        summary: '驳回已发布且尚未开始竞价的公告（已缴保证金将释放退还）',
        body: auditRevokeBodySchema,
        response: { 200: bulletinResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await audit.revoke(requirePrincipal(request), request.body), '已发布公告已驳回'),
  );
};
