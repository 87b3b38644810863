import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_PARTY_LABELS,
  type DocumentKind,
  type SaleDocument,
} from '@lyp/shared/auction/contract.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/** A contract as one row of 费用合同's or 三方合同's export: what, between whom, and who has confirmed. */
interface ContractExportRow {
  documentNo: string;
  version: number;
  orderNo: string;
  lotTitle: string;
  sellerName: string;
  buyerName: string;
  priceFen: number;
  signing: string;
  confirmations: string;
  issuedAt: string;
  verifyCode: string;
  sha256: string;
}

const COLUMNS: ExcelColumn<ContractExportRow>[] = [
  { header: '合同编号', key: 'documentNo', format: 'text', width: 26 },
  { header: '版本', key: 'version', width: 8 },
  { header: '订单编号', key: 'orderNo', format: 'text', width: 24 },
  { header: '标的', key: 'lotTitle', width: 36 },
  { header: '委托方', key: 'sellerName', width: 30 },
  { header: '买受人', key: 'buyerName', width: 30 },
  { header: '成交价（元）', key: 'priceFen', format: 'yuan', width: 16 },
  { header: '签署状态', key: 'signing', width: 18 },
  { header: '签署记录', key: 'confirmations', width: 50 },
  { header: '出具时间', key: 'issuedAt', format: 'datetime', width: 20 },
  { header: '验证码', key: 'verifyCode', format: 'text', width: 14 },
  { header: 'SHA-256', key: 'sha256', format: 'text', width: 66 },
];

const signingOf = (document: SaleDocument) =>
  document.awaiting.length === 0
    ? '已签署'
    : `待${document.awaiting.map((party) => DOCUMENT_PARTY_LABELS[party]).join('、')}签署`;

const toRow = (document: SaleDocument): ContractExportRow => ({
  documentNo: document.documentNo,
  version: document.version,
  orderNo: document.orderNo,
  lotTitle: document.lotTitle,
  sellerName: document.sellerName,
  buyerName: document.buyerName,
  priceFen: document.priceFen,
  signing: signingOf(document),
  confirmations: document.confirmations
    .map(
      (confirmation) =>
        `${DOCUMENT_PARTY_LABELS[confirmation.party]} ${confirmation.accountName} ${formatTimestamp(new Date(confirmation.confirmedAt))}`,
    )
    .join('；'),
  issuedAt: document.issuedAt,
  verifyCode: document.verifyCode,
  sha256: document.sha256,
});

/** A contract list as filtered, streamed as an .xlsx named after the kind (三方合同-20261125.xlsx). */
export const exportContracts = (kind: DocumentKind, documents: AsyncIterable<SaleDocument>, now: Date) =>
  exportList({ title: DOCUMENT_KIND_LABELS[kind], columns: COLUMNS, records: documents, toRow, now });
