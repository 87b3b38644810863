import { pickupDueOn } from '@lyp/shared/auction/pickup-deadline';
import { BIDDING_MODE_LABELS } from '@lyp/shared/auction/auction-formats';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_SIGNATORIES,
  type DocumentKind,
  type DocumentParty,
} from '@lyp/shared/auction/contract.schemas';
import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import { COMMISSION_BASIS_LABELS, type SaleConfirmation } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatQuantity } from '@lyp/shared/format/quantity';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { DocumentParty as PrintedParty, SaleDocumentInput } from '../../lib/pdf/sale-document-pdf';
import type { OrderRow } from '../orders';
import type { ConfirmationRow, SaleParties } from './documents.repository';
import { DOCUMENT_CLAUSES } from './document-clauses';
import { taxFacts } from './document-tax-terms';
import { unitPricingAmounts, unitPricingFacts } from './document-unit-pricing';

/** What a document of a sale says: the words and figures for the PDF, by kind. */

export interface DocumentFacts {
  order: OrderRow;
  parties: SaleParties;
  /** Where and whom the buyer calls to collect the goods (the lot's viewing contacts). */
  pickupContacts: Array<{ address: string; contactPerson: string; contactPhone: string }>;
  /** The 计量单位 dictionary: value (ton) → label (吨), so the paper says what people read. */
  unitLabels: ReadonlyMap<string, string>;
}

const NUMBER_PREFIXES: Record<DocumentKind, string> = {
  confirmation: 'CJ',
  buyer_contract: 'MS',
  seller_contract: 'WT',
  tripartite: 'SF',
  bill_of_lading: 'TH',
  settlement: 'JS',
};

/** The document's number: its kind's prefix on the order's date and sequence (DD2026… → SF2026…). */
export function documentNoOf(kind: DocumentKind, order: Pick<OrderRow, 'orderNo'>): string {
  return `${NUMBER_PREFIXES[kind]}${order.orderNo.replace(/^[A-Z]+/, '')}`;
}

/** Which documents an order has by now: the sale's at the close, then one per later event. */
export function documentsDue(order: Pick<OrderRow, 'paidAt' | 'settledAt'>): DocumentKind[] {
  return [
    'confirmation',
    'buyer_contract',
    'seller_contract',
    'tripartite',
    ...(order.paidAt ? (['bill_of_lading'] as const) : []),
    ...(order.settledAt ? (['settlement'] as const) : []),
  ];
}

const ROLE_OF: Record<DocumentParty | 'platform', string> = {
  seller: '委托方',
  buyer: '买受人',
  platform: '平台方',
};

/** 甲方 / 乙方 / 丙方 in the order the document lists its parties. */
const ORDINALS = ['甲方', '乙方', '丙方'];
const partiesOf = (kind: DocumentKind): Array<DocumentParty | 'platform'> =>
  kind === 'buyer_contract'
    ? ['platform', 'buyer']
    : kind === 'seller_contract' || kind === 'settlement'
      ? ['seller', 'platform']
      : ['seller', 'buyer', 'platform'];

function printedParty(side: DocumentParty | 'platform', facts: DocumentFacts): Omit<PrintedParty, 'role'> {
  const { seller, buyer, platform } = facts.parties;
  if (side === 'seller') {
    return {
      name: seller.name,
      ...(seller.companyCode ? { identity: { label: '统一社会信用代码', value: seller.companyCode } } : {}),
      details: [
        ['地址', seller.address ?? ''],
        ['联系人', [seller.contactPerson, seller.contactPhone].filter(Boolean).join(' ')],
      ],
    };
  }
  if (side === 'platform') {
    return {
      name: platform.name,
      details: [
        ['地址', platform.address ?? ''],
        ['联系电话', platform.contactPhone ?? ''],
      ],
    };
  }
  if (buyer.orgType === 'company') {
    return {
      name: buyer.orgName,
      ...(buyer.companyCode ? { identity: { label: '统一社会信用代码', value: buyer.companyCode } } : {}),
    };
  }
  return {
    name: buyer.certifiedName ?? buyer.orgName,
    ...(buyer.idNumberMasked ? { identity: { label: '身份证号码', value: buyer.idNumberMasked } } : {}),
  };
}

const unitLabelOf = (confirmation: SaleConfirmation, facts: DocumentFacts) =>
  facts.unitLabels.get(confirmation.unit) ?? confirmation.unit;

