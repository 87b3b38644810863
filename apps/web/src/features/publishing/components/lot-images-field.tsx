import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  LoadingOutlined,
  PictureOutlined,
  PlusOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Button, Image, Tag, Tooltip, Upload } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../components/back-office/error-message';
import { uploadFile } from '../../../lib/file-upload';
import { rememberLocalImage, useFileImages } from '../hooks/use-file-images';
import { makeFirst, moveItem } from '../lib/reorder';
import { useFeedback } from '../../../lib/feedback';

/** What the server stores as images (it checks the bytes). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const MAX_MB = 5;
export const MAX_LOT_IMAGES = 10;

interface Uploading {
  uid: string;
  name: string;
}

/**
 * 标的图片: up to ten, in the order bidders will see them; the first is the cover. Each can
 * move left or right, become the cover, or go. Pictures of a saved draft are not public, so
 * they are shown from copies read with the token (see useFileImages).
 */
export function LotImagesField(props: { value?: string[]; onChange?: (ids: string[]) => void; id?: string }) {
  const { message } = useFeedback();
  const ids = useMemo(() => props.value ?? [], [props.value]);
  const srcOf = useFileImages(ids);
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
    props.onChange?.(next);
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

  const full = ids.length + uploading.length >= MAX_LOT_IMAGES;
  return (
    <div className="lyp-lot-images" id={props.id}>
      <Image.PreviewGroup>
        {ids.map((fileId, index) => {
          const src = srcOf(fileId);
          return (
            <figure key={fileId} className="lyp-lot-images__item">
              {src ? (
                <Image src={src} alt={`标的图片 ${index + 1}`} className="lyp-lot-images__img" />
              ) : (
                <div className="lyp-lot-images__img lyp-lot-images__placeholder" aria-label="图片加载中">
                  <PictureOutlined />
                </div>
              )}
              {index === 0 ? (
                <Tag color="red" className="lyp-lot-images__cover">
                  封面
                </Tag>
              ) : null}
              <figcaption className="lyp-lot-images__tools">
                <Tooltip title="左移">
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowLeftOutlined />}
                    aria-label={`图片 ${index + 1} 左移`}
                    disabled={index === 0}
                    onClick={() => emit(moveItem(latest.current, index, index - 1))}
                  />
                </Tooltip>
                <Tooltip title="设为封面">
                  <Button
                    size="small"
                    type="text"
                    icon={<StarOutlined />}
                    aria-label={`图片 ${index + 1} 设为封面`}
                    disabled={index === 0}
                    onClick={() => emit(makeFirst(latest.current, index))}
                  />
                </Tooltip>
                <Tooltip title="右移">
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowRightOutlined />}
                    aria-label={`图片 ${index + 1} 右移`}
                    disabled={index === ids.length - 1}
                    onClick={() => emit(moveItem(latest.current, index, index + 1))}
                  />
                </Tooltip>
                <Tooltip title="删除">
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`删除图片 ${index + 1}`}
                    onClick={() => emit(latest.current.filter((id) => id !== fileId))}
                  />
                </Tooltip>
              </figcaption>
            </figure>
          );
        })}
      </Image.PreviewGroup>
      {uploading.map((entry) => (
        <div
          key={entry.uid}
          className="lyp-lot-images__item lyp-lot-images__pending"
          aria-label={`${entry.name} 上传中`}
        >
          <LoadingOutlined />
          <span>上传中</span>
        </div>
      ))}
      {full ? null : (
        <Upload
          accept={ACCEPT}
          multiple
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={({ file }) => void upload(file as File & { uid: string })}
        >
          <button type="button" className="lyp-lot-images__add">
            <PlusOutlined />
            <span>上传图片</span>
          </button>
        </Upload>
      )}
    </div>
  );
}
