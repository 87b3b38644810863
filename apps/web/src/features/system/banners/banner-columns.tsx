import { formatMinute } from '@lyp/shared/format/timestamp';
import { BANNER_STATE_LABELS, type Banner, type BannerState } from '@lyp/shared/system/banner.schemas';
import { Image, Tag, Typography, type TableColumnsType } from 'antd';
import { bannerImageUrl } from './api/banners';

const STATE_COLORS: Record<BannerState, string> = {
  showing: 'green',
  scheduled: 'blue',
  expired: 'orange',
  disabled: 'default',
};

const minute = (iso: string) => formatMinute(new Date(iso));

function periodText(banner: Banner): string {
  if (!banner.startsAt && !banner.endsAt) return '长期';
  return `${banner.startsAt ? minute(banner.startsAt) : '不限'} 至 ${banner.endsAt ? minute(banner.endsAt) : '不限'}`;
}

/** The picture, title, link, order, period and what the banner is doing now. */
export const BANNER_COLUMNS: TableColumnsType<Banner> = [
  {
    title: '图片',
    dataIndex: 'imageFileId',
    width: 140,
    render: (id: string, banner) => (
      <Image
        src={bannerImageUrl(id)}
        alt={banner.title}
        width={120}
        height={40}
        style={{ objectFit: 'cover', borderRadius: 4 }}
      />
    ),
  },
  { title: '标题', dataIndex: 'title' },
  {
    title: '链接',
    dataIndex: 'linkUrl',
    render: (link: string | null) =>
      link ? (
        <Typography.Text copyable style={{ maxWidth: 220 }} ellipsis={{ tooltip: link }}>
          {link}
        </Typography.Text>
      ) : (
        '-'
      ),
  },
  { title: '排序', dataIndex: 'sort', width: 70 },
  { title: '展示时段', key: 'period', render: (_value, banner) => periodText(banner) },
  {
    title: '状态',
    dataIndex: 'state',
    width: 90,
    render: (state: BannerState) => <Tag color={STATE_COLORS[state]}>{BANNER_STATE_LABELS[state]}</Tag>,
  },
];
