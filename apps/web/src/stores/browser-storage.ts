import { STORAGE_CIPHER_KEY, STORAGE_PREFIX } from '../config/env';
import { createTextCipher } from '../lib/cipher';
import { createExpiringStorage } from '../lib/storage';

/** The app's own storages: prefixed keys, 7-day default expiry. */
export const appLocalStorage = createExpiringStorage({ area: window.localStorage, prefix: STORAGE_PREFIX });
export const appSessionStorage = createExpiringStorage({
  area: window.sessionStorage,
  prefix: STORAGE_PREFIX,
});
export const storageCipher = createTextCipher(STORAGE_CIPHER_KEY);
