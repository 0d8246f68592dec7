import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';
import { serverPartsLoaded } from '../platform/rendering/deferred.tsx';

/*
 * A route test's first render waits for its loaders and lazy components; on a loaded 2-core CI
 * machine that once took over testing-library's 1 s default and failed seven tests that pass
 * alone. The wait ends as soon as the element shows, so a longer limit costs passing tests nothing.
 */
configure({ asyncUtilTimeout: 5_000 });

/*
 * The site's start guard (env.server.ts) runs unless the environment says development; the tests
 * run the shop with its development defaults (site key, cookies, no public address), so they say so.
 */
process.env.SITE_ENV = 'development';

/*
 * A deferred part's module starts importing its code on the server when it loads; a test file that
 * ends first would have its environment torn down under that import (EnvironmentTeardownError).
 */
afterAll(() => serverPartsLoaded());
