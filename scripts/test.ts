/**
 * `pnpm test`: every check of the repository, two at a time, each build made once.
 *
 * The suites are the package scripts a developer runs one by one (`pnpm lint`, `pnpm test:unit`,
 * …). Here they run side by side on the two cores of a CI machine, ordered so that the longest
 * one (the end-to-end suite) starts as early as it can: the site's production build and the
 * static Storybook are built once, before the suites that use them, which then find them fresh
 * and do not build again.
 *
 * Every line a suite prints is shown as it comes, prefixed with the suite's name; a failed suite's
 * whole output is printed again at the end, then a summary of each suite's result and duration.
 * Every suite runs even when one fails (a suite whose build failed is not run), so one CI run
 * names every failure. Exits 1 when any suite failed.
 *
 *   pnpm test                       everything
 *   pnpm test --only lint,unit   these (and the builds they need)
 *   pnpm test --skip e2e         everything else
 *   TEST_JOBS=3 pnpm test           three at a time
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

interface Task {
  name: string;
  command: string[];
  /** Tasks that must have passed first (builds this one reads). */
  needs?: string[];
  /** A build: only run when a selected suite needs it. */
  build?: true;
}

/**
 * In the order they start when a slot is free: the longest first, so that no long suite is left
 * running alone at the end. The end-to-end suite waits only for the site's build; the single-core
 * checks (lint, typecheck) fill the other slot meanwhile, then the engine suites, the longest of the
 * rest (they ran alone for the last 8 min of the first measured run, docs/benchmarks.md).
 */
const TASKS: Task[] = [
  { name: 'build-site', command: ['pnpm', '--filter', '@fairway/site', 'build'], build: true },
  { name: 'lint', command: ['pnpm', 'lint'] },
  { name: 'e2e', command: ['pnpm', 'test:e2e'], needs: ['build-site'] },
  { name: 'typecheck', command: ['pnpm', 'typecheck'] },
  { name: 'size', command: ['pnpm', 'test:size'], needs: ['build-site'] },
  { name: 'engine', command: ['pnpm', 'test:engine'] },
  { name: 'build-storybook', command: ['pnpm', 'build-storybook'], build: true },
  // `pnpm test:visual` without its build: the Storybook above is the one it screenshots.
  { name: 'visual', command: ['pnpm', 'exec', 'playwright', 'test'], needs: ['build-storybook'] },
  { name: 'site', command: ['pnpm', 'test:site'] },
  { name: 'unit', command: ['pnpm', 'test:unit'] },
  { name: 'stories', command: ['pnpm', 'test:stories'] },
];

type Outcome = 'passed' | 'failed' | 'not run';

interface Result {
  task: Task;
  outcome: Outcome;
  startedAt: number;
  seconds: number;
  output: string[];
  reason?: string;
}

function selectTasks(only: string[], skip: string[]): Task[] {
  const names = new Set(TASKS.map((task) => task.name));
  for (const name of [...only, ...skip]) {
    if (!names.has(name)) throw new Error(`unknown suite '${name}' (${[...names].join(', ')})`);
  }
  const suites = TASKS.filter(
    (task) =>
      !task.build && (only.length === 0 || only.includes(task.name)) && !skip.includes(task.name),
  );
  // A selection of builds alone, or everything skipped, would otherwise 'pass' having run nothing.
  if (suites.length === 0) throw new Error('no suite selected: name suites, not builds');
  const needed = new Set(suites.flatMap((task) => task.needs ?? []));
  return TASKS.filter((task) => suites.includes(task) || needed.has(task.name));
}

const width = Math.max(...TASKS.map((task) => task.name.length));
const started = Date.now();
const running = new Set<ReturnType<typeof spawn>>();

/** Milliseconds as m:ss. */
function clock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function elapsed(from = started): string {
  return clock(Date.now() - from);
}

function announce(message: string) {
  console.log(`${'='.repeat(width + 2)} ${elapsed()} ${message}`);
}

