import { BANNER_STATE_LABELS, type Banner } from '@lyp/shared/system/banner.schemas';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/**
 * A banner as one row of 轮播图管理's export: its settings and what it is doing at the export's
 * moment (停用 included, so no separate 是否启用). The image's file id means nothing to a reader.
 */
interface BannerExportRow {
  title: string;
  linkUrl: string | null;
  sort: number;
  state: string;
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS: ExcelColumn<BannerExportRow>[] = [
  { header: '标题', key: 'title', width: 30 },
  { header: '链接地址', key: 'linkUrl', format: 'text', width: 40 },
  { header: '排序', key: 'sort' },
  { header: '状态', key: 'state' },
  // Empty: open-ended on that side (the list's 不限).
  { header: '开始时间', key: 'startsAt', format: 'datetime', width: 20 },
  { header: '结束时间', key: 'endsAt', format: 'datetime', width: 20 },
  { header: '创建时间', key: 'createdAt', format: 'datetime', width: 20 },
  { header: '更新时间', key: 'updatedAt', format: 'datetime', width: 20 },
];

const toExportRow = (banner: Banner): BannerExportRow => ({
  title: banner.title,
  linkUrl: banner.linkUrl,
  sort: banner.sort,
  state: BANNER_STATE_LABELS[banner.state],
  startsAt: banner.startsAt,
  endsAt: banner.endsAt,
  createdAt: banner.createdAt,
  updatedAt: banner.updatedAt,
});

/** 轮播图管理 as filtered, streamed as an .xlsx. */
export const exportBanners = (banners: AsyncIterable<Banner>, now: Date) =>
  exportList({ title: '轮播图管理', columns: COLUMNS, records: banners, toRow: toExportRow, now });
