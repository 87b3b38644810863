import { bannerAddBodySchema, type Banner, type BannerAddBody } from '@lyp/shared/system/banner.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { EditFormModal, ImageUpload, rulesFrom, type EditTarget } from '../../../components/back-office';
import { BeijingDatePicker } from '../../../components/date-time/beijing-date-picker';
import { fromPickerValue, toPickerValue } from '../../../lib/beijing-time';
import { EnabledField, SortField } from '../form-fields';
import { refreshBanners, saveBanner } from './api/banners';

type Period = [Dayjs | null, Dayjs | null];

/** The form's own shape: the active period is one range control, either end may stay open. */
interface BannerFormValues extends Omit<BannerAddBody, 'startsAt' | 'endsAt'> {
  period?: Period | null;
}

const rules = (field: keyof BannerAddBody) => rulesFrom(bannerAddBodySchema, field);

const periodOf = (banner: Banner): Period | undefined =>
  banner.startsAt || banner.endsAt
    ? [
        banner.startsAt ? toPickerValue(banner.startsAt) : null,
        banner.endsAt ? toPickerValue(banner.endsAt) : null,
      ]
    : undefined;

/** The same rule as the server's (结束时间须晚于开始时间), said before sending. */
const periodRule = {
  validator: async (_rule: unknown, period: Period | null | undefined) => {
    const [start, end] = period ?? [];
    if (start && end && !end.isAfter(start)) throw new Error('结束时间须晚于开始时间');
  },
};

const valuesOf = (banner: Banner): Partial<BannerFormValues> => ({
  title: banner.title,
  imageFileId: banner.imageFileId,
  linkUrl: banner.linkUrl ?? undefined,
  sort: banner.sort,
  period: periodOf(banner),
  isEnabled: banner.isEnabled,
});

/** Add a banner (editing 'new') or edit one: image, title, link, order, period, on or off. */
export function BannerForm(props: { editing: EditTarget<Banner>; onClose: () => void }) {
  const { editing, onClose } = props;
  const queryClient = useQueryClient();

  return (
    <EditFormModal<Banner, BannerFormValues>
      name="banner"
      noun="轮播图"
      target={editing}
      onClose={onClose}
      defaults={{ sort: 0, isEnabled: true }}
      valuesOf={valuesOf}
      onSave={async ({ period, ...values }, current) => {
        const body = {
          ...values,
          startsAt: period?.[0] ? fromPickerValue(period[0]) : null,
          endsAt: period?.[1] ? fromPickerValue(period[1]) : null,
        };
        await saveBanner(body, current?.id);
        await refreshBanners(queryClient);
      }}
    >
      <Form.Item
        name="imageFileId"
        label="轮播图片"
        rules={rules('imageFileId')}
        extra="jpg 或 png，建议宽 1920、高 320 像素，不超过 5MB"
      >
        <ImageUpload />
      </Form.Item>
      <Form.Item name="title" label="标题" rules={rules('title')}>
        <Input placeholder="显示在图片上，也是图片的替代文字" />
      </Form.Item>
      <Form.Item
        name="linkUrl"
        label="链接地址"
        rules={rules('linkUrl')}
        extra="站内路径（如 /morebid?status=bidding）或 https:// 开头的网址，可不填"
      >
        <Input placeholder="/morebid" />
      </Form.Item>
      <SortField rules={rules('sort')} extra="数字小的排在前面" />
      <Form.Item name="period" label="展示时段" rules={[periodRule]} extra="不填为长期展示；可只填开始或结束">
        <BeijingDatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          placeholder={['开始时间', '结束时间']}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <EnabledField />
    </EditFormModal>
  );
}
