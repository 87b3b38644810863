export { createInvoiceProfilesRepository } from './invoice-profiles.repository';
export { createInvoiceProfilesService, type InvoiceProfilesService } from './invoice-profiles.service';
export { invoicesRoutes } from './invoices.routes';
