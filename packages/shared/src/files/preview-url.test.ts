import { describe, expect, it } from 'vitest';
import {
  embeddedPreviewIds,
  ownPreviewId,
  previewSrcSet,
  previewUrl,
  withPreviewSources,
} from './preview-url';

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

const A = '0f8fad5b-d9cb-469f-a165-70867728950e';
const B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('our own pictures in rich text', () => {
  it('knows our own preview address, and nothing else, as a picture rich text may show', () => {
    expect(ownPreviewId(`/lyp/api/file/preview/${A}`)).toBe(A);
    expect(ownPreviewId(`/lyp/api/file/preview/${A.toUpperCase()}`)).toBeUndefined();
    expect(ownPreviewId(`/lyp/api/file/preview/${A}?w=640`)).toBeUndefined();
    expect(ownPreviewId(`https://evil.example/lyp/api/file/preview/${A}`)).toBeUndefined();
    expect(ownPreviewId('/lyp/api/file/preview/not-a-file-id')).toBeUndefined();
  });

  it('lists the pictures a body shows, in order, once each, and ignores other images', () => {
    const html = `<p><img src="/lyp/api/file/preview/${B}" alt="b"></p><img alt="a" src="/lyp/api/file/preview/${A}"><img src="/lyp/api/file/preview/${B}"><img src="https://cdn.example/x.png">`;
    expect(embeddedPreviewIds(html)).toEqual([B, A]);
  });

  it('points the pictures it has an address for elsewhere and leaves the rest as they were', () => {
    const html = `<img src="/lyp/api/file/preview/${A}" alt="a"><img src="/lyp/api/file/preview/${B}">`;
    const shown = withPreviewSources(html, (id) => (id === A ? 'blob:local-a' : undefined));
    expect(shown).toBe(`<img src="blob:local-a" alt="a"><img src="/lyp/api/file/preview/${B}">`);
    // The pattern keeps no state between calls.
    expect(withPreviewSources(html, () => 'x')).toBe(withPreviewSources(html, () => 'x'));
  });
});
