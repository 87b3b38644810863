import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../components/back-office/error-message';
import { uploadFile } from '../../../lib/file-upload';
import { downloadFile } from '../api/bulletin-api';
import type { AttachmentItem } from '../lib/bulletin-form-values';
import { useFeedback } from '../../../lib/feedback';

/** What a list of documents takes: the kinds the server accepts (it checks the bytes too) and how many. */
export interface DocumentLimits {
  label: string;
  extensions: string[];
  maxFiles: number;
}

/** 公告附件: what the server takes as a bulletin's attachments. */
const BULLETIN_ATTACHMENTS: DocumentLimits = {
  label: '公告附件',
  extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'],
  maxFiles: 10,
};
const MAX_MB = 20;

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';
const kindsOf = (limits: DocumentLimits) =>
  limits.extensions.filter((extension) => extension !== 'jpeg').join('、');

/** Why a picked file may not go up, if it may not; `held` counts those there and on their way. */
function refusalOf(file: File, held: number, limits: DocumentLimits): string | undefined {
  if (!limits.extensions.includes(extensionOf(file.name)))
    return `只能上传 ${kindsOf(limits)} 格式的文件：${file.name}`;
  if (file.size > MAX_MB * 1024 * 1024) return `文件大小不能超过 ${MAX_MB}MB：${file.name}`;
  if (held >= limits.maxFiles) return `${limits.label}最多 ${limits.maxFiles} 个`;
  return undefined;
}

/** Documents that go up at once (公告附件 by default); the field holds their ids and names, in order. */
export function AttachmentsField(props: {
  value?: AttachmentItem[];
  onChange?: (files: AttachmentItem[]) => void;
  id?: string;
  limits?: DocumentLimits;
  buttonText?: string;
}) {
  const limits = props.limits ?? BULLETIN_ATTACHMENTS;
  const { message } = useFeedback();
  const files = useMemo(() => props.value ?? [], [props.value]);
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Uploads finishing together must each see the other's file.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);

  const emit = (next: AttachmentItem[]) => {
    latest.current = next;
    props.onChange?.(next);
  };

  const beforeUpload = (file: File) => {
    const uploading = pending.filter((entry) => entry.status === 'uploading').length;
    const refused = refusalOf(file, latest.current.length + uploading, limits);
    if (!refused) return true;
    void message.error(refused);
    return Upload.LIST_IGNORE;
  };

  const upload = async (file: File & { uid: string }) => {
    setPending((list) => [...list, { uid: file.uid, name: file.name, status: 'uploading' }]);
    try {
      const stored = await uploadFile(file);
      emit([...latest.current, { id: stored.id, name: stored.originalName }]);
      setPending((list) => list.filter((entry) => entry.uid !== file.uid));
    } catch (error) {
      const text = errorMessage(error);
      void message.error(`${file.name}：${text}`);
      setPending((list) =>
        list.map((entry) => (entry.uid === file.uid ? { ...entry, status: 'error', response: text } : entry)),
      );
    }
  };

  const fileList: UploadFile[] = [
    ...files.map((file): UploadFile => ({ uid: file.id, name: file.name, status: 'done' })),
    ...pending,
  ];

  return (
    <div id={props.id}>
      <Upload
        accept={limits.extensions.map((extension) => `.${extension}`).join(',')}
        multiple
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => void upload(file as File & { uid: string })}
        onPreview={(file) => {
          if (file.status === 'done')
            void downloadFile({ id: file.uid, name: file.name }).catch((error: unknown) =>
              message.error(errorMessage(error)),
            );
        }}
        onRemove={(file) => {
          if (pending.some((entry) => entry.uid === file.uid))
            setPending((list) => list.filter((entry) => entry.uid !== file.uid));
          else emit(latest.current.filter((entry) => entry.id !== file.uid));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={fileList.length >= limits.maxFiles}>
          {props.buttonText ?? '上传附件'}
        </Button>
      </Upload>
    </div>
  );
}
