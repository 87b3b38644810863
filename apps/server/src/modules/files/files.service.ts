import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FileBusinessType, FileView, PreviewWidth } from '@lyp/shared/files/file.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { StoredFileTooLargeError, type FileStorage } from '../../lib/file-storage';
import { pictureSizeOf, type ImageVariant, type ImageVariants } from '../../lib/image-variants';
import type { Principal } from '../../lib/principal';
import { createOwnFileReads } from './own-file-reads';
import { detectFileKind, IMAGE_KINDS, isPreviewable, nameOfKind, type FileKind } from './file-kind';
import type { FileRecord, FilesRepository } from './files.repository';

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
  id_card: { label: '身份证照片', kinds: IMAGE_KINDS, kindsLabel: 'jpg、png' },
  banner_image: { label: '轮播图片', kinds: IMAGE_KINDS, kindsLabel: 'jpg、png' },
  bulletin_image: { label: '公告正文图片', kinds: IMAGE_KINDS, kindsLabel: 'jpg、png' },
  company_licence: { label: '营业执照', kinds: ['jpg', 'png', 'pdf'], kindsLabel: 'jpg、png、pdf' },
};

/**
 * A preview whose copy cannot be made may send the original only up to a phone camera's
 * picture (about 12 megapixels), or a few megabytes when even its header cannot be read.
 */
const ORIGINAL_PREVIEW_MAX_PIXELS = 16_000_000;
const ORIGINAL_PREVIEW_MAX_BYTES = 5 * 1024 * 1024;

export interface FilesServiceDeps {
  files: FilesRepository;
  storage: FileStorage;
  clock: Clock;
  maxBytes: number;
  /** The largest picture accepted, width × height: beyond it a picture is refused at upload. */
  maxPixels: number;
  /** Resized copies of pictures, for previews asked with a width. */
  variants: ImageVariants;
  log: { warn(details: object, message: string): void };
  /** Filled in by the modules that own each kind of record. */
  access: Record<FileBusinessType, BusinessAccess>;
}

/** What a download or preview sends: the file, or a picture's resized copy. */
export interface OpenedFile {
  mime: string;
  sizeBytes: number;
  /** The name a browser saves it under, its extension matching the bytes. */
  name: string;
  stream: Readable;
  inline: boolean;
}

export function toFileView(record: FileRecord): FileView {
  return {
    id: record.id,
    originalName: record.originalName,
    mime: record.mime,
    ext: record.ext,
    sizeBytes: record.sizeBytes,
    businessType: record.businessType,
    businessId: record.businessId,
    createdAt: record.createdAt.toISOString(),
  };
}

/** A file name safe to store and to send back: no paths, no control characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || '未命名文件').slice(0, 200);
}

/** A file the caller owns but may not use for this record: its kind, or another record has it. */
export function notUsable(record: { originalName: string }, businessType: FileBusinessType): AppError {
  const usage = BUSINESS_USAGE[businessType];
  return new AppError('FILE_NOT_USABLE', {
    params: { name: record.originalName, usage: usage.label, kinds: usage.kindsLabel },
  });
}

