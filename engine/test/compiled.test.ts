import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitHealthy } from './process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const engineDir = join(root, 'engine');

describe('the compiled engine (engine/dist/main.js, what start:prod runs)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fairway-compiled-'));
  let child: ChildProcess | null = null;
  let url = '';

  beforeAll(async () => {
    // The package's own build: esbuild, the workspace's TypeScript packages bundled in.
    execFileSync('pnpm', ['--filter', '@fairway/engine', 'build'], { cwd: root, stdio: 'ignore' });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // Plain node: no tsx loader, so a TypeScript file left unbundled would fail to load.
    child = spawn(process.execPath, ['dist/main.js'], {
      cwd: engineDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        NODE_OPTIONS: '',
        LOG_LEVEL: 'warn',
        ENGINE_PORT: String(port),
        ENGINE_DATA_DIR: dataDir,
        DATABASE_URL: '',
        SCRYPT_LOG_N: '10',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitHealthy(url);
  }, 180_000);

  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds PGlite, answers its health and a call, and stops on SIGTERM', async () => {
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({
      status: 'ok',
      database: 'pglite',
    });
    const form = new URLSearchParams({
      username: 'fairway-web',
      password: 'fairway-web-local',
      segundosExpiracion: '3600',
      culture: 'en-GB',
      idVendedorSim: '',
    });
    const login = (await (
      await fetch(`${url}/Acceso/IniciarSesionFront`, { method: 'POST', body: form })
    ).json()) as {
      cod: number;
      datos: { token: string; idVendedor: number; idInicioSesion: number };
    };
    expect(login.cod).toBe(1);
    const { token, idVendedor, idInicioSesion } = login.datos;
    const suggestions = (await (
      await fetch(`${url}/Portal/Busqueda/ListarSugerencias`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token,
          idVendedor,
          idInicioSesion,
          culture: 'en-GB',
          keyword: 'sevila',
        }),
      })
    ).json()) as { cod: number; listaElementos: { label: string }[] };
    expect(suggestions.cod).toBe(1);
    expect(suggestions.listaElementos[0]?.label).toMatch(/^Seville/);

    const code = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    child?.kill('SIGTERM');
    expect(await code).toBe(0);
  });
});
