/**
 * Saving a downloaded file (an Excel export) under the name the server gave it. The
 * response comes from apiRequestBlob, the client's blob path (spec §7).
 */

/** `filename*=UTF-8''%E8%A7%92…` (RFC 5987) carries non-ASCII names; `filename=` is the fallback. */
export function fileNameFromDisposition(
  disposition: string | null | undefined,
  fallbackName: string,
): string {
  if (!disposition) return fallbackName;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(disposition)?.[1]?.trim();
  if (extended) {
    const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(extended.replace(/^"(.*)"$/, '$1'));
    if (match && (match[1] ?? '').toLowerCase() === 'utf-8') {
      try {
        const name = decodeURIComponent(match[2] ?? '');
        if (name) return safeName(name, fallbackName);
      } catch {
        // A malformed escape: fall through to the plain filename.
      }
    }
  }
  const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(disposition)?.[1];
  const plain = quoted?.replace(/\\(.)/g, '$1') ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
  return plain ? safeName(plain, fallbackName) : fallbackName;
}

/** Only a base name: a header must not steer the file into another folder. */
function safeName(name: string, fallbackName: string): string {
  const base = name.split(/[/\\]/).pop()?.trim();
  return base ? base : fallbackName;
}

/** Hands the response's body to the browser as a download; returns the name used. */
export async function saveDownload(response: Response, fallbackName: string): Promise<string> {
  const name = fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}

/** Hands bytes already read to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: let it live a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
