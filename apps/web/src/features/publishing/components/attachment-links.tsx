import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { errorMessage } from '../../../components/back-office/error-message';
import { downloadFile } from '../api/bulletin-api';
import { useFeedback } from '../../../lib/feedback';

/** Attachments as buttons that download them with the token (a draft's files are not public). */
export function AttachmentLinks({ files }: { files: { id: string; name: string }[] }) {
  const { message } = useFeedback();
  return (
    <ul className="lyp-file-links">
      {files.map((file) => (
        <li key={file.id}>
          <Button
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            onClick={() =>
              void downloadFile(file).catch((error: unknown) => message.error(errorMessage(error)))
            }
          >
            {file.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}
