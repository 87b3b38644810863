/**
 * The endpoint map: every endpoint by name, with its method, path, schemas and permission.
 * Each area defines its entries in `<area>/<area>.endpoints.ts`; this file joins them.
 * The server registers its routes from these entries (and OpenAPI follows); the web imports
 * only their types (`call(name, input)`), so none of these schemas reach a page that does not
 * use them itself.
 *
 * Names. The spec's paths keep the words of the product's first version; the code uses one
 * domain word per concept. This is the only place the two meet:
 *   spec margin (保证金)      → domain deposit   (marginPay → deposits module, DepositInfo)
 *   spec notice/bulletin (公告) → domain bulletin  (noticeDetails, auditPage → bulletins module)
 *   spec attention (关注)     → domain follow    (myAttention → followList, market follows)
 *   spec guardGoods (看货)    → domain viewing   (guardGoodsList → lot viewings)
 *   spec specifyUser (定向)   → domain specified bidder
 * Endpoint names follow the spec's paths, so a path in a log leads straight to its entry.
 */
import type { RouteName } from './paths';
import type { DataOfEndpoint, Endpoint, InputOfEndpoint } from './endpoint';
import { dictEndpoints } from '../dict/dict.endpoints';
import { healthEndpoints } from '../health/health.endpoints';
import { authEndpoints } from '../auth/auth.endpoints';
import { demoSmsEndpoints, smsEndpoints } from '../sms/sms.endpoints';
import { permissionEndpoints } from '../permission/permission.endpoints';
import { areaEndpoints } from '../area/area.endpoints';
import { accountEndpoints } from '../account/account.endpoints';
import { certificationEndpoints } from '../account/certification.endpoints';
import { qualificationEndpoints } from '../account/qualification.endpoints';
import { fileEndpoints } from '../files/file.endpoints';
import { bulletinCommissionEndpoints, bulletinEndpoints } from '../auction/bulletin.endpoints';
import { auditEndpoints } from '../auction/audit.endpoints';
import { depositEndpoints } from '../auction/deposit.endpoints';
import { bidEndpoints } from '../auction/bid.endpoints';
import { sealedBidEndpoints } from '../auction/sealed-bid.endpoints';
import { auctionRecordEndpoints } from '../auction/auction-record.endpoints';
import { orderEndpoints } from '../auction/order.endpoints';
import { invoiceEndpoints } from '../invoices/invoice.endpoints';
import { apiClientEndpoints } from '../integrations/api-client.endpoints';
import { webhookEndpoints } from '../integrations/webhook.endpoints';
import { runnerUpOfferEndpoints } from '../auction/runner-up-offer.endpoints';
import { contractEndpoints } from '../auction/contract.endpoints';
import { marketEndpoints } from '../auction/market.endpoints';
import { bannerEndpoints } from '../system/banner.endpoints';
import { operationLogEndpoints } from '../system/operation-log.endpoints';
import { commissionEndpoints } from '../system/commission.endpoints';
import { userAdminEndpoints } from '../system/user-admin.endpoints';
import { menuAdminEndpoints } from '../system/menu-admin.endpoints';
import { roleAdminEndpoints } from '../system/role-admin.endpoints';
import { companyEndpoints, subAccountEndpoints } from '../company/company.endpoints';
import { registerReviewEndpoints } from '../company/register-review.endpoints';
import { memberEndpoints } from '../system/member.endpoints';
import { messageEndpoints } from '../messages/message.endpoints';
import { dashboardEndpoints } from '../dashboard/dashboard.endpoints';
import { statementEndpoints } from '../reconciliation/statement.endpoints';

export const ENDPOINTS = {
  ...healthEndpoints,
  ...authEndpoints,
  ...smsEndpoints,
  ...demoSmsEndpoints,
  ...permissionEndpoints,
  ...areaEndpoints,
  ...accountEndpoints,
  ...certificationEndpoints,
  ...qualificationEndpoints,
  ...fileEndpoints,
  ...bulletinEndpoints,
  ...bulletinCommissionEndpoints,
  ...auditEndpoints,
  ...depositEndpoints,
  ...statementEndpoints,
  ...bidEndpoints,
  ...sealedBidEndpoints,
  ...auctionRecordEndpoints,
  ...orderEndpoints,
  ...invoiceEndpoints,
  ...apiClientEndpoints,
  ...webhookEndpoints,
  ...runnerUpOfferEndpoints,
  ...contractEndpoints,
  ...marketEndpoints,
  ...dictEndpoints,
  ...bannerEndpoints,
  ...operationLogEndpoints,
  ...commissionEndpoints,
  ...userAdminEndpoints,
  ...menuAdminEndpoints,
  ...roleAdminEndpoints,
  ...companyEndpoints,
  ...subAccountEndpoints,
  ...registerReviewEndpoints,
  ...memberEndpoints,
  ...messageEndpoints,
  ...dashboardEndpoints,
} as const;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints & RouteName;
export type EndpointInput<N extends EndpointName> = InputOfEndpoint<Endpoints[N]>;
export type EndpointData<N extends EndpointName> = DataOfEndpoint<Endpoints[N]>;
export type AnyEndpoint = Endpoint;
