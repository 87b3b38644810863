import type { Endpoint } from '@lyp/shared/api/endpoint';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Readable } from 'node:stream';
import { excelReplyHeaders } from '../lib/excel-export';
import { spoolToFile } from '../lib/spooled-file';
import { errorResponses } from '../lib/respond';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A request whose params, query and body have passed the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/**
 * What the handler answers: the response schema's input, or the reply itself when the handler
 * sends on its own (a file, a page, or a status other than 200 such as health's 503).
 */
export type EndpointAnswer<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']> | FastifyReply
  : FastifyReply;

export interface RouteExtras {
  /** Route settings other than access, which always comes from the endpoint map. */
  config?: Omit<FastifyContextConfig, 'access'>;
  bodyLimit?: number;
  /**
   * Answers by status beside the 200 and the common error bodies, replacing those of the same
   * key: health's 503 report, the token endpoint's RFC 6749 errors.
   */
  responses?: Record<string, z.ZodType>;
  /** Content types of a body read by the handler itself (multipart uploads), for the docs. */
  consumes?: string[];
  /** Hand failed validation to the handler (the token endpoint reads form and query itself). */
  attachValidation?: boolean;
}

/** Anything routes can be added to: the app or an encapsulated plugin instance. */
interface RouteTarget {
  route(options: never): unknown;
}

/**
 * Registers one entry of the endpoint map: method, path, permission, validation, response
 * checking and its OpenAPI entry all come from the shared contract, so none of them can
 * drift from what the web client was compiled against.
 */
export function route<E extends Endpoint>(
  app: RouteTarget,
  endpoint: E,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointAnswer<E>>,
  extras: RouteExtras = {},
): void {
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    ...(extras.attachValidation ? { attachValidation: true } : {}),
    config: {
      ...extras.config,
      access: endpoint.access,
      ...(endpoint.changesReviewQueue ? { changesReviewQueue: true } : {}),
      ...(endpoint.machineAccess
        ? { machineAccess: endpoint.machineAccess.map((permission) => permission.code) }
        : {}),
    },
    schema: {
      // The endpoint map's name: generated clients call `myOrders()`, not `postOrderMyList()`.
      operationId: endpoint.name,
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(extras.consumes ? { consumes: extras.consumes } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // A file answer (a download, an export) has no 200 schema; its errors are JSON all the same.
      response: {
        ...(endpoint.response ? { 200: endpoint.response } : {}),
        ...errorResponses,
        ...extras.responses,
      },
    },
    handler: handler as RouteOptions['handler'],
  };
  app.route(options as never);
}

/** Sends JSON that is already serialized (prepared and checked once, see lib/stamped-json). */
export const sendJson = (reply: FastifyReply, json: Buffer): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(json);

/** A workbook ready to stream: its file name (Chinese allowed) and its bytes as they are written. */
export interface ExcelFile {
  fileName: string;
  stream: Readable;
}

/**
 * Registers an export endpoint: `makeFile` builds the workbook from the checked request (in the
 * workbook thread), and the reply sends the finished file as an .xlsx download under its real
 * name. Every list's 导出 goes through here.
 */
export function exportRoute<E extends Endpoint>(
  app: RouteTarget,
  endpoint: E,
  makeFile: (request: EndpointRequest<E>) => ExcelFile | Promise<ExcelFile>,
): void {
  route(app, endpoint, async (request, reply) => {
    const { fileName, stream } = await makeFile(request);
    // Complete before the 200: a database failure part-way is answered as an error.
    const file = await spoolToFile(stream);
    return reply
      .headers(excelReplyHeaders(fileName))
      .header('content-length', file.sizeBytes)
      .send(file.read());
  });
}
