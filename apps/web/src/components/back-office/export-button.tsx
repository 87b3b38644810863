import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { saveDownload } from '../../lib/save-download';
import { errorMessage } from './error-message';

export interface ExportButtonProps {
  /** Fetches the file: `() => apiRequestBlob(path, { method: 'POST', body: state.filters })`. */
  download: () => Promise<Response>;
  /** Used when the server names no file. */
  fileName?: string;
  children?: ReactNode;
}

/** Exports the list's current filter as a file; spins while the server builds it. */
export function ExportButton({ download, fileName = '导出数据.xlsx', children = '导出' }: ExportButtonProps) {
  const { message } = App.useApp();
  const [loading, setLoading] = useState(false);

  const run = async () => {
    setLoading(true);
    try {
      await saveDownload(await download(), fileName);
    } catch (error) {
      void message.error(`导出失败：${errorMessage(error)}`);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={loading} onClick={() => void run()}>
      {children}
    </Button>
  );
}