function saleFacts(confirmation: SaleConfirmation, facts: DocumentFacts): Array<[string, string]> {
  const { order } = facts;
  return [
    ['竞价公告', `${confirmation.bulletinNo} ${confirmation.bulletinTitle}`],
    ['标的', `${confirmation.lotNo} ${confirmation.lotTitle}`],
    [
      '数量',
      formatQuantity(confirmation.quantity, facts.unitLabels.get(confirmation.unit) ?? confirmation.unit),
    ],
    ['竞价方式', BIDDING_MODE_LABELS[confirmation.biddingMode ?? 'ascending']],
    ...unitPricingFacts(order, confirmation, unitLabelOf(confirmation, facts)),
    ['成交确认书编号', confirmation.confirmationNo],
    ['订单编号', order.orderNo],
    ['成交时间', formatTimestamp(new Date(confirmation.closedAt))],
    ['竞价情况', `共 ${confirmation.bidderCount} 位竞买人出价 ${confirmation.bidCount} 次`],
  ];
}

function amountsOf(
  kind: DocumentKind,
  order: OrderRow,
  unitPricing: ReturnType<typeof unitPricingAmounts>,
): SaleDocumentInput['amounts'] {
  const price = unitPricing?.price ?? { label: '成交价', fen: order.priceFen };
  const difference = unitPricing?.difference ?? [];
  const deposit = { label: '保证金（抵作价款）', fen: order.depositAppliedFen };
  const due = {
    label: unitPricing ? '应付货款（按预估数量的成交金额 − 保证金）' : '应付货款（成交价 − 保证金）',
    fen: order.amountDueFen,
  };
  const commission = { label: '平台佣金', fen: order.commissionFen };
  const settlement = {
    label: '结算金额（成交价 − 佣金）',
    fen: order.settledFen ?? order.priceFen - order.commissionFen,
  };
  switch (kind) {
    case 'buyer_contract':
    case 'bill_of_lading':
      return [price, deposit, due, ...difference];
    case 'seller_contract':
    case 'settlement':
      return [price, commission, settlement];
    default:
      return [price, deposit, due, ...difference, commission];
  }
}

/** The commission's basis and bands as the order kept them: 平台阶梯佣金：¥2,000,000.00 及以下 5%；… */
export function commissionStandardOf(order: Pick<OrderRow, 'commissionBasis' | 'commissionTiers'>): string {
  if (!order.commissionBasis || !order.commissionTiers) return '按成交时适用的佣金标准';
  const tiers = JSON.parse(order.commissionTiers) as CommissionTier[];
  const percent = (rateBps: number) => `${rateBps / 100}%`;
  const bands = tiers.map(({ upToFen, rateBps }, index) =>
    upToFen === null
      ? `${index === 0 ? '' : '以上部分 '}${percent(rateBps)}`
      : `${formatFen(upToFen)} 及以下 ${percent(rateBps)}`,
  );
  return `${COMMISSION_BASIS_LABELS[order.commissionBasis]}：${bands.join('；')}`;
}

function extraFacts(kind: DocumentKind, facts: DocumentFacts): Array<[string, string]> {
  const { order } = facts;
  if (kind === 'seller_contract' || kind === 'tripartite') {
    const deadline: Array<[string, string]> =
      kind === 'tripartite' ? [['付款期限', formatTimestamp(order.paymentDeadlineAt)]] : [];
    return [...deadline, ['佣金标准', commissionStandardOf(order)]];
  }
  if (kind === 'bill_of_lading') {
    const contacts = facts.pickupContacts.map(
      (contact) => `${contact.address}（${contact.contactPerson} ${contact.contactPhone}）`,
    );
    const fee = order.lotStorageFeeFen;
    return [
      ['货款确认时间', order.paidAt ? formatTimestamp(order.paidAt) : ''],
      [
        '提货截止日',
        order.paidAt
          ? `${pickupDueOn(order.paidAt, order.lotPickupDays)}（北京时间，付款确认后 ${order.lotPickupDays} 天内）`
          : '',
      ],
      ['逾期仓储费', fee === null ? '不收取' : `每天 ${formatFen(fee)}，提货时向委托方结清`],
      ['存放地点', order.lotLocation],
      ['提货联系', contacts.join('\n') || '请联系委托方'],
    ];
  }
  if (kind === 'settlement') {
    return [
      ['结算时间', order.settledAt ? formatTimestamp(order.settledAt) : ''],
      ['转账流水号', order.settlementReference ?? ''],
      [
        '收款账户',
        [
          order.settlementAccountName ?? order.sellerName,
          order.settlementBankName ?? order.sellerBankName,
          order.settlementBankNumber ?? order.sellerBankNumber,
        ]
          .filter(Boolean)
          .join(' '),
      ],
    ];
  }
  if (kind === 'confirmation' || kind === 'buyer_contract') {
    return [['付款期限', formatTimestamp(order.paymentDeadlineAt)]];
  }
  return [];
}

