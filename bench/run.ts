/**
 * `pnpm bench`: the engine's benchmark, then the site's, then the load test (golfers booking against
 * the production build, bench/load.ts), each printing its Markdown tables; then every figure of the
 * run is appended, dated, to docs/bench-history.md (bench/history.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendHistory, runInfo, type Figure } from './history.ts';

const run = runInfo();
const dir = mkdtempSync(join(tmpdir(), 'fairway-bench-results-'));

/** Runs one benchmark script; the figures it wrote to BENCH_RESULTS, none if it failed. */
function bench(name: string, args: string[]): { ok: boolean; figures: Figure[] } {
  const results = join(dir, `${name}.json`);
  const result = spawnSync('pnpm', args, {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS: results },
  });
  const figures = existsSync(results)
    ? (JSON.parse(readFileSync(results, 'utf8')) as Figure[])
    : [];
  return { ok: result.status === 0, figures };
}

const engine = bench('engine', ['--filter', '@fairway/engine', 'bench']);
const site = engine.ok ? bench('site', ['bench:site']) : { ok: false, figures: [] };
// On the build bench:site just made. Its figures are kept even when it fails: an oversold tee
// time or a 5xx is in them.
const load = site.ok ? bench('load', ['exec', 'tsx', 'bench/load.ts']) : { ok: false, figures: [] };
appendHistory(run, [...engine.figures, ...site.figures, ...load.figures]);
rmSync(dir, { recursive: true, force: true });
process.exit(engine.ok && site.ok && load.ok ? 0 : 1);