export function createFilesService(deps: FilesServiceDeps) {
  const { files, storage, clock } = deps;

  async function canRead(record: FileRecord, principal: Principal | null): Promise<boolean> {
    if (principal && record.ownerUserId === principal.userId) return true;
    if (!record.businessType || record.businessId === null) return false;
    const access = deps.access[record.businessType as FileBusinessType];
    return access ? (await access(record.businessId, principal)) !== 'denied' : false;
  }

  /**
   * A picture's copy at this width, or none when it cannot be made: then a small original goes
   * instead (browsers draw some pictures libvips refuses), never a huge one (a picture stored
   * before uploads were limited, say), which answers FILE_PREVIEW_UNAVAILABLE.
   */
  async function resized(record: FileRecord, width: PreviewWidth): Promise<ImageVariant | undefined> {
    const sourcePath = storage.localPath(record.storageKey);
    try {
      return await deps.variants.get(record.storageKey, sourcePath, width);
    } catch (error) {
      const size = await pictureSizeOf(sourcePath);
      const small = size
        ? size.width * size.height <= ORIGINAL_PREVIEW_MAX_PIXELS
        : record.sizeBytes <= ORIGINAL_PREVIEW_MAX_BYTES;
      if (!small) {
        deps.log.warn(
          { err: error, fileId: record.id, width, size },
          'picture not resized; too large to send',
        );
        throw new AppError('FILE_PREVIEW_UNAVAILABLE');
      }
      deps.log.warn({ err: error, fileId: record.id, width }, 'picture not resized; sending the original');
      return undefined;
    }
  }

  /** A picture past the limit is refused before anything is recorded, naming its size. */
  async function refuseHugePicture(key: string, kind: FileKind): Promise<void> {
    if (!IMAGE_KINDS.includes(kind)) return;
    const size = await pictureSizeOf(storage.localPath(key));
    if (!size || size.width * size.height <= deps.maxPixels) return;
    await storage.remove(key);
    throw new AppError('FILE_IMAGE_TOO_LARGE', {
      params: {
        width: size.width,
        height: size.height,
        megapixels: Math.round((size.width * size.height) / 1_000_000),
        max: Math.round(deps.maxPixels / 1_000_000),
      },
    });
  }

  async function requireReadable(id: string, principal: Principal | null): Promise<FileRecord> {
    const record = await files.findLive(id);
    // Someone else's file answers exactly like a missing one.
    if (!record || !(await canRead(record, principal))) throw new AppError('FILE_NOT_FOUND');
    return record;
  }

  /**
   * The checks of bind, without binding: for a record that does not exist yet (businessId
   * undefined), or one whose files move from records it replaces (`replacing`, same type).
   * Someone else's file answers exactly like a missing one: its name is not theirs to learn.
   */
  async function checkUsable(
    principal: Principal,
    target: {
      businessType: FileBusinessType;
      businessId?: number;
      replacing?: number[];
      fileIds: string[];
    },
  ): Promise<FileRecord[]> {
    const usage = BUSINESS_USAGE[target.businessType];
    const ids = [...new Set(target.fileIds)];
    const found = new Map((await files.findManyLive(ids)).map((record) => [record.id, record]));
    const records: FileRecord[] = [];
    for (const id of ids) {
      const record = found.get(id);
      if (!record || (record.ownerUserId !== principal.userId && record.ownerOrgId !== principal.orgId)) {
        throw new AppError('FILE_NOT_FOUND');
      }
      const free =
        record.businessType === null ||
        (record.businessType === target.businessType &&
          record.businessId !== null &&
          (record.businessId === target.businessId || (target.replacing ?? []).includes(record.businessId)));
      if (!usage.kinds.includes(record.ext as FileKind) || !free)
        throw notUsable(record, target.businessType);
      records.push(record);
    }
    return records;
  }

  return {
    ...createOwnFileReads({ files, storage }),

    /** Stores an upload, keeping it only if its bytes are an allowed kind. */
    async upload(input: {
      principal: Principal;
      /** A multipart part's stream: the parser cuts it off at the limit and marks it truncated. */
      stream: Readable & { truncated?: boolean };
      filename: string;
    }): Promise<FileView> {
      // Two significant digits: a limit under 1 MB must not read "0 MB".
      const tooLarge = () =>
        new AppError('FILE_TOO_LARGE', {
          params: { mb: Number((deps.maxBytes / 1024 / 1024).toPrecision(2)) },
        });
      let stored;
      try {
        stored = await storage.save(input.stream, deps.maxBytes);
      } catch (error) {
        if (
          error instanceof StoredFileTooLargeError ||
          (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
        ) {
          throw tooLarge();
        }
        throw error;
      }
      // The parser ends an over-size stream quietly at the limit: without this check the
      // first maxBytes of a larger file would be kept as if they were the whole file.
      if (input.stream.truncated) {
        await storage.remove(stored.key);
        throw tooLarge();
      }
      const givenName = cleanName(input.filename);
      const detected = await detectFileKind(storage.localPath(stored.key), givenName);
      if (!detected || stored.sizeBytes === 0) {
        await unlink(storage.localPath(stored.key)).catch(() => {});
        throw new AppError('FILE_TYPE_NOT_ALLOWED');
      }
      await refuseHugePicture(stored.key, detected.kind);
      const record = await files.insert({
        storageKey: stored.key,
        originalName: nameOfKind(givenName, detected.kind),
        mime: detected.mime,
        ext: detected.kind,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        ownerUserId: input.principal.userId,
        ownerOrgId: input.principal.orgId,
        createdAt: clock.now(),
      });
      return toFileView(record);
    },

    /**
     * The bytes of a file the caller may read, and how to send them. A preview with a width
     * gets a picture's resized WebP copy; other kinds have no width to fit, so they are sent
     * whole, as without one: a generic link with a width still opens the file.
     */
    async open(
      principal: Principal | null,
      id: string,
      mode: 'download' | 'preview',
      width?: PreviewWidth,
    ): Promise<OpenedFile> {
      const record = await requireReadable(id, principal);
      // Files stored before names followed their content are renamed on the way out.
      const name = nameOfKind(record.originalName, record.ext);
      const variant =
        mode === 'preview' && width !== undefined && IMAGE_KINDS.includes(record.ext as FileKind)
          ? await resized(record, width)
          : undefined;
      if (variant) {
        return {
          mime: 'image/webp',
          sizeBytes: variant.sizeBytes,
          // Saved from the browser, the copy must not claim to be the original's JPEG or PNG.
          name: `${name.replace(/\.[^.]*$/, '')}.webp`,
          stream: createReadStream(variant.path),
          inline: true,
        };
      }
      return {
        mime: record.mime,
        sizeBytes: record.sizeBytes,
        name,
        stream: storage.open(record.storageKey),
        inline: mode === 'preview' && isPreviewable(record.ext),
      };
    },

    async remove(principal: Principal, id: string): Promise<void> {
      const record = await files.findLive(id);
      if (!record || record.ownerUserId !== principal.userId) throw new AppError('FILE_NOT_FOUND');
      if (record.businessType) {
        const usage = BUSINESS_USAGE[record.businessType as FileBusinessType]?.label ?? '业务记录';
        throw new AppError('FILE_IN_USE', { params: { usage } });
      }
      await files.markDeleted(id, clock.now());
      await storage.remove(record.storageKey);
      await deps.variants.removeAll(record.storageKey);
    },

    async findByBusiness(principal: Principal | null, businessType: FileBusinessType, businessId: number) {
      if ((await deps.access[businessType](businessId, principal)) === 'denied') return [];
      return (await files.listByBusiness(businessType, [businessId])).map(toFileView);
    },

    /**
     * Makes exactly these files the record's: each must be the caller's own (or their
     * organisation's), of a kind the record accepts, and not already another record's.
     */
    async bind(
      principal: Principal,
      target: { businessType: FileBusinessType; businessId: number; fileIds: string[] },
    ): Promise<void> {
      await checkUsable(principal, target);
      await files.rebind(target.businessType, target.businessId, [...new Set(target.fileIds)]);
    },

    checkUsable,

    /** Frees the files of records that were deleted or replaced. */
    async release(businessType: FileBusinessType, businessIds: number[]): Promise<void> {
      await files.release(businessType, businessIds);
    },

    async idsByBusiness(
      businessType: FileBusinessType,
      businessIds: number[],
    ): Promise<Map<number, FileRecord[]>> {
      const grouped = new Map<number, FileRecord[]>();
      for (const record of await files.listByBusiness(businessType, businessIds)) {
        if (record.businessId === null) continue;
        grouped.set(record.businessId, [...(grouped.get(record.businessId) ?? []), record]);
      }
      return grouped;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
