import { DICT_CODES } from '@lyp/shared/dict/dict.schemas';
import { createSettlementAccountsRepository } from '../modules/companies';
import {
  createHomeFiguresRepository,
  createHomeFiguresService,
  createTodoRepository,
  createTodoService,
} from '../modules/dashboard';
import { createDocumentsRepository, createDocumentsService } from '../modules/documents';
import type { DomainEventPublisher } from '../lib/domain-events';
import type { FilesService } from '../modules/files';
import { createOrdersRepository, createOrdersService } from '../modules/orders';
import { createReconciliationRepository, createReconciliationService } from '../modules/reconciliation';
import { createMessagesRepository, type MessagesService } from '../modules/messages';
import { createRunnerUpOffersRepository, createRunnerUpOffersService } from '../modules/runner-up-offers';
import type { Administration } from './administration';
import type { Auction } from './auction';
import type { ServiceDependencies } from './service-dependencies';

/** Money after the hammer: orders and their payment, sale documents, bank reconciliation, dashboards. */
export function wireTrade(
  deps: ServiceDependencies,
  earlier: {
    files: FilesService;
    administration: Administration;
    auction: Auction;
    events: DomainEventPublisher;
    messages: MessagesService;
  },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const { files } = earlier;
  const { operationLog } = earlier.administration.services;
  const { depositsRepository } = earlier.auction;
  const ordersRepository = createOrdersRepository(db);
  const orders = createOrdersService({
    orders: ordersRepository,
    files,
    clock,
    reviewedAccounts: createSettlementAccountsRepository(db),
    operationLog,
    events: earlier.events,
    // The documents service is made below, from the same repository; called only after wiring.
    saleDocuments: {
      ensureIssued: (orderId) => documents.onAmountsChanged.ensureIssued(orderId),
      reissue: (orderId) => documents.onAmountsChanged.reissue(orderId),
    },
    payeeAccount: async () => {
      const account = await depositsRepository.platformAccount();
      if (!account?.bankNumber) return null;
      return {
        accountName: account.name,
        bankName: account.bankName ?? '',
        bankNumber: account.bankNumber,
        interbankAccount: account.interbankAccount,
      };
    },
  });
  files.registerAccess('order_voucher', orders.voucherAccess);
  files.registerAccess('order_settlement_voucher', orders.settlementVoucherAccess);
  files.registerAccess('order_weighing_ticket', orders.voucherAccess);
  files.registerAccess('order_balance_voucher', orders.voucherAccess);
  files.registerAccess('order_invoice', orders.voucherAccess);

  // A document's verification link opens the public page of the web app.
  const documents = createDocumentsService({
    documents: createDocumentsRepository(db),
    orders: ordersRepository,
    storage: deps.fileStorage,
    clock,
    verifyUrl: (code) => `${deps.publicUrl}/verify/${code}`,
    unitLabels: () => earlier.administration.dictionary.labels(DICT_CODES.goodsUnit),
    log: deps.log,
  });
  // 银行对账: the platform's statement against the deposits and orders it pays.
  const reconciliation = createReconciliationService({
    reconciliation: createReconciliationRepository(db),
    files,
    deposits: earlier.auction.services.deposits,
    orders,
    operationLog,
    clock,
  });
  // 悔拍递补: an offer's messages and log commit with it; delivered (and texted) after.
  const runnerUpOffers = createRunnerUpOffersService({
    offers: createRunnerUpOffersRepository(db, depositsRepository, (tx, notices) =>
      earlier.messages.record(createMessagesRepository(tx), notices),
    ),
    orders: ordersRepository,
    clock,
    deliver: earlier.messages.deliver,
    log: deps.log,
  });
  const todo = createTodoService({ todo: createTodoRepository(db) });
  const homeFigures = createHomeFiguresService({ figures: createHomeFiguresRepository(db), clock });
  return { orders, documents, reconciliation, runnerUpOffers, todo, homeFigures };
}
