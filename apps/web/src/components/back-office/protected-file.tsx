import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient, type QueryCache } from '@tanstack/react-query';
import { Alert, Button, Grid, Image, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { saveDownload } from '../../lib/save-download';
import { errorMessage } from './error-message';
import { PROTECTED_FILE_ROOT, protectedFileKey, uploadedFile, type FetchFile } from './file-api';

const watchedCaches = new WeakSet<QueryCache>();

/**
 * A private file (a voucher, a licence) shown inline. The server answers only a request that
 * carries the token, which an <img> or <iframe> does not: so the bytes come through the API
 * client and are shown from an object URL. The URL lives as long as the query's cache entry
 * (every copy on screen shares it) and is revoked when the cache drops the entry.
 */
function useObjectUrl(fileId: string, fetchFile: FetchFile) {
  const cache = useQueryClient().getQueryCache();
  useEffect(() => {
    if (watchedCaches.has(cache)) return;
    watchedCaches.add(cache);
    cache.subscribe((event) => {
      if (event.type !== 'removed') return;
      const { queryKey, state } = event.query as { queryKey: readonly unknown[]; state: { data?: unknown } };
      if (queryKey[0] !== PROTECTED_FILE_ROOT) return;
      const data = state.data as { url: string } | undefined;
      if (data) URL.revokeObjectURL(data.url);
    });
  }, [cache]);
  return useQuery({
    queryKey: protectedFileKey(fileId),
    queryFn: async () => {
      const blob = await (await fetchFile('preview')).blob();
      return { url: URL.createObjectURL(blob), type: blob.type };
    },
    // The bytes of a stored file never change: never refetched behind the user's back.
    staleTime: Infinity,
  });
}

export type { FetchFile };

export interface ProtectedFileProps {
  /** An uploaded file's id; with `fetchFile`, any key naming the file (its cache entry). */
  fileId: string;
  /** What the file is, for the alt text and the download's name: 付款凭证. */
  label: string;
  /** Height of a PDF's frame. */
  height?: number;
  /** Where the bytes come from when the file is not an upload (a sale's document). */
  fetchFile?: FetchFile;
}

/** An image inline (click to enlarge) or a PDF in a frame, with a download button. */
export function ProtectedFile({ fileId, label, height = 420, fetchFile }: ProtectedFileProps) {
  const fetchBytes = fetchFile ?? uploadedFile(fileId);
  const file = useObjectUrl(fileId, fetchBytes);
  // Phones' browsers have no inline PDF viewer: a frame there stays blank (or starts a
  // download), so a PDF opens in its own tab instead.
  const framesPdf = Grid.useBreakpoint().md ?? true;
  const save = async () => saveDownload(await fetchBytes('download'), label);

  if (file.isError)
    return <Alert type="warning" showIcon title={`${label}加载失败：${errorMessage(file.error)}`} />;
  if (!file.data) return <Skeleton.Image active style={{ width: 240, height: 160 }} />;

  const { url, type } = file.data;
  return (
    <Space orientation="vertical" size={8} className="lyp-protected-file" style={{ width: '100%' }}>
      {type.startsWith('image/') ? (
        <Image src={url} alt={label} style={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain' }} />
      ) : type === 'application/pdf' && framesPdf ? (
        <iframe title={label} src={url} style={{ width: '100%', height, border: 0 }} />
      ) : type === 'application/pdf' ? (
        <Button size="small" icon={<FileOutlined />} href={url} target="_blank" rel="noopener">
          查看{label}（PDF）
        </Button>
      ) : (
        <Typography.Text>
          <FileOutlined /> {label}
        </Typography.Text>
      )}
      <Button size="small" icon={<DownloadOutlined />} onClick={() => void save()}>
        下载{label}
      </Button>
    </Space>
  );
}