function run(task: Task): Promise<Result> {
  const result: Result = { task, outcome: 'failed', startedAt: Date.now(), seconds: 0, output: [] };
  announce(`${task.name}: ${task.command.join(' ')}`);
  return new Promise((resolve) => {
    // Its own process group, so stopping the run stops the servers and browsers it started.
    const [program, ...programArgs] = task.command;
    const child = spawn(program ?? 'false', programArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const prefix = `[${task.name.padEnd(width)}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          result.output.push(line);
          process.stdout.write(prefix + line + '\n');
        }
      });
      stream.on('end', () => {
        if (partial) {
          result.output.push(partial);
          process.stdout.write(prefix + partial + '\n');
        }
      });
    }
    child.on('error', (error) => result.output.push(String(error)));
    child.on('close', (code, signal) => {
      running.delete(child);
      result.seconds = (Date.now() - result.startedAt) / 1000;
      result.outcome = code === 0 ? 'passed' : 'failed';
      if (code !== 0) result.reason = signal ? `killed by ${signal}` : `exit code ${code}`;
      announce(`${task.name} ${result.outcome} in ${elapsed(result.startedAt)}`);
      resolve(result);
    });
  });
}

async function runAll(tasks: Task[], jobs: number): Promise<Result[]> {
  const results = new Map<string, Result>();
  const pending = [...tasks];
  const active = new Set<Promise<void>>();

  while (pending.length > 0 || active.size > 0) {
    // A task whose build failed is not run; one whose build is still going waits for it.
    for (const task of [...pending]) {
      const failedNeed = task.needs?.find((need) => {
        const outcome = results.get(need)?.outcome;
        return outcome !== undefined && outcome !== 'passed';
      });
      if (failedNeed) {
        pending.splice(pending.indexOf(task), 1);
        results.set(task.name, {
          task,
          outcome: 'not run',
          startedAt: Date.now(),
          seconds: 0,
          output: [],
          reason: `${failedNeed} did not pass`,
        });
      }
    }
    const ready = pending.find((task) =>
      (task.needs ?? []).every((need) => results.get(need)?.outcome === 'passed'),
    );
    if (ready && active.size < jobs) {
      pending.splice(pending.indexOf(ready), 1);
      const job = run(ready).then((result) => {
        results.set(ready.name, result);
        active.delete(job);
      });
      active.add(job);
      continue;
    }
    if (active.size === 0) break;
    await Promise.race(active);
  }
  // Every task is accounted for: one the loop never started is a failure, not a silent pass.
  return tasks.map(
    (task) =>
      results.get(task.name) ?? {
        task,
        outcome: 'not run',
        startedAt: Date.now(),
        seconds: 0,
        output: [],
        reason: 'never started',
      },
  );
}

function stopAll(signal: NodeJS.Signals) {
  for (const child of running) {
    if (child.pid) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  }
}

// `pnpm test -- --skip e2e` hands the script its arguments after a `--` of its own.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
const { values } = parseArgs({
  args,
  options: { only: { type: 'string' }, skip: { type: 'string' } },
});
const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);
const tasks = selectTasks(list(values.only), list(values.skip));
const jobs = Number(process.env.TEST_JOBS ?? 2);
if (!Number.isInteger(jobs) || jobs < 1)
  throw new Error(`TEST_JOBS must be a whole number of at least 1, not '${process.env.TEST_JOBS}'`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll('SIGTERM');
    process.exit(130);
  });
}

announce(`running ${tasks.map((task) => task.name).join(', ')}, ${jobs} at a time`);
const results = await runAll(tasks, jobs);

for (const result of results.filter((result) => result.outcome === 'failed')) {
  console.log(`\n${'='.repeat(20)} ${result.task.name} failed (${result.reason}): its output`);
  console.log(result.output.join('\n'));
}

console.log(`\n${'suite'.padEnd(width)}  result   time   started`);
for (const result of results) {
  const time = result.outcome === 'not run' ? '' : clock(result.seconds * 1000);
  const at = result.outcome === 'not run' ? '' : clock(result.startedAt - started);
  console.log(
    `${result.task.name.padEnd(width)}  ${result.outcome.padEnd(7)}  ${time.padStart(5)}  ${at.padStart(5)}` +
      (result.reason ? `  ${result.reason}` : ''),
  );
}
const failed = results.filter((result) => result.outcome !== 'passed');
console.log(
  `\n${failed.length === 0 ? 'all passed' : `${failed.length} of ${results.length} did not pass`} in ${elapsed()}`,
);
process.exit(failed.length === 0 ? 0 : 1);
