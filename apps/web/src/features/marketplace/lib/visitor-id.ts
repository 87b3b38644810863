import { appLocalStorage } from '../../../stores/browser-storage';

const KEY = 'VISITOR_ID';
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * This browser's visitor id: random, kept until the browser's storage is cleared. The lot page's
 * view count tells visitors apart by it, where their address alone would not (every visitor
 * behind a proxy or an office line shares one). Undefined where nothing can be kept.
 */
export function visitorId(): string | undefined {
  try {
    const kept = appLocalStorage.get<string>(KEY);
    if (typeof kept === 'string' && VALID.test(kept)) return kept;
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
    const id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    appLocalStorage.set(KEY, id, null);
    return id;
  } catch {
    // Storage refused (a private window's quota, say): the server counts by address.
    return undefined;
  }
}
