import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import { ORDER_STATUS_LABELS } from '@lyp/shared/auction/order.schemas';
import {
  RUNNER_UP_OFFER_STATUS_LABELS,
  type MyRunnerUpOffer,
  type MyRunnerUpOffersBody,
  type RunnerUpChain,
  type RunnerUpOfferBody,
} from '@lyp/shared/auction/runner-up-offer.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { readPage } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import type { WrittenMessage } from '../messages';
import { sameTenant, type OrderRow } from '../orders';
import type { RespondOutcome } from './offer-writes';
import type { RunnerUpOffersRepository } from './runner-up-offers.repository';
import { sweepOffers } from './use-cases/sweep-offers';

export interface RunnerUpOffersServiceDeps {
  offers: RunnerUpOffersRepository;
  orders: { find(id: number): Promise<OrderRow | undefined> };
  clock: Clock;
  /** Announces (and texts) the messages an offer's transaction wrote. */
  deliver: (written: WrittenMessage[]) => Promise<void>;
  log: { error(details: object, message: string): void };
}

/** Who may run a defaulted order's chain: its seller in 订单管理, the platform in 竞价订单管理. */
export type ChainSide = 'seller' | 'platform';
const mayRun = (principal: Principal, order: OrderRow, side: ChainSide) =>
  side === 'seller' ? order.sellerOrgId === principal.orgId : sameTenant(principal, order);

/** 悔拍递补: offering a defaulted lot to the runner-ups in turn, and their answers. */
export function createRunnerUpOffersService(deps: RunnerUpOffersServiceDeps) {
  const { offers, clock } = deps;

  async function requireOrder(principal: Principal, id: number, side: ChainSide) {
    const order = await deps.orders.find(id);
    if (!order || !mayRun(principal, order, side)) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  /** The bidder's offer after an answer; a refused answer becomes its Chinese error. */
  async function answered(principal: Principal, id: number, outcome: RespondOutcome, action: string) {
    if (outcome.outcome === 'not_found') throw new AppError('RUNNER_UP_OFFER_NOT_FOUND');
    if (outcome.outcome === 'closed') {
      const status = RUNNER_UP_OFFER_STATUS_LABELS[outcome.offer.status];
      throw new AppError('RUNNER_UP_OFFER_CLOSED', { params: { status, action } });
    }
    if (outcome.outcome === 'unqualified')
      throw new AppError('QUALIFICATION_REQUIRED', { params: { names: outcome.missing.join('、') } });
    if (outcome.outcome === 'expired') {
      const deadline = formatTimestamp(outcome.offer.deadlineAt);
      throw new AppError('RUNNER_UP_OFFER_EXPIRED', { params: { deadline } });
    }
    await deps.deliver(outcome.written);
    return (await offers.mineById(principal.userId, id))!;
  }

  return {
    async offer(principal: Principal, body: RunnerUpOfferBody, side: ChainSide): Promise<RunnerUpChain> {
      const order = await requireOrder(principal, body.orderId, side);
      if (order.status !== 'defaulted') {
        const status = ORDER_STATUS_LABELS[order.status];
        throw new AppError('ORDER_WRONG_STATE', { params: { status, action: '发起悔拍递补' } });
      }
      const started = await offers.startChain({
        order,
        offeredBy: principal.userId,
        hours: body.hours ?? AUCTION_RULES.runnerUpOfferHours.default,
        now: clock.now(),
      });
      if (started.outcome === 'open')
        throw new AppError('RUNNER_UP_OFFER_OPEN', {
          params: { deadline: formatTimestamp(started.deadlineAt) },
        });
      if (started.outcome === 'superseded') throw new AppError('RUNNER_UP_SUPERSEDED');
      await deps.deliver(started.written);
      return offers.chainOf((await deps.orders.find(order.id))!);
    },

    async chain(principal: Principal, orderId: number, side: ChainSide): Promise<RunnerUpChain> {
      return offers.chainOf(await requireOrder(principal, orderId, side));
    },

    myList: (principal: Principal, body: MyRunnerUpOffersBody) =>
      readPage(
        body,
        (window) => offers.myPage(principal.userId, window),
        (row) => row,
      ),

    myOnLot: (principal: Principal, lotId: number): Promise<MyRunnerUpOffer | null> =>
      offers.mineOnLot(principal.userId, lotId),

    async accept(principal: Principal, id: number) {
      return answered(principal, id, await offers.accept(id, principal.userId, clock.now()), '接受');
    },

    async decline(principal: Principal, id: number) {
      return answered(principal, id, await offers.decline(id, principal.userId, clock.now()), '放弃');
    },

    sweepOnce: sweepOffers(deps),
  };
}

export type RunnerUpOffersService = ReturnType<typeof createRunnerUpOffersService>;
