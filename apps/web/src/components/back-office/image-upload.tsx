import { PlusOutlined } from '@ant-design/icons';
import { Modal, Upload } from 'antd';
import { useState } from 'react';
import { ACCEPT, useImageUploads, type ImageUploadProps } from './use-image-uploads';

export type { ImageUploadProps };

/**
 * Picture-card upload for a Form field. Files go up through uploadFile at once; the field
 * holds their ids. A new upload previews from the local file, since the server shows a file
 * not yet attached to a record only to a request carrying the token, which an <img> does not.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { maxSizeMb = 5, disabled } = props;
  const maxCount = props.multiple ? (props.maxCount ?? 9) : 1;
  const [previewUrl, setPreviewUrl] = useState<string>();
  const { fileList, beforeUpload, upload, remove } = useImageUploads(props, { maxSizeMb, maxCount });

  return (
    <>
      <Upload
        listType="picture-card"
        accept={ACCEPT}
        multiple={props.multiple}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => void upload(file as File & { uid: string })}
        onPreview={(file) => setPreviewUrl(file.url ?? file.thumbUrl)}
        onRemove={remove}
      >
        {fileList.length >= maxCount ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>上传图片</div>
          </button>
        )}
      </Upload>
      <Modal
        open={previewUrl !== undefined}
        title="图片预览"
        footer={null}
        onCancel={() => setPreviewUrl(undefined)}
      >
        {previewUrl && <img alt="图片预览" src={previewUrl} style={{ width: '100%' }} />}
      </Modal>
    </>
  );
}
