import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { contentDisposition } from '../../lib/content-disposition';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { registerMultipart } from '../../plugins/multipart';
import { REQUEST_LIMITS } from '../../plugins/request-limits';
import { requirePrincipal } from '../../plugins/route-access';
import type { FilesService } from './files.service';

export const filesRoutes: FastifyPluginAsync<{ filesService: FilesService; maxUploadBytes: number }> = async (
  app,
  { filesService, maxUploadBytes },
) => {
  // Multipart parsing only here: elsewhere its hooks would cost every request a listener.
  await registerMultipart(app, maxUploadBytes);
  route(
    app,
    ENDPOINTS.fileUpload,
    async (request) => {
      const principal = requirePrincipal(request);
      if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw new AppError('FILE_REQUIRED');
      return ok(
        await filesService.upload({ principal, stream: part.file, filename: part.filename }),
        '上传成功',
      );
    },
    { config: { requestLimit: REQUEST_LIMITS.upload }, consumes: ['multipart/form-data'] },
  );

  for (const [endpoint, mode] of [
    [ENDPOINTS.fileDownload, 'download'],
    [ENDPOINTS.filePreview, 'preview'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const { record, name, stream, inline } = await filesService.open(
        request.principal,
        request.params.id,
        mode,
      );
      return reply
        .type(record.mime)
        .header('content-length', record.sizeBytes)
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    });
  }

  route(app, ENDPOINTS.fileDelete, async (request) => {
    await filesService.remove(requirePrincipal(request), request.params.id);
    return ok(null, '文件已删除');
  });

  route(app, ENDPOINTS.fileFindByBusiness, async (request) =>
    ok(
      await filesService.findByBusiness(
        request.principal,
        request.body.businessType,
        request.body.businessId,
      ),
    ),
  );
};
