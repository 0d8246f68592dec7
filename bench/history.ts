/**
 * The benchmarks' history: every `pnpm bench` run appends one dated row per figure to
 * docs/bench-history.md, so a regression shows as a row that differs from the ones above it.
 * The file is a Markdown table; rows are only ever appended.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

export interface Figure {
  /** Which benchmark: 'engine', 'site', 'lighthouse', 'weight', 'booking'. */
  suite: string;
  /** What was measured, e.g. 'GET /en, 20 connections'. */
  what: string;
  /** The measured values, e.g. { 'req/s': 312, 'p99 ms': 140 }. */
  values: Record<string, number | string>;
}

export interface RunInfo {
  date: Date;
  commit: string;
  /** Cores and the one-minute load average when the run started: a busy machine reads slower. */
  machine: string;
}

export const HISTORY_HEADER = [
  '# Benchmark history',
  '',
  'One row per figure per `pnpm bench` run, appended by the run itself (bench/history.ts). The',
  'machine column gives the cores and the load average when the run started; the machines are',
  'shared, so compare rows taken at a similar load.',
  '',
  '| date (UTC) | commit | machine | suite | what | figures |',
  '| --- | --- | --- | --- | --- | --- |',
  '',
].join('\n');

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

/** One Markdown table row per figure. */
export function historyRows(run: RunInfo, figures: readonly Figure[]): string[] {
  const date = run.date.toISOString().slice(0, 16).replace('T', ' ');
  return figures.map((figure) => {
    const values = Object.entries(figure.values)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    return `| ${[date, run.commit, run.machine, figure.suite, figure.what, values].map(cell).join(' | ')} |`;
  });
}

const HISTORY_FILE = fileURLToPath(new URL('../docs/bench-history.md', import.meta.url));

/** This checkout's commit, marked when the tree has changes the commit does not hold. */
function currentCommit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    }).trim();
    return dirty ? `${sha}+changes` : sha;
  } catch {
    return 'unknown';
  }
}

/** The run's own facts, read once when the benchmark starts. */
export function runInfo(): RunInfo {
  return {
    date: new Date(),
    commit: currentCommit(),
    machine: `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1) ?? '?'}`,
  };
}

/** Appends the run's figures to docs/bench-history.md (made with its header if missing). */
export function appendHistory(run: RunInfo, figures: readonly Figure[], file = HISTORY_FILE): void {
  if (figures.length === 0) return;
  if (!existsSync(file)) writeFileSync(file, HISTORY_HEADER);
  appendFileSync(file, `${historyRows(run, figures).join('\n')}\n`);
}
