import { API_PREFIX } from '@lyp/shared/api/paths';
import { accountRoutes } from '../modules/account';
import { apiClientsRoutes } from '../modules/api-clients';
import { webhooksRoutes } from '../modules/webhooks';
import { authRoutes } from '../modules/auth';
import { biddingRoutes } from '../modules/bidding';
import { sealedBidsRoutes } from '../modules/sealed-bids';
import { auctionRecordRoutes } from '../modules/auction-record';
import { bannersRoutes } from '../modules/banners';
import { auditRoutes, bulletinsRoutes } from '../modules/bulletins';
import { commissionsRoutes } from '../modules/commissions';
import { companiesRoutes, subAccountsRoutes } from '../modules/companies';
import { depositsRoutes } from '../modules/deposits';
import { reconciliationRoutes } from '../modules/reconciliation';
import { areasRoutes } from '../modules/areas';
import { certificationsRoutes } from '../modules/certifications';
import { qualificationsRoutes } from '../modules/qualifications';
import { invoicesRoutes } from '../modules/invoices';
import { dictRoutes } from '../modules/dict';
import { filesRoutes } from '../modules/files';
import { healthRoutes } from '../modules/health';
import { createLiveHub, liveRoutes } from '../modules/live';
import { marketRoutes } from '../modules/market';
import { menusRoutes } from '../modules/menus';
import { operationLogRoutes } from '../modules/operation-log';
import { dashboardRoutes } from '../modules/dashboard';
import { messagesRoutes } from '../modules/messages';
import { ordersRoutes } from '../modules/orders';
import { runnerUpOffersRoutes } from '../modules/runner-up-offers';
import { documentsRoutes } from '../modules/documents';
import { permissionRoutes } from '../modules/permission';
import { rolesRoutes } from '../modules/roles';
import { userAdminRoutes } from '../modules/user-admin';
import { membersRoutes } from '../modules/members';
import { demoOutboxRoutes, smsRoutes } from '../modules/sms';
import { apiNotFoundHandler } from '../plugins/error-handler';
import type { Services } from '../services';
import type { Metrics } from '../lib/metrics';
import type { AppDependencies } from './app-dependencies';
import type { AppInstance } from './create-fastify';

/** A watcher this far behind (bytes not yet sent) is dropped rather than slowing the rest. */
const LIVE_MAX_BUFFERED_BYTES = 1024 * 1024;

/** Every module's routes, under the API prefix. */
export async function registerModules(
  app: AppInstance,
  deps: AppDependencies,
  services: Services,
  metrics: Metrics,
) {
  await app.register(
    async (api) => {
      api.setNotFoundHandler(apiNotFoundHandler);
      await api.register(healthRoutes, { clock: deps.clock, pingDatabase: services.health.pingDatabase });
      await api.register(authRoutes, {
        auth: services.auth,
        clientCredentialsGrant: services.clientCredentialsGrant,
      });
      await api.register(smsRoutes, { sms: services.sms });
      await api.register(accountRoutes, { accounts: services.accounts });
      await api.register(permissionRoutes, { permissions: services.permissions });
      await api.register(dictRoutes, { dicts: services.dicts });
      await api.register(bannersRoutes, { banners: services.banners });
      await api.register(operationLogRoutes, { operationLog: services.operationLog });
      await api.register(commissionsRoutes, { commissions: services.commissions });
      await api.register(menusRoutes, { menus: services.menus });
      await api.register(rolesRoutes, { roles: services.roles });
      await api.register(userAdminRoutes, { userAdmin: services.userAdmin });
      await api.register(membersRoutes, { members: services.members });
      await api.register(areasRoutes);
      await api.register(certificationsRoutes, { certifications: services.certifications });
      await api.register(qualificationsRoutes, { qualifications: services.qualifications });
      await api.register(invoicesRoutes, { invoiceProfiles: services.invoiceProfiles });
      await api.register(companiesRoutes, {
        companies: services.companies,
        companyBank: services.companyBank,
      });
      await api.register(subAccountsRoutes, { subAccounts: services.subAccounts });
      await api.register(apiClientsRoutes, { apiClients: services.apiClients });
      await api.register(webhooksRoutes, { webhooks: services.webhooks });
      await api.register(filesRoutes, {
        filesService: services.files,
        maxUploadBytes: deps.config.uploads.maxBytes,
      });
      await api.register(bulletinsRoutes, { bulletins: services.bulletins, market: services.market });
      await api.register(auditRoutes, { audit: services.audit, market: services.market });
      await api.register(depositsRoutes, { deposits: services.deposits });
      await api.register(reconciliationRoutes, { reconciliation: services.reconciliation });
      await api.register(biddingRoutes, { bidding: services.bidding });
      await api.register(sealedBidsRoutes, { sealedBids: services.sealedBids });
      await api.register(auctionRecordRoutes, { auctionRecord: services.auctionRecord });
      await api.register(ordersRoutes, { orders: services.orders });
      await api.register(runnerUpOffersRoutes, { offers: services.runnerUpOffers });
      await api.register(documentsRoutes, { documents: services.documents });
      await api.register(messagesRoutes, { messages: services.messages });
      await api.register(dashboardRoutes, { todo: services.todo, figures: services.homeFigures });
      await api.register(marketRoutes, { market: services.market, clock: deps.clock });
      await api.register(liveRoutes, {
        hub: createLiveHub({
          maxBufferedBytes: LIVE_MAX_BUFFERED_BYTES,
          maxLotsPerSocket: 50,
          countDelivered: (channel, sockets) => metrics.liveDeliveries.inc({ channel }, sockets),
        }),
        bus: deps.lotEvents,
        clock: deps.clock,
        liveState: services.bidding.liveState,
        authenticate: services.auth.authenticate,
        maxConnectionsPerIp: deps.config.live.maxConnectionsPerIp,
        watchSocketCount: (count) => metrics.watchLiveSockets(count),
      });
      if (deps.demoOutbox) await api.register(demoOutboxRoutes, { outbox: deps.demoOutbox });
    },
    { prefix: API_PREFIX },
  );
}
