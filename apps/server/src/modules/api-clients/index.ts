export { apiClientsRoutes } from './api-clients.routes';
export { createApiClientsRepository, type ApiClientsRepository } from './api-clients.repository';
export { createApiClientsService, type ApiClientsService } from './api-clients.service';
export { createClientCredentialsGrant, type ClientCredentialsGrant } from './client-credentials-grant';
export { managementRefusal } from './api-client-access';
