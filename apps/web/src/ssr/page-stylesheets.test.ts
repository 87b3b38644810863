import { describe, expect, it } from 'vitest';
import { stylesheetLinks, type BuildManifest } from './page-stylesheets';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], isEntry: true },
  '_public-2.js': {
    file: 'assets/public-2.js',
    name: 'public',
    css: ['assets/public-2.css'],
    imports: ['index.html'],
  },
  '_lot-3.js': {
    file: 'assets/lot-3.js',
    name: 'lot',
    css: ['assets/lot-3.css'],
    imports: ['_public-2.js', 'index.html'],
  },
  'src/features/marketplace/components/about-page.tsx': { file: 'assets/about-page-4.js', name: 'lot' },
};

describe('the stylesheets of a drawn page', () => {
  it('are its chunk group’s and those of the chunks it imports, without the entry’s, imported first', () => {
    expect(stylesheetLinks(manifest, 'lot', '/')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/public-2.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/lot-3.css">',
    );
  });

  it('follow the base path the app is served under', () => {
    expect(stylesheetLinks(manifest, 'public', '/auction/')).toBe(
      '<link rel="stylesheet" crossorigin href="/auction/assets/public-2.css">',
    );
  });

  it('fail loudly when the build has no such group', () => {
    expect(() => stylesheetLinks(manifest, 'listing', '/')).toThrow('构建清单中缺少 listing 分组');
  });
});
