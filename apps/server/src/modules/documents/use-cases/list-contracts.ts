import type { ContractListBody, DocumentKind } from '@lyp/shared/auction/contract.schemas';
import { allPages } from '../../../lib/excel-export';
import { buyerOrgBound, type Principal } from '../../../lib/principal';
import { exportContracts } from '../contract-export';
import { documentViews } from '../document-views';
import type { DocumentsServiceDeps } from '../documents-deps';
import type { ContractListScope } from '../documents.repository';
import { pageWindow } from '../../../lib/paging';

const buyerScope = (principal: Principal): ContractListScope => ({
  side: 'buyer',
  userId: principal.userId,
  buyerOrgId: buyerOrgBound(principal),
});
const sellerScope = (principal: Principal): ContractListScope => ({
  side: 'seller',
  orgId: principal.orgId,
});
const eitherScope = (principal: Principal): ContractListScope => ({
  side: 'either',
  userId: principal.userId,
  orgId: principal.orgId,
  buyerOrgId: buyerOrgBound(principal),
});

/** The contract lists (费用合同 of each side, 三方合同), a page at a time or exported whole. */
export function listContracts(deps: DocumentsServiceDeps) {
  const { documents, clock } = deps;
  const views = documentViews(deps);

  async function listPage(
    principal: Principal,
    scope: ContractListScope,
    kind: DocumentKind,
    body: ContractListBody,
  ) {
    const { offset, limit } = pageWindow(body);
    const { records, total } = await documents.orderPage(scope, body.keyword, offset, limit);
    return { records: await views(records, principal, kind), total, current: body.current, size: body.size };
  }

  /** A contract list as filtered, every page of it, as an .xlsx. */
  function exportPages(
    principal: Principal,
    scope: ContractListScope,
    kind: DocumentKind,
    body: ContractListBody,
  ) {
    const rows = allPages(async (offset, limit) =>
      views((await documents.orderPage(scope, body.keyword, offset, limit)).records, principal, kind),
    );
    return exportContracts(kind, rows, clock.now());
  }

  return {
    buyerContracts: (principal: Principal, body: ContractListBody) =>
      listPage(principal, buyerScope(principal), 'buyer_contract', body),
    buyerContractsExport: (principal: Principal, body: ContractListBody) =>
      exportPages(principal, buyerScope(principal), 'buyer_contract', body),

    sellerContracts: (principal: Principal, body: ContractListBody) =>
      listPage(principal, sellerScope(principal), 'seller_contract', body),
    sellerContractsExport: (principal: Principal, body: ContractListBody) =>
      exportPages(principal, sellerScope(principal), 'seller_contract', body),

    tripartiteContracts: (principal: Principal, body: ContractListBody) =>
      listPage(principal, eitherScope(principal), 'tripartite', body),
    tripartiteContractsExport: (principal: Principal, body: ContractListBody) =>
      exportPages(principal, eitherScope(principal), 'tripartite', body),
  };
}
