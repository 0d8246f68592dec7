// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendHistory, HISTORY_HEADER, historyRows } from './history.ts';

const run = {
  date: new Date('2026-11-24T11:40:59Z'),
  commit: 'abc1234',
  machine: '2 cores, load 1.5',
};

describe('bench history', () => {
  it('writes one dated row per figure, its values named', () => {
    expect(
      historyRows(run, [
        { suite: 'site', what: 'GET /en, 20 connections', values: { 'req/s': 312, 'p99 ms': 140 } },
        { suite: 'weight', what: 'home JS', values: { files: 6, 'KB gzip': 98.4 } },
      ]),
    ).toEqual([
      '| 2026-11-24 11:40 | abc1234 | 2 cores, load 1.5 | site | GET /en, 20 connections | req/s 312, p99 ms 140 |',
      '| 2026-11-24 11:40 | abc1234 | 2 cores, load 1.5 | weight | home JS | files 6, KB gzip 98.4 |',
    ]);
  });

  it('keeps a pipe in a name from breaking the table', () => {
    const [row] = historyRows(run, [{ suite: 'engine', what: 'a | b', values: { x: 1 } }]);
    expect(row).toContain('a \\| b');
  });

  it('appends runs under one header, never rewriting earlier rows', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-history-')), 'history.md');
    appendHistory(run, [{ suite: 'site', what: '/en', values: { 'req/s': 100 } }], file);
    appendHistory(
      { ...run, date: new Date('2026-11-25T09:00:00Z'), commit: 'def5678' },
      [{ suite: 'site', what: '/en', values: { 'req/s': 300 } }],
      file,
    );
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith(HISTORY_HEADER)).toBe(true);
    const rows = text.slice(HISTORY_HEADER.length).trim().split('\n');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('2026-11-24 11:40 | abc1234');
    expect(rows[1]).toContain('2026-11-25 09:00 | def5678');
  });
});
