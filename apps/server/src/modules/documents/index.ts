export { createDocumentsRepository } from './documents.repository';
export { documentsRoutes } from './documents.routes';
export { createDocumentsService, type DocumentsService } from './documents.service';
