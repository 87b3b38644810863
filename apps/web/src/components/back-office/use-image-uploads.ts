import { apiUrl } from '@lyp/shared/api/paths';
import { Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { uploadFile } from '../../lib/file-upload';
import { useFeedback } from '../../lib/feedback';
import { errorMessage } from './error-message';

/**
 * What the server stores as images (it checks the bytes: jpg and png, see
 * apps/server/src/modules/files/file-kind.ts). Offering webp here would only end in its refusal.
 */
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'JPG', 'image/png': 'PNG' };
export const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

interface CommonProps {
  /** Largest file accepted, in MB (the server's own limit is 20 MB). */
  maxSizeMb?: number;
  disabled?: boolean;
}

/** One image: value is a file id. */
interface SingleProps extends CommonProps {
  multiple?: false;
  value?: string | null;
  onChange?: (fileId: string | undefined) => void;
}

/** Several images: value is a list of file ids. */
interface MultipleProps extends CommonProps {
  multiple: true;
  maxCount?: number;
  value?: string[];
  onChange?: (fileIds: string[]) => void;
}

export type ImageUploadProps = SingleProps | MultipleProps;

const idsOf = (props: ImageUploadProps): string[] =>
  props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];

const localUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;

/** Why a picked file may not be uploaded (kind, size, or no room left), or undefined. */
function imageProblem(
  file: File,
  { maxSizeMb, maxCount }: { maxSizeMb: number; maxCount: number },
  taken: number,
): string | undefined {
  if (!IMAGE_TYPES[file.type]) return `只能上传 ${Object.values(IMAGE_TYPES).join('、')} 格式的图片`;
  if (file.size > maxSizeMb * 1024 * 1024) return `图片大小不能超过 ${maxSizeMb}MB`;
  if (taken >= maxCount) return `最多上传 ${maxCount} 张图片`;
  return undefined;
}

/**
 * The picture cards' state: the stored ids (the field's value) and the uploads under way. Files
 * go up through uploadFile at once; a new upload previews from the local file.
 */
export function useImageUploads(
  props: ImageUploadProps,
  { maxSizeMb, maxCount }: { maxSizeMb: number; maxCount: number },
) {
  const { message } = useFeedback();
  const [pending, setPending] = useState<UploadFile[]>([]);
  // file id → object URL of the file this component uploaded; the ref only to revoke them.
  const [localUrls, setLocalUrls] = useState<Record<string, string>>({});
  const createdUrls = useRef<string[]>([]);
  // Uploads finishing together must each see the other's id, before React re-renders.
  const latestIds = useRef<string[]>(idsOf(props));
  const ids = idsOf(props);
  const idsKey = ids.join(',');

  useEffect(() => {
    latestIds.current = idsKey ? idsKey.split(',') : [];
  }, [idsKey]);

  useEffect(() => {
    const urls = createdUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const emit = (next: string[]) => {
    latestIds.current = next;
    if (props.multiple) props.onChange?.(next);
    else props.onChange?.(next[0]);
  };

  const fileList: UploadFile[] = [
    ...ids.map((id): UploadFile => ({
      uid: id,
      name: '图片',
      status: 'done',
      url: localUrls[id] ?? apiUrl('filePreview', { id }),
    })),
    ...pending,
  ];

  const beforeUpload = (file: File) => {
    const uploading = pending.filter((item) => item.status === 'uploading').length;
    const problem = imageProblem(file, { maxSizeMb, maxCount }, latestIds.current.length + uploading);
    if (!problem) return true;
    void message.error(problem);
    return Upload.LIST_IGNORE;
  };

  const upload = async (file: File & { uid: string }) => {
    const thumbUrl = localUrl(file);
    if (thumbUrl) createdUrls.current.push(thumbUrl);
    const item: UploadFile = { uid: file.uid, name: file.name, status: 'uploading', thumbUrl };
    setPending((list) => [...list, item]);
    try {
      const stored = await uploadFile(file);
      if (thumbUrl) setLocalUrls((urls) => ({ ...urls, [stored.id]: thumbUrl }));
      setPending((list) => list.filter((entry) => entry.uid !== file.uid));
      emit(props.multiple ? [...latestIds.current, stored.id] : [stored.id]);
    } catch (error) {
      const text = errorMessage(error);
      void message.error(text);
      // The failed card stays, its message on hover, until the user removes it.
      setPending((list) =>
        list.map((entry) => (entry.uid === file.uid ? { ...entry, status: 'error', response: text } : entry)),
      );
    }
  };

  const remove = (file: UploadFile) => {
    if (pending.some((entry) => entry.uid === file.uid))
      setPending((list) => list.filter((entry) => entry.uid !== file.uid));
    else emit(latestIds.current.filter((id) => id !== file.uid));
    return false;
  };

  return { fileList, beforeUpload, upload, remove };
}
