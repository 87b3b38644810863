import { useEffect, useState } from 'react';
import { downloadPreviewImage } from '../api/reference-data';

/**
 * Pictures of a bulletin not yet public, for <img>. The server shows them only to a request
 * carrying the token, which an <img> does not send: each is fetched once through the API
 * client and shown from a local copy. A file id never changes its bytes, so the copies live for
 * the visit (a seller's own pictures, a few megabytes at most).
 */
const copies = new Map<string, Promise<string>>();
const ready = new Map<string, string>();

const canCopy = () => typeof URL.createObjectURL === 'function';

/** A picture the seller just uploaded: shown from the file in hand, never fetched back. */
export function rememberLocalImage(fileId: string, file: Blob) {
  if (!canCopy() || ready.has(fileId)) return;
  const url = URL.createObjectURL(file);
  ready.set(fileId, url);
  copies.set(fileId, Promise.resolve(url));
}

function copyOf(fileId: string): Promise<string> {
  let copy = copies.get(fileId);
  if (!copy) {
    copy = downloadPreviewImage(fileId)
      .then((response) => response.blob())
      .then((blob) => {
        const url = URL.createObjectURL(blob);
        ready.set(fileId, url);
        return url;
      });
    // A failure is forgotten, so the next showing tries again.
    copy.catch(() => copies.delete(fileId));
    copies.set(fileId, copy);
  }
  return copy;
}

/** The local address of each picture, once fetched; undefined while it is on its way. */
export function useFileImages(fileIds: readonly string[]): (fileId: string) => string | undefined {
  const key = fileIds.join(',');
  const [, setVersion] = useState(0);

  useEffect(() => {
    if (!canCopy() || !key) return;
    let live = true;
    for (const id of key.split(',')) {
      if (ready.has(id)) continue;
      copyOf(id).then(
        () => live && setVersion((version) => version + 1),
        () => {},
      );
    }
    return () => {
      live = false;
    };
  }, [key]);

  return (fileId: string) => ready.get(fileId);
}
