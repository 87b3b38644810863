/**
 * npm run restore -- --from <备份目录>: puts a backup into the empty data directory DATA_DIR
 * (and, for an external database's backup, into the empty database DATABASE_URL names).
 */
import path from 'node:path';
import { restoreBackup } from '../backup/restore-backup';
import { runCommand } from '../backup/command-line';

await runCommand({
  option: 'from',
  usage: 'npm run restore -- --from <备份目录>（恢复到 DATA_DIR 指定的空目录；外部数据库另需 DATABASE_URL）',
  run: async (config, directory, say) => {
    const backupDir = path.resolve(directory);
    say(`开始恢复：${backupDir} → 数据目录 ${config.dataDir}`);
    const manifest = await restoreBackup(config, backupDir, say);
    return `恢复完成：${manifest.createdAt} 的备份已放入 ${config.dataDir}，启动服务即可使用`;
  },
});
