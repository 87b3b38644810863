import { API_PREFIX, pathOf } from '@lyp/shared/api/paths';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

const run = promisify(execFile);
const REDOCLY = path.resolve(__dirname, '../../../../node_modules/.bin/redocly');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
}

describe('the OpenAPI document', () => {
  const { t } = useTestApp();

  it('passes Redocly’s recommended rules without an error, so client generators accept it', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${pathOf('docs')}/json` });
    const folder = await mkdtemp(path.join(tmpdir(), 'lyp-openapi-'));
    try {
      const file = path.join(folder, 'openapi.json');
      await writeFile(file, response.body);
      // The CLI exits 1 when it finds errors; its JSON report is on stdout either way.
      const { stdout } = await run(REDOCLY, ['lint', file, '--format=json', '--max-problems=1000'], {
        maxBuffer: 64 * 1024 * 1024,
      }).catch((failure: { stdout: string }) => failure);
      const { problems } = JSON.parse(stdout) as { problems: LintProblem[] };
      const errors = problems.filter((problem) => problem.severity === 'error');
      expect(errors.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
