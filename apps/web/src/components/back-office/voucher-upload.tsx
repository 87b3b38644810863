import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { uploadFile } from '../../lib/file-upload';
import { errorMessage } from './error-message';
import { useFeedback } from '../../lib/feedback';

/** What the server takes as a transfer receipt (it checks the bytes, not the name). */
const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
const MAX_MB = 10;

/** One transfer receipt (image or PDF) for a Form field: uploaded at once, the field holds its id. */
export function VoucherUpload({
  value,
  onChange,
  label = '上传凭证',
}: {
  value?: string;
  onChange?: (fileId: string | undefined) => void;
  label?: string;
}) {
  const { message } = useFeedback();
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <Upload
      accept={ACCEPT}
      maxCount={1}
      fileList={files}
      onRemove={() => {
        setFiles([]);
        onChange?.(undefined);
      }}
      beforeUpload={(file) => {
        if (file.size > MAX_MB * 1024 * 1024) {
          void message.error(`文件不能超过 ${MAX_MB} MB`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const picked = file as File;
        setFiles([{ uid: picked.name, name: picked.name, status: 'uploading' }]);
        uploadFile(picked).then(
          (stored) => {
            // The same uid as while uploading: a new one would animate a second row in.
            setFiles([{ uid: picked.name, name: stored.originalName, status: 'done' }]);
            onChange?.(stored.id);
            onSuccess?.(stored);
          },
          (error: unknown) => {
            setFiles([]);
            void message.error(`上传失败：${errorMessage(error)}`);
            onError?.(error as Error);
          },
        );
      }}
    >
      {value && files.length > 0 ? null : <Button icon={<UploadOutlined />}>{label}（jpg、png、pdf）</Button>}
    </Upload>
  );
}
