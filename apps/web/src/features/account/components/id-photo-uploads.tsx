import { PlusOutlined } from '@ant-design/icons';
import { Typography, Upload } from 'antd';
import type { IdCardSide, IdPhotos } from '../hooks/use-id-photos';

const SIDE_LABELS: Record<IdCardSide, string> = { front: '身份证人像面', back: '身份证国徽面' };

/** The ID card's two sides, each a picture card that uploads when picked. */
export function IdPhotoUploads({
  photos,
  uploading,
  onUpload,
}: {
  photos: IdPhotos;
  uploading: IdCardSide | undefined;
  onUpload: (side: IdCardSide, file: File) => Promise<void>;
}) {
  return (
    <div className="lyp-certify__photos">
      {(['front', 'back'] as const).map((side) => (
        <div key={side}>
          <Typography.Text>{SIDE_LABELS[side]}</Typography.Text>
          <Upload
            accept=".jpg,.jpeg,.png"
            listType="picture-card"
            showUploadList={false}
            customRequest={({ file }) => void onUpload(side, file as File)}
          >
            {photos[side] ? (
              <img src={photos[side].url} alt={SIDE_LABELS[side]} className="lyp-certify__photo" />
            ) : (
              <div aria-label={`上传${SIDE_LABELS[side]}`}>
                <PlusOutlined />
                <div>{uploading === side ? '上传中…' : '上传照片'}</div>
              </div>
            )}
          </Upload>
        </div>
      ))}
    </div>
  );
}
