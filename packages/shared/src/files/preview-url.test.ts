import { describe, expect, it } from 'vitest';
import { previewSrcSet, previewUrl } from './preview-url';

describe('preview addresses', () => {
  it('asks for the original without a width and for a resized copy with one', () => {
    expect(previewUrl('f1')).toBe('/lyp/api/file/preview/f1');
    expect(previewUrl('f1', 640)).toBe('/lyp/api/file/preview/f1?w=640');
  });

  it('offers each width with its w descriptor in a srcset', () => {
    expect(previewSrcSet('f1', [320, 640])).toBe(
      '/lyp/api/file/preview/f1?w=320 320w, /lyp/api/file/preview/f1?w=640 640w',
    );
  });
});
