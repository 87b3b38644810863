import { createDomainEventBus } from './lib/domain-events';
import { wireAdministration } from './wiring/administration';
import { wireAuction } from './wiring/auction';
import { wireFiles } from './wiring/files';
import { wireIdentity } from './wiring/identity';
import { wireIntegrations } from './wiring/integrations';
import { wireMessages } from './wiring/messages';
import type { ServiceDependencies } from './wiring/service-dependencies';
import { wireTrade } from './wiring/trade';
import { wireVerification } from './wiring/verification';

export type { ServiceDependencies } from './wiring/service-dependencies';

/**
 * The composition root: every module's services, wired once per app, each area from what the
 * areas before it made (none reaches forward). Effects across modules travel as domain events:
 * a module publishes its facts on `events`, and the module that cares subscribes in its wiring.
 */
export function createServices(deps: ServiceDependencies) {
  const events = createDomainEventBus({ log: deps.log });
  const identity = wireIdentity(deps);
  const { forgetToken } = identity.services.auth;
  const { files } = wireFiles(deps);
  const administration = wireAdministration(deps, { identity, files });
  const { messages } = wireMessages(deps, { events });
  const verification = wireVerification(deps, { identity, administration, files, events });
  const auction = wireAuction(deps, { files, administration, messages, events, forgetToken });
  const trade = wireTrade(deps, { files, administration, auction, events, messages });
  const integrations = wireIntegrations(deps, { administration });
  return {
    ...identity.services,
    ...administration.services,
    files,
    messages,
    ...verification,
    ...auction.services,
    ...trade,
    ...integrations,
  };
}

export type Services = ReturnType<typeof createServices>;
