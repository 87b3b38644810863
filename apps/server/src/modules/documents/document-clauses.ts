import type { DocumentKind } from '@lyp/shared/auction/contract.schemas';

/** The platform's terms each document prints, in the order they are numbered. */

const PAYMENT: [string, string] = [
  '付款',
  '买受人应在付款期限内将应付货款（成交价扣除已缴保证金）一次性转入平台指定账户，并在平台上传转账凭证；货款以平台或委托方确认到账为准。',
];
const DEFAULT: [string, string] = [
  '悔拍',
  '买受人逾期未付清货款的，视为悔拍：已缴保证金不予退还，买受人记违约一次，累计三次将被限制参与竞价；委托方可将标的另行处置。',
];
const PICKUP: [string, string] = [
  '提货',
  '货款确认后，平台出具提货单。买受人凭提货单在约定期限内到存放地点自行提货，装卸、运输、保险等费用与风险自提货时起由买受人承担。',
];
const AS_IS: [string, string] = [
  '标的现状',
  '标的按现状成交。买受人在竞价前已有机会看货并了解标的的数量、质量与瑕疵，成交后不得以此为由拒付货款或要求退货。',
];
const COMMISSION: [string, string] = [
  '佣金',
  '委托方同意平台按成交时适用的佣金标准收取佣金（见金额表），佣金在结算时从成交价中直接扣除，不另行向买受人收取。',
];
const SETTLEMENT: [string, string] = [
  '结算',
  '货款确认到账后，平台将成交价扣除佣金后的金额转入委托方登记的收款账户，并出具结算单；委托方应保证收款账户真实有效。',
];
const DISPUTES: [string, string] = [
  '争议解决',
  '因本文件发生的争议，各方应友好协商；协商不成的，提交平台所在地有管辖权的人民法院诉讼解决。',
];
const ELECTRONIC: [string, string] = [
  '电子签署',
  '各方通过平台账户在线签署确认，与书面签章具有同等效力。本文件每次确认后出具新版本，可扫描二维码或凭验证码在平台核验。',
];

export const DOCUMENT_CLAUSES: Record<DocumentKind, Array<[string, string]>> = {
  confirmation: [PAYMENT, DEFAULT, AS_IS],
  buyer_contract: [PAYMENT, DEFAULT, AS_IS, PICKUP, DISPUTES, ELECTRONIC],
  seller_contract: [
    COMMISSION,
    SETTLEMENT,
    ['委托方保证', '委托方保证对标的享有合法处分权，标的信息真实、完整，并配合买受人按约提货。'],
    DISPUTES,
    ELECTRONIC,
  ],
  tripartite: [PAYMENT, DEFAULT, AS_IS, PICKUP, COMMISSION, SETTLEMENT, DISPUTES, ELECTRONIC],
  bill_of_lading: [
    ['提货期限', '请自货款确认之日起 15 日内提货；逾期产生的仓储费用由买受人承担。'],
    ['查验', '提货时请当场清点查验，提货完成即视为交付。'],
  ],
  settlement: [SETTLEMENT],
};
