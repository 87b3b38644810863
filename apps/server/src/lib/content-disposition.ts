/** RFC 5987 ext-value: encodeURIComponent leaves ' ( ) * as they are, which attr-char does not allow. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** RFC 6266 / 5987: an ASCII fallback plus the real (Chinese) name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${extValue(name)}`;
}
