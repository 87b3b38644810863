/**
 * Type-checks every TypeScript project of the repository, two at a time (these machines have two
 * cores), each incremental: a second run checks only what changed since the first. The build
 * info lives in node_modules/.cache, so a clean clone always checks everything.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * The root project holds all the Node code (server, benchmarks, scripts) in one program: checked
 * apart, each project re-read the server it imports. Largest first, so the two cores end together.
 */
const projects = ['tsconfig.json', 'apps/web', 'e2e', 'packages/shared', 'bench/web-baseline'];

const tsc = path.resolve('node_modules/typescript/bin/tsc');

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  const buildInfo = path.join('node_modules/.cache/tsc', `${project.replaceAll('/', '_')}.tsbuildinfo`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [
      tsc,
      '-p',
      project,
      '--incremental',
      '--tsBuildInfoFile',
      buildInfo,
    ]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = [...projects];
let failed = false;
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const started = Date.now();
    const result = await check(project);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} tsc -p ${project} (${seconds} s)`);
    if (result.output.trim()) console.log(result.output.trimEnd());
    if (!result.ok) failed = true;
  }
}

await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
process.exitCode = failed ? 1 : 0;
