import type { EndpointInput } from '@lyp/shared/api/endpoints';
import { download, queryOptionsOf } from '../../../lib/api-call';

export type ContractListName = 'buyerContracts' | 'sellerContracts' | 'tripartiteContracts';

/** Each list's export endpoint. */
const EXPORT_OF = {
  buyerContracts: 'buyerContractsExport',
  sellerContracts: 'sellerContractsExport',
  tripartiteContracts: 'tripartiteContractsExport',
} as const satisfies Record<ContractListName, string>;

/** One page of one kind of contract of the caller's sales. */
export const contractListQuery = (list: ContractListName, input: EndpointInput<ContractListName>) =>
  queryOptionsOf(list, input);

export const exportContracts = (list: ContractListName, filters: Record<string, unknown>) =>
  download(EXPORT_OF[list], filters);

/** The contract's PDF as a download (not shown inline). */
export const downloadContractFile = (id: number) => download('contractFile', { id, download: '1' });

/** 单据核验 (public): what a printed document's verification code stands for. */
export const contractVerifyQuery = (code: string) => queryOptionsOf('contractVerify', { code });
