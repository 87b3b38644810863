import type { Principal } from '../../../lib/principal';
import { requireDocument } from '../document-access';
import type { DocumentsServiceDeps } from '../documents-deps';

/** The stored PDF, exactly as issued. */
export function openDocument(deps: DocumentsServiceDeps) {
  const { documents, storage } = deps;
  return async (principal: Principal, id: number) => {
    const { row } = await requireDocument(documents, principal, id);
    return { row, stream: storage.open(row.storageKey) };
  };
}
