import { UploadOutlined } from '@ant-design/icons';
import { QUALIFICATION_SCANS_MAX } from '@lyp/shared/account/qualification.schemas';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../components/back-office/error-message';
import { uploadFile } from '../../../../lib/file-upload';
import { useFeedback } from '../../../../lib/feedback';

const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
const TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);
const MAX_MB = 10;

/**
 * A licence's scans (正本、副本、年检页 …) for a Form field: each uploaded as picked, the field
 * holds their ids in order. Scans already sent are listed by number and may be removed.
 */
export function ScanUploads({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
}) {
  const { message } = useFeedback();
  const [names, setNames] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const list: UploadFile[] = value.map((id, index) => ({
    uid: id,
    name: names[id] ?? `扫描件 ${index + 1}`,
    status: 'done',
  }));

  return (
    <Upload
      accept={ACCEPT}
      fileList={list}
      onRemove={(file) => onChange?.(value.filter((id) => id !== file.uid))}
      beforeUpload={(file) => {
        if (!TYPES.has(file.type)) {
          void message.error('资质扫描件只能是 JPG、PNG 或 PDF 文件');
          return Upload.LIST_IGNORE;
        }
        if (file.size > MAX_MB * 1024 * 1024) {
          void message.error(`资质扫描件不能超过 ${MAX_MB}MB`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file }) => {
        const picked = file as File;
        setUploading(true);
        uploadFile(picked)
          .then(
            (stored) => {
              setNames((current) => ({ ...current, [stored.id]: picked.name }));
              onChange?.([...value, stored.id]);
            },
            (error: unknown) => void message.error(`上传失败：${errorMessage(error)}`),
          )
          .finally(() => setUploading(false));
      }}
    >
      {value.length < QUALIFICATION_SCANS_MAX ? (
        <Button icon={<UploadOutlined />} loading={uploading}>
          上传扫描件（jpg、png、pdf）
        </Button>
      ) : null}
    </Upload>
  );
}
