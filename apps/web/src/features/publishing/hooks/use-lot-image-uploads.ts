import { Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../components/back-office/error-message';
import { uploadFile } from '../../../lib/file-upload';
import { useFeedback } from '../../../lib/feedback';
import { rememberLocalImage } from './use-file-images';

/** What the server stores as images (it checks the bytes). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
const MAX_MB = 5;
export const MAX_LOT_IMAGES = 10;

export interface Uploading {
  uid: string;
  name: string;
}

/**
 * A lot's pictures going up: each checked before it leaves, shown as 上传中 while it travels,
 * and placed in the order picked when it lands. `emit` changes the list the field holds.
 */
export function useLotImageUploads(ids: string[], onChange: ((ids: string[]) => void) | undefined) {
  const { message } = useFeedback();
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const latest = useRef(ids);
  // Several files picked at once finish in any order; they take their places in the order picked.
  const pickOrder = useRef({
    next: 0,
    byUid: new Map<string, number>(),
    byFileId: new Map<string, number>(),
  });
  useEffect(() => {
    latest.current = ids;
  }, [ids]);

  const emit = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const beforeUpload = (file: File) => {
    if (!IMAGE_TYPES.has(file.type)) {
      void message.error(`标的图片只能是 JPG、PNG 格式：${file.name}`);
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_MB * 1024 * 1024) {
      void message.error(`标的图片不能超过 ${MAX_MB}MB：${file.name}`);
      return Upload.LIST_IGNORE;
    }
    if (latest.current.length + uploading.length >= MAX_LOT_IMAGES) {
      void message.error(`每个标的最多 ${MAX_LOT_IMAGES} 张图片`);
      return Upload.LIST_IGNORE;
    }
    const order = pickOrder.current;
    order.byUid.set((file as File & { uid: string }).uid, (order.next += 1));
    return true;
  };

  const upload = async (file: File & { uid: string }) => {
    setUploading((list) => [...list, { uid: file.uid, name: file.name }]);
    try {
      const stored = await uploadFile(file);
      rememberLocalImage(stored.id, file);
      const order = pickOrder.current;
      const picked = order.byUid.get(file.uid) ?? (order.next += 1);
      order.byFileId.set(stored.id, picked);
      // Before the first picture picked after it; pictures there before keep their places.
      const list = latest.current;
      const at = list.findIndex((id) => (order.byFileId.get(id) ?? 0) > picked);
      emit(at < 0 ? [...list, stored.id] : [...list.slice(0, at), stored.id, ...list.slice(at)]);
    } catch (error) {
      void message.error(`${file.name}：${errorMessage(error)}`);
    } finally {
      setUploading((list) => list.filter((entry) => entry.uid !== file.uid));
    }
  };

  return { uploading, latest, emit, beforeUpload, upload };
}