/**
 * The 成交确认书 carries the lot's chain head (核验竞价记录), in groups of 16 so the eye can
 * compare it with the head the public record page computes. Older orders have none.
 */
function chainFacts(kind: DocumentKind, confirmation: SaleConfirmation): Array<[string, string]> {
  if (kind !== 'confirmation' || !confirmation.chainHead) return [];
  const groups = confirmation.chainHead.match(/.{1,16}/g) ?? [];
  return [['竞价记录链头（SHA-256）', groups.join(' ')]];
}

function preambleOf(kind: DocumentKind, facts: DocumentFacts, confirmation: SaleConfirmation): string {
  const { seller, platform } = facts.parties;
  const { order } = facts;
  // A 单价 sale was won at a price per unit: the paper names that price, the amount follows.
  const price =
    order.priceBasis === 'unit' && order.unitPriceFen !== null
      ? `单价 ${formatFen(order.unitPriceFen)}/${unitLabelOf(confirmation, facts)}`
      : formatFen(order.priceFen);
  switch (kind) {
    case 'confirmation':
      return `经${platform.name}网络公开竞价，买受人以 ${price} 竞得下列标的。本确认书于竞价结束时出具，是各方订立合同、付款与提货的依据。`;
    case 'buyer_contract':
      return `买受人通过${platform.name}竞得${seller.name}委托竞价的“${confirmation.lotTitle}”。为明确付款与提货事宜，双方订立本合同。`;
    case 'seller_contract':
      return `委托方委托${platform.name}对“${confirmation.lotTitle}”进行网络公开竞价，现已以 ${price} 成交。双方就平台佣金与结算事宜订立本合同。`;
    case 'tripartite':
      return `委托方、买受人与平台方就“${confirmation.lotTitle}”的成交、付款、提货、佣金与结算，经协商一致订立本三方合同。`;
    case 'bill_of_lading':
      return `买受人已付清“${confirmation.lotTitle}”的货款。凭本提货单在存放地点提货，提货时请出示本单及有效身份证件。`;
    case 'settlement':
      return `平台已将“${confirmation.lotTitle}”的成交价扣除佣金后的金额结算至委托方收款账户，明细如下。`;
  }
}

export function documentContent(input: {
  kind: DocumentKind;
  facts: DocumentFacts;
  documentNo: string;
  version: number;
  issuedAt: Date;
  confirmations: ConfirmationRow[];
  verification: { code: string; url: string };
}): SaleDocumentInput {
  const { kind, facts } = input;
  const confirmation = JSON.parse(facts.order.confirmation) as SaleConfirmation;
  const sides = partiesOf(kind);
  const roleLabel = (side: DocumentParty | 'platform') =>
    `${ORDINALS[sides.indexOf(side)]}（${ROLE_OF[side]}）`;
  return {
    title: DOCUMENT_KIND_LABELS[kind],
    documentNo: input.documentNo,
    version: input.version,
    issuedAt: input.issuedAt,
    issuer: facts.parties.platform.name,
    preamble: preambleOf(kind, facts, confirmation),
    parties: sides.map((side) => ({ role: roleLabel(side), ...printedParty(side, facts) })),
    facts: [
      ...saleFacts(confirmation, facts),
      ...extraFacts(kind, facts),
      ...taxFacts(kind, facts.order),
      ...chainFacts(kind, confirmation),
    ],
    amounts: amountsOf(
      kind,
      facts.order,
      unitPricingAmounts(facts.order, confirmation, unitLabelOf(confirmation, facts)),
    ),
    clauses: DOCUMENT_CLAUSES[kind],
    confirmations: DOCUMENT_SIGNATORIES[kind].map((party) => {
      const done = input.confirmations.find((row) => row.party === party);
      return {
        role: roleLabel(party),
        ...(done ? { account: done.accountName, at: done.confirmedAt } : {}),
      };
    }),
    verification: input.verification,
  };
}
