/** What the browser build's .vite/manifest.json says of each chunk (the parts read here). */
export type BuildManifest = Record<
  string,
  { file: string; name?: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

/**
 * Stylesheet links for a drawn page: the CSS of its chunk group (vite.config.ts's
 * codeSplitting groups, e.g. `lot`) and of every chunk that one imports. In the browser the
 * chunk's code adds them as it loads; a drawn page must have them from the start, or it
 * paints unstyled and moves when they arrive. The entry's own CSS is in index.html already.
 */
export function stylesheetLinks(manifest: BuildManifest, chunkName: string, basePath: string): string {
  const start = Object.keys(manifest).find((key) => manifest[key]!.name === chunkName && key.startsWith('_'));
  if (!start) throw new Error(`构建清单中缺少 ${chunkName} 分组`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) files.add(css);
  };
  visit(start);
  return [...files].map((file) => `<link rel="stylesheet" crossorigin href="${basePath}${file}">`).join('');
}
