import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../components/back-office/error-message';
import { uploadFile } from '../../../lib/file-upload';
import { downloadFile } from '../api/bulletin-api';
import type { AttachmentItem } from '../lib/bulletin-form-values';
import { useFeedback } from '../../../lib/feedback';

/** What the server takes as a bulletin's attachments (it checks the bytes too). */
const EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'];
const ACCEPT = EXTENSIONS.map((extension) => `.${extension}`).join(',');
const MAX_FILES = 10;
const MAX_MB = 20;

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Why a picked file may not go up, if it may not; `held` counts those there and on their way. */
function refusalOf(file: File, held: number): string | undefined {
  if (!EXTENSIONS.includes(extensionOf(file.name)))
    return `只能上传 pdf、doc、docx、xls、xlsx、jpg、png 格式的附件：${file.name}`;
  if (file.size > MAX_MB * 1024 * 1024) return `附件大小不能超过 ${MAX_MB}MB：${file.name}`;
  if (held >= MAX_FILES) return `公告附件最多 ${MAX_FILES} 个`;
  return undefined;
}

/** 公告附件: files go up at once; the field holds their ids and names, in order. */
export function AttachmentsField(props: {
  value?: AttachmentItem[];
  onChange?: (files: AttachmentItem[]) => void;
  id?: string;
}) {
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
    const refused = refusalOf(file, latest.current.length + uploading);
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
        accept={ACCEPT}
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
        <Button icon={<UploadOutlined />} disabled={fileList.length >= MAX_FILES}>
          上传附件
        </Button>
      </Upload>
    </div>
  );
}
