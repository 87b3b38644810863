import { describe, expect, it } from 'vitest';
import { splitLeadingPreloads } from './render-page';

describe('the preloads React writes ahead of a drawn page', () => {
  it('are taken off the front of the markup, all of them and nothing else', () => {
    const preloads =
      '<link rel="preload" as="image" imageSrcSet="/p/1?w=640 640w" imageSizes="520px" fetchPriority="high"/>' +
      '<link rel="preload" as="image" imageSrcSet="/p/2?w=320 320w" imageSizes="130px"/>';
    const rest = '<div class="lyp-public"><link rel="preload" as="image" href="/p/3"/>第 1 号标的</div>';
    expect(splitLeadingPreloads(preloads + rest)).toEqual({ preloads, rest });
  });

  it('leave markup without any as it is', () => {
    const markup = '<div class="lyp-public">首页</div>';
    expect(splitLeadingPreloads(markup)).toEqual({ preloads: '', rest: markup });
  });
});
