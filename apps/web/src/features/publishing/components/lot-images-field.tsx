import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Image, Upload } from 'antd';
import { useMemo } from 'react';
import { useFileImages } from '../hooks/use-file-images';
import { MAX_LOT_IMAGES, useLotImageUploads } from '../hooks/use-lot-image-uploads';
import { makeFirst, moveItem } from '../lib/reorder';
import { LotImageTile } from './lot-image-tile';

const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/**
 * 标的图片: up to ten, in the order bidders will see them; the first is the cover. Each can
 * move left or right, become the cover, or go. Pictures of a saved draft are not public, so
 * they are shown from copies read with the token (see useFileImages).
 */
export function LotImagesField(props: { value?: string[]; onChange?: (ids: string[]) => void; id?: string }) {
  const ids = useMemo(() => props.value ?? [], [props.value]);
  const srcOf = useFileImages(ids);
  const { uploading, latest, emit, beforeUpload, upload } = useLotImageUploads(ids, props.onChange);

  const full = ids.length + uploading.length >= MAX_LOT_IMAGES;
  return (
    <div className="lyp-lot-images" id={props.id}>
      <Image.PreviewGroup>
        {ids.map((fileId, index) => (
          <LotImageTile
            key={fileId}
            src={srcOf(fileId)}
            index={index}
            last={index === ids.length - 1}
            onMove={(to) => emit(moveItem(latest.current, index, to))}
            onMakeCover={() => emit(makeFirst(latest.current, index))}
            onRemove={() => emit(latest.current.filter((id) => id !== fileId))}
          />
        ))}
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
