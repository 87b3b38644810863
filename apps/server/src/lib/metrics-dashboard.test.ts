import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';

const DASHBOARD = new URL('../../../../ops/grafana/lyp-dashboard.json', import.meta.url);

interface Dashboard {
  panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
}

/** A histogram is scraped as its _bucket, _sum and _count series. */
const seriesOf = (metric: string) => metric.replace(/_(bucket|sum|count)$/, '');

describe('the Grafana dashboard in the repo', () => {
  it('graphs only metrics the server exports, so no panel stays empty after a rename', async () => {
    const dashboard = JSON.parse(await readFile(DASHBOARD, 'utf8')) as Dashboard;
    const exported = new Set(
      (await createMetrics().registry.getMetricsAsJSON()).map((metric) => metric.name),
    );
    const queried = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => [...target.expr.matchAll(/\blyp_\w+/g)].map(([name]) => name)),
    );
    expect(queried.length).toBeGreaterThan(10);
    for (const name of queried) expect(exported, name).toContain(seriesOf(name));
  });
});
