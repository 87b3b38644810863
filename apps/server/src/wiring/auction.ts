import type { DomainEventPublisher } from '../lib/domain-events';
import { createCoalescer } from '../lib/coalescer';
import type { AuthService } from '../modules/auth';
import { createBidderEligibility, createBiddersRepository } from '../modules/bidders';
import {
  bidderAliasSecret,
  createBidEngine,
  createBiddingRepository,
  createBiddingService,
  createBidLockRepository,
} from '../modules/bidding';
import { createAuditService, createBulletinsRepository, createBulletinsService } from '../modules/bulletins';
import { createClosingRepository, createClosingService } from '../modules/closing';
import {
  createDepositsRepository,
  createDepositsService,
  type DepositsRepository,
} from '../modules/deposits';
import { createFilesRepository, type FilesService } from '../modules/files';
import { createMarketRepository, createMarketService } from '../modules/market';
import { createOperationLogRepository } from '../modules/operation-log';
import { createMessagesRepository, type MessagesService, type OutbidEntry } from '../modules/messages';
import { createSealedBidsRepository, createSealedBidsService } from '../modules/sealed-bids';
import { createAuctionRecordRepository, createAuctionRecordService } from '../modules/auction-record';
import type { Administration } from './administration';
import type { ServiceDependencies } from './service-dependencies';

/** How long outbid notices gather before they are written together. */
const OUTBID_NOTICE_DELAY_MS = 250;

interface AuctionEarlier {
  files: FilesService;
  administration: Administration;
  messages: MessagesService;
  events: DomainEventPublisher;
  forgetToken: AuthService['forgetToken'];
}

/** Bulletins and their lots, the platform's audit of them, and the deposits bidders pay for lots. */
function wireBulletinsAndDeposits(deps: ServiceDependencies, earlier: AuctionEarlier) {
  const { db } = deps.database;
  const { clock } = deps;
  const { files, events } = earlier;
  const depositsRepository = createDepositsRepository(db);
  const deposits = createDepositsService({
    deposits: depositsRepository,
    eligibility: createBidderEligibility(createBiddersRepository(db), clock),
    files,
    clock,
    events,
  });
  files.registerAccess('deposit_voucher', deposits.voucherAccess);
  // The refund's receipt: the same people as the payment's (the payer and the auditors).
  files.registerAccess('deposit_return_voucher', deposits.voucherAccess);

  // Withdrawals and revocations free deposits in their own transaction, through the ledger.
  const bulletinsRepository = createBulletinsRepository(db, depositsRepository);
  const bulletins = createBulletinsService({
    bulletins: bulletinsRepository,
    files,
    clock,
    publicationLeadMinutes: deps.auction.publicationLeadMinutes,
    dictionaryValues: earlier.administration.dictionary.values,
    operationLog: earlier.administration.services.operationLog,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          bulletins: createBulletinsRepository(tx, depositsRepository),
          files: createFilesRepository(tx),
          logs: createOperationLogRepository(tx),
        }),
      ),
  });
  files.registerAccess('bulletin_attachment', bulletins.bulletinFileAccess);
  files.registerAccess('bulletin_image', bulletins.bulletinFileAccess);
  files.registerAccess('lot_image', bulletins.lotFileAccess);
  files.registerAccess('priority_proof', bulletins.priorityProofAccess);
  const audit = createAuditService({
    bulletins: bulletinsRepository,
    views: bulletins,
    clock,
    publicationLeadMinutes: deps.auction.publicationLeadMinutes,
    publish: deps.publishLotEvents,
    events,
  });
  return { deposits, depositsRepository, bulletins, audit };
}

/** Bids, the closing of lots (and of unpaid orders), and the public market's lists. */
function wireBidding(
  deps: ServiceDependencies,
  earlier: AuctionEarlier & { depositsRepository: DepositsRepository },
) {
  const { db } = deps.database;
  const { clock, log } = deps;
  const { messages } = earlier;
  const publish = deps.publishLotEvents;
  // A storm of bids displaces leaders many times a second: their notices go out together,
  // one write a moment, rather than one transaction per batch competing with the bids. What a
  // failed write or a killed process leaves untold, messages.recoverOutbid reads from the bid log.
  const outbidNotices = createCoalescer({
    delayMs: OUTBID_NOTICE_DELAY_MS,
    deliver: (displaced: OutbidEntry[]) =>
      messages.outbid(displaced).catch((error: unknown) => {
        deps.metrics.messageFailures.inc({ kind: 'outbid' });
        log.error({ err: error, notices: displaced.length }, '出价被超越提醒写入失败，稍后将按出价记录补发');
      }),
  });
  const aliasSecret = bidderAliasSecret(deps.appSecret);
  const engine = createBidEngine({
    locks: createBidLockRepository(deps.database.lockPool),
    clock,
    aliasSecret,
    publish,
    outbid: (displaced) => outbidNotices.add(displaced),
    joined: (_lotId, userIds) => deps.nudgeUsers({ userIds, topics: ['bids'] }),
    log,
  });
  const biddingRepository = createBiddingRepository(db);
  const bidding = createBiddingService({
    bidding: biddingRepository,
    engine,
    clock,
    forgetToken: earlier.forgetToken,
    recordOutcome: (outcome, seconds) => {
      deps.metrics.bids.inc(
        outcome.accepted ? { outcome: 'accepted' } : { outcome: 'refused', reason: outcome.reason },
      );
      deps.metrics.bidAckSeconds.observe(seconds);
    },
  });
  const sealedBids = createSealedBidsService({
    sealedBids: createSealedBidsRepository(db),
    bidding: biddingRepository,
    clock,
    aliasSecret,
    publish,
  });
  const auctionRecord = createAuctionRecordService({ records: createAuctionRecordRepository(db), clock });
  const closing = createClosingService({
    // A winner's or defaulter's message commits with the close or default it tells of.
    closing: createClosingRepository(db, earlier.depositsRepository, (tx, notices) =>
      messages.record(createMessagesRepository(tx), notices),
    ),
    clock,
    publish,
    closeGraceMs: deps.auction.closeGraceMs,
    deliver: messages.deliver,
    log,
  });
  const market = createMarketService({
    market: createMarketRepository(db),
    clock,
    watchLots: (listener) => deps.watchLotEvents((event) => listener(event.lotId)),
  });
  /** The outbid notices still waiting, written now (before the app stops). */
  const flushOutbidNotices = () => outbidNotices.flush();
  return { bidding, sealedBids, auctionRecord, closing, market, flushOutbidNotices };
}

/** The auction core: bulletins, audit, deposits, bidding, closing and the market. */
export function wireAuction(deps: ServiceDependencies, earlier: AuctionEarlier) {
  const { depositsRepository, ...listing } = wireBulletinsAndDeposits(deps, earlier);
  const biddingAndClosing = wireBidding(deps, { ...earlier, depositsRepository });
  return { services: { ...listing, ...biddingAndClosing }, depositsRepository };
}

export type Auction = ReturnType<typeof wireAuction>;
