// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * docs/architecture.md: in the site, outside `routes/`, no folder holds more than 25 source
 * files (tests aside), so a newcomer reads a feature's folder at a glance; a feature that grows
 * past it splits, as the region page's files left `features/catalog`.
 */
const MAX_SOURCE_FILES = 25;
const root = fileURLToPath(new URL('../..', import.meta.url));
const app = join(root, 'site/app');

function folders(dir: string): string[] {
  const below = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => folders(join(dir, entry.name)));
  return [dir, ...below];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.(test|spec)\.tsx?$/.test(entry.name))
    .map((entry) => entry.name);
}

describe('the site’s folders', () => {
  it(`hold at most ${MAX_SOURCE_FILES} source files each, outside routes/`, () => {
    const crowded = folders(app)
      .filter((dir) => relative(app, dir) !== 'routes')
      .map((dir) => ({ dir: relative(root, dir), files: sourceFiles(dir).length }))
      .filter(({ files }) => files > MAX_SOURCE_FILES);
    expect(crowded).toEqual([]);
  });
});
