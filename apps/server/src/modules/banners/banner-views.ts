import type { Banner, BannerAddBody, BannerPageBody, BannerState } from '@lyp/shared/system/banner.schemas';
import type { BannerRecord, BannerValues } from './banners.repository';

/** What the banner is doing at `now`; the repository's stateCondition() says the same in SQL. */
export function stateOf(record: BannerRecord, now: Date): BannerState {
  if (!record.isEnabled) return 'disabled';
  if (record.startsAt && record.startsAt > now) return 'scheduled';
  if (record.endsAt && record.endsAt <= now) return 'expired';
  return 'showing';
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toBanner(record: BannerRecord, now: Date): Banner {
  return {
    id: record.id,
    title: record.title,
    imageFileId: record.imageFileId,
    linkUrl: record.linkUrl,
    sort: record.sort,
    startsAt: iso(record.startsAt),
    endsAt: iso(record.endsAt),
    isEnabled: record.isEnabled,
    state: stateOf(record, now),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** What the operation log keeps of a banner: its settings, not its bookkeeping. */
export function snapshot(record: BannerRecord) {
  return {
    title: record.title,
    imageFileId: record.imageFileId,
    linkUrl: record.linkUrl,
    sort: record.sort,
    startsAt: iso(record.startsAt),
    endsAt: iso(record.endsAt),
    isEnabled: record.isEnabled,
  };
}

export function valuesOf(body: BannerAddBody): BannerValues {
  return {
    title: body.title,
    imageFileId: body.imageFileId,
    linkUrl: body.linkUrl ?? null,
    sort: body.sort,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    isEnabled: body.isEnabled,
  };
}

/** The list's filters, states judged at `now`: the page and the export read the same. */
export const pageFilters = (body: BannerPageBody, now: Date) => ({
  ...(body.title ? { title: body.title } : {}),
  ...(body.status ? { state: body.status } : {}),
  now,
});
