import { API_PATHS } from '@lyp/shared/api/paths';
import {
  fileFindBodySchema,
  fileIdParamsSchema,
  fileListResponseSchema,
  fileResponseSchema,
} from '@lyp/shared/files/file.schemas';
import { okEnvelope } from '@lyp/shared/api/envelope';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorResponses, ok } from '../../lib/respond';
import { REQUEST_LIMITS } from '../../plugins/request-limits';
import { requirePrincipal } from '../../plugins/route-access';
import type { FilesService } from './files.service';

const tags = ['文件'];

/** RFC 5987 ext-value: encodeURIComponent leaves ' ( ) * as they are, which attr-char does not allow. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** RFC 6266 / 5987: an ASCII fallback plus the real (Chinese) name. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${extValue(name)}`;
}

export const filesRoutes: FastifyPluginAsyncZod<{ filesService: FilesService }> = async (
  app,
  { filesService },
) => {
  app.post(
    API_PATHS.fileUpload,
    {
      config: { access: 'authenticated', requestLimit: REQUEST_LIMITS.upload },
      schema: {
        tags,
        summary: '上传文件（multipart/form-data，字段 file；按文件内容识别类型）',
        consumes: ['multipart/form-data'],
        response: { 200: fileResponseSchema, ...errorResponses },
      },
    },
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
  );

  for (const [path, mode] of [
    [API_PATHS.fileDownload, 'download'],
    [API_PATHS.filePreview, 'preview'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: mode === 'download' ? '下载文件' : '预览文件（图片与 PDF 在浏览器中打开）',
          params: fileIdParamsSchema,
        },
      },
      async (request, reply) => {
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
      },
    );
  }

  app.post(
    API_PATHS.fileDelete,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '删除本人上传、尚未使用的文件',
        params: fileIdParamsSchema,
        response: { 200: okEnvelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await filesService.remove(requirePrincipal(request), request.params.id);
      return ok(null, '文件已删除');
    },
  );

  app.post(
    API_PATHS.fileFindByBusiness,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '按业务记录列出文件（仅列出调用者可查看的）',
        body: fileFindBodySchema,
        response: { 200: fileListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await filesService.findByBusiness(
          request.principal,
          request.body.businessType,
          request.body.businessId,
        ),
      ),
  );
};
