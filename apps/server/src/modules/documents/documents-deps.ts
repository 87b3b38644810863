import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../lib/file-storage';
import type { OrdersRepository } from '../orders';
import type { DocumentsRepository } from './documents.repository';

export interface DocumentsServiceDeps {
  documents: DocumentsRepository;
  orders: Pick<OrdersRepository, 'find' | 'viewingContacts'>;
  storage: FileStorage;
  clock: Clock;
  /** Where the public verification page lives: printed on every document and in its QR code. */
  verifyUrl: (code: string) => string;
  /** The 计量单位 dictionary's labels by value. */
  unitLabels: () => Promise<ReadonlyMap<string, string>>;
  /** Where a stored document that cannot be served as issued is reported. */
  log: { error(details: object, message: string): void };
}
