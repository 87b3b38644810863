import { STORAGE_CIPHER_KEY, STORAGE_PREFIX } from '../config/env';
import { createTextCipher } from '../lib/cipher';
import { createMemoryStorage } from '../lib/memory-storage';
import { createExpiringStorage } from '../lib/storage';

// On the server (ssr/render-page.tsx) there is no window and nobody is signed in.
const inBrowser = typeof window !== 'undefined';

/** The app's own storages: prefixed keys, 7-day default expiry. */
export const appLocalStorage = createExpiringStorage({
  area: inBrowser ? window.localStorage : createMemoryStorage(),
  prefix: STORAGE_PREFIX,
});
export const appSessionStorage = createExpiringStorage({
  area: inBrowser ? window.sessionStorage : createMemoryStorage(),
  prefix: STORAGE_PREFIX,
});
export const storageCipher = createTextCipher(STORAGE_CIPHER_KEY);
