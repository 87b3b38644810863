import type { DomainEventName, DomainEvents } from '@lyp/shared/events/domain-events';

export type { DomainEventName, DomainEvents } from '@lyp/shared/events/domain-events';

export type DomainEventHandler<N extends DomainEventName> = (
  payload: DomainEvents[N],
) => Promise<void> | void;

/** What a module telling of its facts is given. */
export interface DomainEventPublisher {
  /** Tells the fact's handlers; call it only once the transaction that made the fact committed. */
  publish<N extends DomainEventName>(name: N, payload: DomainEvents[N]): Promise<void>;
}

/** What a module handling others' facts is given. */
export interface DomainEventSubscriber {
  /** Handles every later `name`; answers the unsubscribe. */
  on<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): () => void;
}

export type DomainEventBus = DomainEventPublisher & DomainEventSubscriber;

/** A handler of some event: which one, the map of handlers keys it by. */
type SomeHandler = (payload: never) => Promise<void> | void;

/**
 * The in-process bus of domain events. `publish` awaits the handlers one by one, in the order
 * they subscribed: when the publisher answers, the effects are written (a reviewer's page and
 * the applicant's inbox agree at once). A handler's failure is logged, never thrown to the
 * publisher: the fact is committed whatever a handler does, so its caller must hear that it
 * happened (a retry would find it done), and the handlers after it must still hear of it. An
 * effect that must never be lost belongs in the publisher's transaction (an outbox row), not here.
 */
export function createDomainEventBus(deps: {
  log: { error(details: object, message: string): void };
}): DomainEventBus {
  const handlers = new Map<DomainEventName, SomeHandler[]>();
  // Only `on` fills the map, each event's list with that event's handlers. It replaces a list
  // rather than changing it, so a publish under way tells the handlers it started with.
  const handlersOf = <N extends DomainEventName>(name: N) =>
    (handlers.get(name) ?? []) as Array<DomainEventHandler<N>>;

  return {
    on(name, handler) {
      handlers.set(name, [...handlersOf(name), handler]);
      return () => {
        handlers.set(
          name,
          handlersOf(name).filter((other) => other !== handler),
        );
      };
    },

    async publish(name, payload) {
      for (const handler of handlersOf(name)) {
        try {
          await handler(payload);
        } catch (error) {
          deps.log.error({ err: error, event: name, payload }, 'domain event handler failed');
        }
      }
    },
  };
}
