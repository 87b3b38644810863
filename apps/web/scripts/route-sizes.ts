/**
 * The JavaScript each public route needs before it can render, gzipped, from the build's
 * manifest: the entry's chunks plus the route's shell and page chunks with everything they
 * import statically. Exits 1 when the home route is over its budget (issue 5: 250 KB).
 *
 *   npm run build -w @lyp/web && npm run size -w @lyp/web
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

const HOME_BUDGET_KB = 250;
const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A chunk and everything it imports statically, as manifest keys. */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
}

const gzipKb = (keys: Set<string>) =>
  [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0) / 1024;

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest: build with build.manifest');

/**
 * A lazily loaded module's chunk; a module that vite.config.ts groups into a named chunk (the
 * public pages') is given by that name, as `group:<name>`.
 */
function chunkKey(module: string): string {
  const group = /^group:(.+)$/.exec(module)?.[1];
  const key = group
    ? Object.keys(manifest).find(
        (candidate) => manifest[candidate]!.name === group && candidate.endsWith('.js'),
      )
    : manifest[module] && module;
  if (!key) throw new Error(`${module} is not a chunk of this build`);
  return key;
}

/** Route → the source modules its lazy imports load (shell, then page). */
const ROUTES: Record<string, string[]> = {
  '/ (首页)': ['group:public'],
  '/morebid': ['group:public', 'group:listing'],
  '/morebid/auction': ['group:public', 'group:lot'],
  '/login': ['src/components/layout/auth-layout.tsx'],
  '/personalcenter/home': [
    'src/app/routes/personal-center-shell.tsx',
    // The centre's route table, discovered on the first visit.
    'src/app/routes/personal-center-routes.tsx',
  ],
};

let overBudget = false;
console.log('路由首屏 JS（gzip）');
for (const [route, modules] of Object.entries(ROUTES)) {
  const keys = closure(entry);
  for (const module of modules) closure(chunkKey(module), keys);
  const size = gzipKb(keys);
  if (route.startsWith('/ ') && size > HOME_BUDGET_KB) overBudget = true;
  console.log(`${route.padEnd(24)} ${size.toFixed(1).padStart(7)} KB`);
}
if (overBudget) {
  console.error(`首页首屏 JS 超过预算 ${HOME_BUDGET_KB} KB`);
  process.exit(1);
}
