import { defineEndpoints } from '../api/endpoint';
import { okEnvelope } from '../api/envelope';
import { z } from 'zod';
import {
  fileFindBodySchema,
  fileIdParamsSchema,
  fileListResponseSchema,
  filePreviewQuerySchema,
  fileResponseSchema,
} from './file.schemas';

export const fileEndpoints = defineEndpoints('文件', {
  // A multipart body the handler reads itself: no body schema.
  fileUpload: {
    access: 'authenticated',
    summary: '上传文件（multipart/form-data，字段 file；按文件内容识别类型）',
    response: fileResponseSchema,
  },
  // File answers: no response schema; pages link to them (apiUrl) or read them as blobs.
  fileDownload: {
    access: 'public',
    summary: '下载文件',
    params: fileIdParamsSchema,
  },
  filePreview: {
    access: 'public',
    summary: '预览文件（图片与 PDF 在浏览器中打开；图片可按宽度 w 取缩小的 WebP）',
    description:
      'w 为 320、640、960、1280 之一时，图片按该宽度等比缩小（不放大）并以 WebP 发送；' +
      '非图片文件（PDF、Office）忽略 w，仍发送原文件。',
    params: fileIdParamsSchema,
    query: filePreviewQuerySchema,
  },
  fileDelete: {
    access: 'authenticated',
    summary: '删除本人上传、尚未使用的文件',
    params: fileIdParamsSchema,
    response: okEnvelope(z.null()),
  },
  fileFindByBusiness: {
    access: 'public',
    summary: '按业务记录列出文件（仅列出调用者可查看的）',
    body: fileFindBodySchema,
    response: fileListResponseSchema,
  },
});
