import {
  certificationListBodySchema,
  certificationListResponseSchema,
  certificationResponseSchema,
  certificationReviewBodySchema,
  personalAuthBodySchema,
} from '@lyp/shared/account/certification.schemas';
import { API_PATHS } from '@lyp/shared/api/paths';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/respond';
import { requirePrincipal } from '../../plugins/route-access';
import type { CertificationsService } from './certifications.service';

const tags = ['实名认证'];

export const certificationsRoutes: FastifyPluginAsyncZod<{ certifications: CertificationsService }> = async (
  app,
  { certifications },
) => {
  app.post(
    API_PATHS.personalAuthAdd,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '提交个人实名认证（姓名、身份证号与身份证正反面照片），待审核',
        body: personalAuthBodySchema,
        response: { 200: certificationResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await certifications.applyPersonal(requirePrincipal(request), request.body),
        '认证申请已提交，请等待审核',
      ),
  );

  app.get(
    API_PATHS.myCertification,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '我的实名认证状态（未申请时为 null）',
        response: { 200: certificationResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await certifications.mine(requirePrincipal(request))),
  );

  app.post(
    API_PATHS.certificationList,
    {
      config: { access: PERMISSIONS.registerReviewView },
      schema: {
        tags,
        summary: '实名认证审核列表（含完整身份证号与证件照片编号）',
        body: certificationListBodySchema,
        response: { 200: certificationListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await certifications.list(request.body)),
  );

  app.post(
    API_PATHS.certificationReview,
    {
      config: { access: PERMISSIONS.registerReviewApprove },
      schema: {
        tags,
        summary: '审核实名认证：通过，或驳回并说明原因',
        body: certificationReviewBodySchema,
        response: { 200: certificationResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await certifications.review(requirePrincipal(request), request.body)),
  );
};
