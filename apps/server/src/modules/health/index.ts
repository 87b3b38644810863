export { createHealthRepository } from './health.repository';
export { healthRoutes } from './health.routes';
