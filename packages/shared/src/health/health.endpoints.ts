import { defineEndpoints } from '../api/endpoint';
import { healthResponseSchema } from './health.schemas';

export const healthEndpoints = defineEndpoints('运维', {
  health: {
    access: 'public',
    summary: '健康检查',
    response: healthResponseSchema,
  },
});
