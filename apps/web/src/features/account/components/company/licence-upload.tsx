import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { ProtectedFile } from '../../../../components/back-office';
import { errorMessage } from '../../../../components/back-office/error-message';
import { companyCertificationApi } from '../../api/company-certification';
import { useFeedback } from '../../../../lib/feedback';

const MAX_SIZE_MB = 10;
/** What the server keeps as a licence (it checks the bytes too). */
const TYPES: Record<string, string> = { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'application/pdf': 'PDF' };
const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The file this component uploaded: shown from the local copy, the saved one only via the API. */
interface LocalFile {
  id: string;
  name: string;
  type: string;
  url: string | undefined;
}

const localUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;

/**
 * 营业执照: one file (JPG, PNG or PDF, up to 10 MB), uploaded at once; the field holds its id.
 * A saved licence is private, so it shows through ProtectedFile (the request carries the token).
 */
export function LicenceUpload({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (fileId: string | undefined) => void;
  /** The Form.Item's id: on the block, so a failed check scrolls to it. (On the button, the
   * label would rename it 营业执照, unlike the words it shows.) */
  id?: string;
}) {
  const { message } = useFeedback();
  const [local, setLocal] = useState<LocalFile>();
  const [uploading, setUploading] = useState(false);

  useEffect(
    () => () => {
      if (local?.url) URL.revokeObjectURL(local.url);
    },
    [local],
  );

  const beforeUpload = (file: File) => {
    if (!TYPES[file.type]) {
      void message.error('营业执照只能上传 JPG、PNG 或 PDF 文件');
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_SIZE_MB * 1024 * 1024) {
      void message.error(`营业执照文件不能超过 ${MAX_SIZE_MB}MB`);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const stored = await companyCertificationApi.uploadLicence(file);
      setLocal({ id: stored.id, name: file.name, type: file.type, url: localUrl(file) });
      onChange?.(stored.id);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const shownLocal = local && local.id === value ? local : undefined;

  return (
    <Flex id={id} vertical gap={8} align="flex-start" className="lyp-licence">
      {shownLocal ? (
        <LocalPreview file={shownLocal} />
      ) : value ? (
        <ProtectedFile fileId={value} label="营业执照" height={320} />
      ) : null}
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => void upload(file as File)}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {value ? '重新上传' : '上传营业执照'}
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        请上传营业执照原件照片或扫描件，四角完整、文字清晰；支持 JPG、PNG、PDF，不超过 {MAX_SIZE_MB}MB。
      </Typography.Text>
    </Flex>
  );
}

function LocalPreview({ file }: { file: LocalFile }) {
  if (file.type.startsWith('image/') && file.url)
    return <Image src={file.url} alt="营业执照" className="lyp-licence__image" />;
  return (
    <Typography.Text>
      <FilePdfOutlined /> {file.name}
      {file.url && (
        <Typography.Link href={file.url} target="_blank" rel="noreferrer" style={{ marginLeft: 8 }}>
          预览
        </Typography.Link>
      )}
    </Typography.Text>
  );
}
