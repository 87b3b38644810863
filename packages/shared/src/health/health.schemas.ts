import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { timestampSchema } from '../common/time';

export const healthResponseSchema = okEnvelope(
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    serverTime: timestampSchema,
    uptimeSeconds: z.number(),
  }),
);
