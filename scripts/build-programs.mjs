// Each game's own browser programs, built into a Trunk staging directory (run by
// scripts/build-sw.mjs before the prerender, which writes the documents that load them).
//
// For every game of the registry (`prerender --games`), one cargo invocation builds
// crates/app with that game's Cargo feature alone and five programs of it: `game` (its
// game page), `learn` (its lessons and puzzles), `room` (its online rooms), `embed` (its
// game's embed) and `teach` (its lessons' and puzzles' embeds). A second one adds the
// rules' `positions` feature and builds `editor` (its position editor), `study` (its
// study page) and `reader` (its study embed): the feature is
// the whole crate's in one invocation, and the five others stay within their byte
// budgets without it.
// Each is then bound for the browser (wasm-bindgen, `--target web`, as Trunk does for the
// shell), shrunk (`wasm-opt -Oz`, as Trunk does for `app`; its JavaScript minified by
// terser, from tests/node_modules: a fifth less gzip, about 1.9 KB a program) and written as
// `<program>-<game>-<hash>.js` and `…_bg.wasm`, the hash of their content.
//
// wasm-opt is the slow step, and its output depends only on its input: it is kept in
// target/programs/ under the hash of its input, so a build that changed nothing does not
// run it again.
//
// Where the nightly toolchain and its `rust-src` are installed (scripts/setup.sh adds
// them), the programs are built with it: the standard library is compiled again with them
// (`-Zbuild-std`) and a panic stops the program at once (`-Cpanic=immediate-abort`), so no
// panic message, location or its formatting is linked: about a tenth less (a Cubulus game
// page 305,664 → 272,792 B gzip of its wasm). Its own target directory, target/nightly,
// keeps it from rebuilding what stable built. Without nightly, stable builds them as
// before, larger, and says so.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PROGRAMS = ['game', 'learn', 'room', 'embed', 'teach'];
/// Built with the rules' `positions` feature as well.
const POSITION_PROGRAMS = ['editor', 'study', 'reader'];
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

/// The toolchain the programs are built with: nightly with the standard library rebuilt
/// where nightly has `rust-src`, else stable.
function toolchain(targetDir) {
  const src = spawnSync('rustup', ['component', 'list', '--installed', '--toolchain', 'nightly'],
    { encoding: 'utf8' });
  if (src.status === 0 && /^rust-src\b/m.test(src.stdout)) {
    return {
      name: 'nightly, standard library rebuilt, panics abort at once',
      cargo: ['+nightly', 'build', '-Zbuild-std=std,panic_abort'],
      out: join(targetDir, 'nightly'),
      env: { ...process.env, RUSTFLAGS: '-Zunstable-options -Cpanic=immediate-abort' },
    };
  }
  console.warn('build-programs: no nightly toolchain with rust-src; building on stable (larger programs)');
  return STABLE(targetDir);
}

const STABLE = (targetDir) => ({ name: 'stable', cargo: ['build'], out: targetDir, env: process.env });

/// Builds every game's programs into `staging`; returns how many files it wrote.
export function buildPrograms(root, staging) {
  const targetDir = process.env.CARGO_TARGET_DIR ?? join(root, 'target');
  let tc = toolchain(targetDir);
  const games = run('cargo', ['run', '--quiet', '-p', 'app', '--bin', 'prerender', '--', '--games'], { cwd: root })
    .split('\n').map((l) => l.trim()).filter(Boolean);
  const work = join(targetDir, 'programs');
  mkdirSync(work, { recursive: true });
  let written = 0;
  for (const game of games) {
    const started = Date.now();
    const invocation = (features, programs) => run('cargo', [...tc.cargo, '--quiet', '--profile', PROFILE,
      '--target', TARGET, '--target-dir', tc.out, '-p', 'app', '--no-default-features', '--features', features,
      ...programs.flatMap((p) => ['--bin', p])],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: tc.env });
    const build = () => {
      invocation(game, PROGRAMS);
      invocation(`${game},positions`, POSITION_PROGRAMS);
    };
    try {
      build();
    } catch (e) {
      if (tc.cargo[0] !== '+nightly') throw e;
      // A nightly that no longer takes these flags must not stop the build.
      console.warn(`build-programs: ${e.message}; building on stable (larger programs)`);
      tc = STABLE(targetDir);
      build();
    }
    for (const program of [...PROGRAMS, ...POSITION_PROGRAMS]) {
      const name = `${program}-${game}`;
      const out = join(work, name);
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out, { recursive: true });
      // Copied first: the next game's build writes the same path.
      const input = join(out, `${program}.wasm`);
      copyFileSync(join(tc.out, TARGET, PROFILE, `${program}.wasm`), input);
      run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', out, '--out-name', name, input]);
      const bound = join(out, `${name}_bg.wasm`);
      const cached = join(work, `opt-${sha(readFileSync(bound))}.wasm`);
      if (!existsSync(cached)) {
        run('wasm-opt', ['-Oz', '--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
          '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue', bound, '-o', cached]);
      }
      const boundJs = join(out, `${name}.js`);
      run('terser', [boundJs, '--module', '--compress', '--mangle', '-o', boundJs]);
      const js = readFileSync(boundJs);
      const wasm = readFileSync(cached);
      const base = `${name}-${sha(js, wasm).slice(0, 16)}`;
      writeFileSync(join(staging, `${base}.js`), js);
      writeFileSync(join(staging, `${base}_bg.wasm`), wasm);
      written += 2;
    }
    console.log(`programs of ${game} (${tc.name}): ${[...PROGRAMS, ...POSITION_PROGRAMS].join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // Which toolchain built this build's programs, for the first-load report's budget.
  writeFileSync(join(work, 'toolchain'), tc.cargo[0] === '+nightly' ? 'nightly\n' : 'stable\n');
  return written;
}
