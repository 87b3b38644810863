export { createCertificationsRepository } from './certifications.repository';
export { certificationsRoutes } from './certifications.routes';
export { createCertificationsService, type CertificationsService } from './certifications.service';
