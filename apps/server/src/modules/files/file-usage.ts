import type { FileBusinessType } from '@lyp/shared/files/file.schemas';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { IMAGE_KINDS, type FileKind } from './file-kind';

/** Who may read a file bound to a record: anyone (a published bulletin's), some, or no one else. */
export type FileAccess = 'public' | 'allowed' | 'denied';
export type BusinessAccess = (businessId: number, principal: Principal | null) => Promise<FileAccess>;

/** What each kind of record accepts and how it is named in messages. */
export const BUSINESS_USAGE: Record<
  FileBusinessType,
  { label: string; kinds: readonly FileKind[]; kindsLabel: string }
> = {
  bulletin_attachment: {
    label: '公告附件',
    kinds: ['jpg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx'],
    kindsLabel: 'jpg、png、pdf、doc、docx、xls、xlsx',
  },
  lot_image: { label: '标的图片', kinds: IMAGE_KINDS, kindsLabel: 'jpg、png' },
  deposit_voucher: { label: '缴款凭证', kinds: ['jpg', 'png', 'pdf'], kindsLabel: 'jpg、png、pdf' },
  deposit_return_voucher: { label: '退款凭证', kinds: ['jpg', 'png', 'pdf'], kindsLabel: 'jpg、png、pdf' },
  order_voucher: { label: '货款凭证', kinds: ['jpg', 'png', 'pdf'], kindsLabel: 'jpg、png、pdf' },
  order_settlement_voucher: { label: '结算凭证', kinds: ['jpg', 'png', 'pdf'], kindsLabel: 'jpg、png、pdf' },
  order_weighing_ticket: { label: '磅单', kinds: ['jpg', 'png', 'pdf'], kindsLabel: 'jpg、png、pdf' },
  order_balance_voucher: { label: '补缴凭证', kinds: ['jpg', 'png', 'pdf'], kindsLabel: 'jpg、png、pdf' },
  id_card: { label: '身份证照片', kinds: IMAGE_KINDS, kindsLabel: 'jpg、png' },
  banner_image: { label: '轮播图片', kinds: IMAGE_KINDS, kindsLabel: 'jpg、png' },
  bulletin_image: { label: '公告正文图片', kinds: IMAGE_KINDS, kindsLabel: 'jpg、png' },
  company_licence: { label: '营业执照', kinds: ['jpg', 'png', 'pdf'], kindsLabel: 'jpg、png、pdf' },
  priority_proof: { label: '优先购买权证明', kinds: ['jpg', 'png', 'pdf'], kindsLabel: 'jpg、png、pdf' },
  qualification_scan: { label: '资质扫描件', kinds: ['jpg', 'png', 'pdf'], kindsLabel: 'jpg、png、pdf' },
  bank_change_proof: { label: '开户证明', kinds: ['jpg', 'png', 'pdf'], kindsLabel: 'jpg、png、pdf' },
  order_invoice: { label: '发票', kinds: ['jpg', 'png', 'pdf'], kindsLabel: 'jpg、png、pdf' },
};

/** A file the caller owns but may not use for this record: its kind, or another record has it. */
export function notUsable(record: { originalName: string }, businessType: FileBusinessType): AppError {
  const usage = BUSINESS_USAGE[businessType];
  return new AppError('FILE_NOT_USABLE', {
    params: { name: record.originalName, usage: usage.label, kinds: usage.kindsLabel },
  });
}
