import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config/env';

/**
 * What the backup and restore commands share: one directory option, the server's own
 * configuration (DATA_DIR, DATABASE_URL), progress lines on stdout and a Chinese message
 * with exit code 1 on failure.
 */
export async function runCommand(input: {
  option: 'out' | 'from';
  usage: string;
  run: (config: AppConfig, directory: string, say: (line: string) => void) => Promise<string>;
}): Promise<void> {
  const say = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const { values } = parseArgs({ options: { [input.option]: { type: 'string' } }, strict: true });
    const directory = values[input.option];
    if (typeof directory !== 'string' || !directory) throw new ConfigError(`用法：${input.usage}`);
    const started = performance.now();
    const summary = await input.run(loadConfig(), directory, say);
    say(`${summary}（用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒）`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${message}\n`);
    process.exitCode = 1;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}
