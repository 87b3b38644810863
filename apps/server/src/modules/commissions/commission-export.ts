import { COMMISSION_BASIS_LABELS } from '@lyp/shared/auction/order.schemas';
import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import { tiersSummary } from '@lyp/shared/format/commission-tiers';
import type { SellerCommission } from '@lyp/shared/system/commission.schemas';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/** A seller company as one row of 佣金设置's export: whether it has its own tiers, and what it is charged. */
interface CommissionExportRow {
  orgName: string;
  companyCode: string | null;
  setting: string;
  standard: string;
  updatedAt: string | null;
}

const COLUMNS: ExcelColumn<CommissionExportRow>[] = [
  { header: '委托方', key: 'orgName', width: 36 },
  { header: '统一社会信用代码', key: 'companyCode', format: 'text', width: 22 },
  { header: '佣金设置', key: 'setting' },
  { header: '佣金标准', key: 'standard', width: 80 },
  // Of the seller's own tiers; empty for a seller on the default.
  { header: '更新时间', key: 'updatedAt', format: 'datetime', width: 20 },
];

/**
 * What a seller's sales are charged, worded as 订单管理 states an order's (委托方专属佣金：…；…).
 * Without tiers of its own a bulletin's flat rate comes first (see commissionTiersFor in
 * closing), so the default is stated with that exception.
 */
function standardOf(seller: SellerCommission, defaultTiers: readonly CommissionTier[]): string {
  if (seller.tiers) return `${COMMISSION_BASIS_LABELS.seller}：${tiersSummary(seller.tiers).join('；')}`;
  return `${COMMISSION_BASIS_LABELS.platform}（公告设有固定佣金的按公告）：${tiersSummary(defaultTiers).join('；')}`;
}

/** The seller companies as filtered, streamed as an .xlsx; `defaultTiers` is the platform's now. */
export function exportSellerCommissions(
  sellers: AsyncIterable<SellerCommission>,
  defaultTiers: readonly CommissionTier[],
  now: Date,
) {
  return exportList({
    title: '佣金设置',
    columns: COLUMNS,
    records: sellers,
    toRow: (seller: SellerCommission): CommissionExportRow => ({
      orgName: seller.orgName,
      companyCode: seller.companyCode,
      setting: seller.hasOverride ? '单独设置' : '平台默认',
      standard: standardOf(seller, defaultTiers),
      updatedAt: seller.updatedAt,
    }),
    now,
  });
}
