/**
 * Build-time settings of the web app (Vite `VITE_*` variables), read in one place.
 * None of them is a secret: everything here ships to the browser.
 */
const env = import.meta.env;

/** Where the app is served, with a trailing slash ('/' by default; set with VITE_BASE_PATH). */
export const BASE_PATH: string = env.BASE_URL;

/** The API lives on the same origin: requests use relative URLs. */
export const API_BASE_URL = '';

/** Prefix of every localStorage/sessionStorage key. */
export const STORAGE_PREFIX: string = (env.VITE_STORAGE_PREFIX as string | undefined) ?? 'LYP_';

/**
 * Key of the symmetric cipher that keeps the user id and token unreadable at a glance in
 * local storage. It ships with the app, so it deters casual reading, not an attacker with
 * access to the browser.
 */
export const STORAGE_CIPHER_KEY: string =
  (env.VITE_STORAGE_CIPHER_KEY as string | undefined) ?? 'lyp-web-storage-key-2026-11-22!!';
