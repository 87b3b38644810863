import { API_PATHS, API_PREFIX } from '@lyp/shared/api/paths';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { withoutBareNullable } from '../lib/openapi-cleanup';
import { declareRoutesPublic } from './route-access';

/** OpenAPI document generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '乐易拍在线竞价平台 API',
        description:
          '所有接口位于 /lyp/api 之下。成功返回 `{ code: 0, msg, data }`，失败返回 `{ code: 1, msg, error }`。' +
          '需要登录的接口在请求头携带 `Authorization: Bearer <access_token>`。',
        version: '0.1.0',
        license: { name: '专有软件，未经许可不得使用' },
      },
      // Paths carry the /lyp/api prefix: the server is the site itself.
      servers: [{ url: '/', description: '本站' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (the recursive area tree) become components to refer to.
    transformObject: (document) => withoutBareNullable(jsonSchemaTransformObject(document)),
  });
  // Not entries of the endpoint map: Swagger UI registers its own routes (the page, the JSON
  // and YAML documents, static files) under this prefix, with handlers of its own.
  await app.register(async (docs) => {
    declareRoutesPublic(docs);
    await docs.register(swaggerUi, {
      routePrefix: `${API_PREFIX}${API_PATHS.docs}`,
      staticCSP: true,
      // Swagger UI sets a few inline styles of its own.
      transformStaticCSP: (header) =>
        header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
    });
  });
}
