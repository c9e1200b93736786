// Each game's own browser programs, built into a Trunk staging directory (run by
// scripts/build-sw.mjs before the prerender, which writes the documents that load them).
//
// For every game of the registry (`prerender --games`), one cargo invocation builds
// crates/app with that game's Cargo feature alone and four programs of it: `game` (its
// game page), `learn` (its lessons and puzzles), `room` (its online rooms) and `embed` (its
// embeds).
// Each is then bound for the browser (wasm-bindgen, `--target web`, as Trunk does for the
// shell), shrunk (`wasm-opt -Oz`, as Trunk does for `app`) and written as
// `<program>-<game>-<hash>.js` and `…_bg.wasm`, the hash of their content.
//
// wasm-opt is the slow step, and its output depends only on its input: it is kept in
// target/programs/ under the hash of its input, so a build that changed nothing does not
// run it again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PROGRAMS = ['game', 'learn', 'room', 'embed'];
const PROFILE = 'wasm-release';
const TARGET = 'wasm32-unknown-unknown';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
  return result.stdout;
}

const sha = (...parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex');
};

/// Builds every game's programs into `staging`; returns how many files it wrote.
export function buildPrograms(root, staging) {
  const targetDir = process.env.CARGO_TARGET_DIR ?? join(root, 'target');
  const games = run('cargo', ['run', '--quiet', '-p', 'app', '--bin', 'prerender', '--', '--games'], { cwd: root })
    .split('\n').map((l) => l.trim()).filter(Boolean);
  const work = join(targetDir, 'programs');
  mkdirSync(work, { recursive: true });
  let written = 0;
  for (const game of games) {
    const started = Date.now();
    run('cargo', ['build', '--quiet', '--profile', PROFILE, '--target', TARGET, '-p', 'app',
      '--no-default-features', '--features', game, ...PROGRAMS.flatMap((p) => ['--bin', p])],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    for (const program of PROGRAMS) {
      const name = `${program}-${game}`;
      const out = join(work, name);
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out, { recursive: true });
      // Copied first: the next game's build writes the same path.
      const input = join(out, `${program}.wasm`);
      copyFileSync(join(targetDir, TARGET, PROFILE, `${program}.wasm`), input);
      run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', out, '--out-name', name, input]);
      const bound = join(out, `${name}_bg.wasm`);
      const cached = join(work, `opt-${sha(readFileSync(bound))}.wasm`);
      if (!existsSync(cached)) {
        run('wasm-opt', ['-Oz', '--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
          '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue', bound, '-o', cached]);
      }
      const js = readFileSync(join(out, `${name}.js`));
      const wasm = readFileSync(cached);
      const base = `${name}-${sha(js, wasm).slice(0, 16)}`;
      writeFileSync(join(staging, `${base}.js`), js);
      writeFileSync(join(staging, `${base}_bg.wasm`), wasm);
      written += 2;
    }
    console.log(`programs of ${game}: ${PROGRAMS.join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return written;
}
