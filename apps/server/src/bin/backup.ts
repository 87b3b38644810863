/**
 * npm run backup -- --out <目录>: a consistent backup of the database and the stored files
 * of the server that DATA_DIR / DATABASE_URL describe, running or stopped.
 */
import path from 'node:path';
import { createBackup } from '../backup/create-backup';
import { formatBytes, runCommand } from '../backup/command-line';

await runCommand({
  option: 'out',
  usage: 'npm run backup -- --out <备份目录>（读取与服务相同的 DATA_DIR、DATABASE_URL）',
  run: async (config, directory, say) => {
    const outDir = path.resolve(directory);
    say(`开始备份：数据目录 ${config.dataDir} → ${outDir}`);
    const { manifest, totalBytes } = await createBackup(config, outDir, say);
    return `备份完成：${outDir}，共 ${manifest.files.length} 个文件、${formatBytes(totalBytes)}，方式 ${manifest.method}`;
  },
});
