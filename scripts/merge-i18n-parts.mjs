// Folds <catalog>/parts/*.json ({en:{id:text},es:…,fr:…,sv:…}) into the four catalogs of the
// design system and of the stories, keys sorted. Parts let several people add messages at once.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const locales = ['en', 'es', 'fr', 'sv'];
for (const rel of ['../design-system/src/i18n/', '../stories/i18n/']) {
  const dir = new URL(rel, import.meta.url).pathname;
  const partsDir = join(dir, 'parts');
  const catalogs = Object.fromEntries(
    locales.map((l) => [l, JSON.parse(readFileSync(join(dir, `${l}.json`), 'utf8'))]),
  );
  const parts = existsSync(partsDir) ? readdirSync(partsDir).filter((f) => f.endsWith('.json')) : [];
  for (const file of parts) {
    const part = JSON.parse(readFileSync(join(partsDir, file), 'utf8'));
    for (const l of locales) {
      if (!part[l]) throw new Error(`${file} has no "${l}" section`);
      Object.assign(catalogs[l], part[l]);
    }
  }
  for (const l of locales) {
    const sorted = Object.fromEntries(
      Object.entries(catalogs[l]).sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(join(dir, `${l}.json`), JSON.stringify(sorted, null, 2) + '\n');
  }
  console.log(`${rel}: merged ${parts.length} parts`);
}
