import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { PreviewWidth } from '@lyp/shared/files/file.schemas';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error';
import { contentDisposition } from '../../lib/content-disposition';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { registerMultipart } from '../../plugins/multipart';
import { REQUEST_LIMITS } from '../../plugins/request-limits';
import { requirePrincipal } from '../../plugins/route-access';
import type { FilesService, OpenedFile } from './files.service';

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

  route(app, ENDPOINTS.fileDownload, async (request, reply) =>
    sendFile(reply, await filesService.open(request.principal, request.params.id, 'download')),
  );
  route(app, ENDPOINTS.filePreview, async (request, reply) => {
    const { w } = request.query;
    const width = w === undefined ? undefined : (Number(w) as PreviewWidth);
    return sendFile(reply, await filesService.open(request.principal, request.params.id, 'preview', width));
  });

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

/** The same headers for an original and a resized copy: both are private to who may read the file. */
function sendFile(reply: FastifyReply, file: OpenedFile) {
  return reply
    .type(file.mime)
    .header('content-length', file.sizeBytes)
    .header('content-disposition', contentDisposition(file.inline ? 'inline' : 'attachment', file.name))
    .header('cache-control', 'private, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
