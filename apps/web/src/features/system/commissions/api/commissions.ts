import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import type { QueryClient } from '@tanstack/react-query';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../../lib/api-call';

/** The platform's default tiers, charged unless a seller or a bulletin says otherwise. */
export const defaultTiersQuery = () => queryOptionsOf('commissionDefaultGet');
export const saveDefaultTiers = (tiers: CommissionTier[]) => call('commissionDefaultSave', { tiers });
export const refreshDefaultTiers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf('commissionDefaultGet') });

/** Seller companies and their own tiers, if any. */
export const sellerCommissionsQuery = (body: EndpointInput<'commissionOverridePage'>) =>
  queryOptionsOf('commissionOverridePage', body);
export const exportSellerCommissions = (filters: EndpointInput<'commissionOverrideExport'>) =>
  download('commissionOverrideExport', filters);
export const saveSellerTiers = (orgId: number, tiers: CommissionTier[]) =>
  call('commissionOverrideSave', { orgId, tiers });
/** Back to the default: the seller's own tiers go. */
export const removeSellerTiers = (orgId: number) => call('commissionOverrideRemove', { orgId });
export const refreshSellerCommissions = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf('commissionOverridePage') });
