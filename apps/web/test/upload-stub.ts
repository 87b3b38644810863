import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** The upload endpoint answering with a stored file, or refusing; the requests it saw. */
export function serveUpload(answer: { status: number; body: unknown }) {
  const requests: { url: string; method?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method });
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return requests;
}

/** The upload endpoint's answer for a picture it stored under `id`. */
export const storedPicture = (id: string, originalName: string) => ({
  code: 0,
  msg: '上传成功',
  data: {
    id,
    originalName,
    mime: 'image/png',
    ext: 'png',
    sizeBytes: 4,
    businessType: null,
    businessId: null,
    createdAt: '2026-11-22T03:00:00.000Z',
  },
});

export const pngFile = (name: string, bytes = 4) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

export const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

/** The browser's own accept filter is the first guard; these tests reach the component's. */
export const uploadingUser = () => userEvent.setup({ applyAccept: false });
