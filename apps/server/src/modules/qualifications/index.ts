export { createQualificationsRepository } from './qualifications.repository';
export { qualificationsRoutes } from './qualifications.routes';
export { createQualificationsService, type QualificationsService } from './qualifications.service';
