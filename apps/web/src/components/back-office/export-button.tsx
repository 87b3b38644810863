import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { fileNameFromDisposition, saveBlob } from '../../lib/save-download';
import { errorMessage } from './error-message';
import { useFeedback } from '../../lib/feedback';

export interface ExportButtonProps {
  /** Fetches the file: `() => download('sellerOrdersExport', state.filters)`. */
  download: () => Promise<Response>;
  /** Used when the server names no file. */
  fileName?: string;
  children?: ReactNode;
  /** After the file is saved: what its headers say (how many rows it holds, say). */
  onSaved?: (headers: Headers) => void;
}

/** 1.2 MB, 340 KB: how much of an export has arrived. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The whole body, reporting the bytes received as they arrive: the server writes a long
 * export while it reads the rows, so the count rises from the first page on.
 */
async function readWithProgress(response: Response, onBytes: (received: number) => void): Promise<Blob> {
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onBytes(received);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

/** Exports the list's current filter as a file, showing how much has arrived while it does. */
export function ExportButton({
  download,
  fileName = '导出数据.xlsx',
  children = '导出',
  onSaved,
}: ExportButtonProps) {
  const { message } = useFeedback();
  const [loading, setLoading] = useState(false);
  const [received, setReceived] = useState(0);

  const run = async () => {
    setLoading(true);
    setReceived(0);
    try {
      const response = await download();
      const blob = await readWithProgress(response, setReceived);
      saveBlob(blob, fileNameFromDisposition(response.headers.get('content-disposition'), fileName));
      onSaved?.(response.headers);
    } catch (error) {
      void message.error(`导出失败：${errorMessage(error)}`);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={loading} onClick={() => void run()}>
      {loading ? (received > 0 ? `导出中（已接收 ${formatBytes(received)}）` : '正在生成…') : children}
    </Button>
  );
}
