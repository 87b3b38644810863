import {
  HOME_BANNER_LIMIT,
  type Banner,
  type BannerAddBody,
  type BannerEditBody,
  type BannerPageBody,
  type BannerState,
  type HomeBanner,
} from '@lyp/shared/system/banner.schemas';
import { AppError } from '../../lib/app-error';
import { allPages } from '../../lib/excel-export';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { createFilesRepository, FileAccess, FileRecord, FilesService } from '../files';
import type { Change, OperationLogRepository, OperationLogService } from '../operation-log';
import type { BannerRecord, BannersRepository, BannerValues } from './banners.repository';
import { exportBanners } from './banner-export';

/** The repositories a change writes through, bound to one transaction. */
export interface BannerWriteScope {
  banners: BannersRepository;
  files: Pick<ReturnType<typeof createFilesRepository>, 'rebind' | 'release'>;
  logs: OperationLogRepository;
}

export interface BannersServiceDeps {
  banners: BannersRepository;
  files: Pick<FilesService, 'checkUsable'>;
  operationLog: Pick<OperationLogService, 'record'>;
  clock: Clock;
  /** Runs `work` in one transaction: the banner, its image's binding and the log entry commit together. */
  transaction<T>(work: (scope: BannerWriteScope) => Promise<T>): Promise<T>;
}

/** Who is changing banners: the caller, and the address the log keeps. */
export interface BannerActor {
  principal: Principal;
  ip?: string;
}

const IMAGE = 'banner_image';

/** What the banner is doing at `now`; the repository's stateCondition() says the same in SQL. */
export function stateOf(record: BannerRecord, now: Date): BannerState {
  if (!record.isEnabled) return 'disabled';
  if (record.startsAt && record.startsAt > now) return 'scheduled';
  if (record.endsAt && record.endsAt <= now) return 'expired';
  return 'showing';
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toBanner(record: BannerRecord, now: Date): Banner {
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
function snapshot(record: BannerRecord) {
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

function valuesOf(body: BannerAddBody): BannerValues {
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
const pageFilters = (body: BannerPageBody, now: Date) => ({
  ...(body.title ? { title: body.title } : {}),
  ...(body.status ? { state: body.status } : {}),
  now,
});

export function createBannersService(deps: BannersServiceDeps) {
  const { banners, files, operationLog, clock } = deps;

  async function requireBanner(id: number): Promise<BannerRecord> {
    const record = await banners.findById(id);
    if (!record) throw new AppError('BANNER_NOT_FOUND');
    return record;
  }

  /** The image must be the caller's (or their organisation's) own upload, a jpg or png, not another record's. */
  async function checkImage(principal: Principal, fileId: string, bannerId?: number): Promise<FileRecord> {
    const [record] = await files.checkUsable(principal, {
      businessType: IMAGE,
      ...(bannerId === undefined ? {} : { businessId: bannerId }),
      fileIds: [fileId],
    });
    return record!;
  }

  const record = (actor: BannerActor, change: Change, logs: OperationLogRepository) =>
    operationLog.record(
      {
        userId: actor.principal.userId,
        tenantId: actor.principal.tenantId,
        ...(actor.ip ? { ip: actor.ip } : {}),
      },
      change,
      logs,
    );

  return {
    async page(body: BannerPageBody) {
      const now = clock.now();
      const { records, total } = await banners.page({
        ...pageFilters(body, now),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return {
        records: records.map((banner) => toBanner(banner, now)),
        total,
        current: body.current,
        size: body.size,
      };
    },

    /**
     * 轮播图管理's export: every banner of the list as filtered, a page at a time. One moment
     * decides every page's states, so a banner cannot change state between two pages.
     */
    pageExport(body: BannerPageBody) {
      const now = clock.now();
      const rows = allPages(async (offset, limit) =>
        (await banners.page({ ...pageFilters(body, now), offset, limit })).records.map((banner) =>
          toBanner(banner, now),
        ),
      );
      return exportBanners(rows, now);
    },

    /** What the home page shows now, by the server's clock. */
    async showing(): Promise<HomeBanner[]> {
      const rows = await banners.listShowing(clock.now(), HOME_BANNER_LIMIT);
      return rows.map(({ id, title, imageFileId, linkUrl }) => ({ id, title, imageFileId, linkUrl }));
    },

    async add(actor: BannerActor, body: BannerAddBody): Promise<Banner> {
      await checkImage(actor.principal, body.imageFileId);
      const now = clock.now();
      return deps.transaction(async (scope) => {
        const created = await scope.banners.insert(valuesOf(body), now);
        await scope.files.rebind(IMAGE, created.id, [created.imageFileId]);
        await record(
          actor,
          {
            action: 'banner.create',
            targetType: 'banner',
            targetId: created.id,
            summary: `新增轮播图 ${created.title}`,
            after: snapshot(created),
          },
          scope.logs,
        );
        return toBanner(created, now);
      });
    },

    async edit(actor: BannerActor, body: BannerEditBody): Promise<Banner> {
      const existing = await requireBanner(body.id);
      const imageChanged = body.imageFileId !== existing.imageFileId;
      // Keeping the image needs no check: it is already this banner's, whoever uploaded it.
      if (imageChanged) await checkImage(actor.principal, body.imageFileId, existing.id);
      const now = clock.now();
      return deps.transaction(async (scope) => {
        const updated = await scope.banners.update(existing.id, valuesOf(body), now);
        if (!updated) throw new AppError('BANNER_NOT_FOUND');
        // The old image is freed, so its uploader may use or delete it again.
        if (imageChanged) await scope.files.rebind(IMAGE, updated.id, [updated.imageFileId]);
        await record(
          actor,
          {
            action: 'banner.update',
            targetType: 'banner',
            targetId: updated.id,
            summary: `编辑轮播图 ${updated.title}`,
            before: snapshot(existing),
            after: snapshot(updated),
          },
          scope.logs,
        );
        return toBanner(updated, now);
      });
    },

    async remove(actor: BannerActor, id: number): Promise<void> {
      const existing = await requireBanner(id);
      await deps.transaction(async (scope) => {
        if (!(await scope.banners.remove(id))) throw new AppError('BANNER_NOT_FOUND');
        await scope.files.release(IMAGE, [id]);
        await record(
          actor,
          {
            action: 'banner.remove',
            targetType: 'banner',
            targetId: id,
            summary: `删除轮播图 ${existing.title}`,
            before: snapshot(existing),
          },
          scope.logs,
        );
      });
    },

    /** A banner's image is public while the banner exists: the home page shows it to anyone. */
    async imageAccess(bannerId: number): Promise<FileAccess> {
      return (await banners.findById(bannerId)) ? 'public' : 'denied';
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
