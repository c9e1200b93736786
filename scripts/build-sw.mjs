// Trunk post-build hook: first builds each game's own programs (scripts/build-programs.mjs),
// then prerenders the static pages into the build (the native
// `prerender` program of crates/app: see crates/app/src/prerender.rs), then writes sw.js into the staging directory with the list of every
// file of this build (hashed wasm and JS names included) and a version derived from them,
// then the gzip and brotli copies of the build's text and wasm files (scripts/compress.mjs).
// One hook, not two: Trunk may run the hooks of one stage side by side, and the copies
// must include the finished sw.js.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildPrograms } from './build-programs.mjs';
import { compressTree } from './compress.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error('TRUNK_STAGING_DIR is not set: run this as a Trunk hook');
const root = new URL('..', import.meta.url).pathname;

console.log(`each game's programs: ${buildPrograms(root, staging)} files`);

const prerender = spawnSync('cargo', ['run', '--quiet', '-p', 'app', '--bin', 'prerender', '--', staging],
  { cwd: root, stdio: 'inherit' });
if (prerender.status !== 0) throw new Error(`prerender failed (exit ${prerender.status ?? prerender.signal})`);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

// The compressed copies are the same files to the browser, so they are not precached. Nor
// is each lesson stage's prerendered document (56 stages in three languages, about 0.8 MB
// gzip): offline, the service worker answers a stage's address with its game's
// `learn/app.html`, which draws the same stage once the program runs.
const stageDocument = /^[^/]+\/learn\/\d+\/index(\.[a-z]{2})?\.html$/;
const files = walk(staging)
  .filter((p) => !p.endsWith('/sw.js') && !/\.(gz|br)$/.test(p))
  .filter((p) => !stageDocument.test(relative(staging, p).split('\\').join('/')))
  .sort();
const hash = createHash('sha256');
for (const f of files) hash.update(relative(staging, f)).update(readFileSync(f));
const version = hash.digest('hex').slice(0, 16);
const urls = ['/', ...files.map((f) => '/' + relative(staging, f).split('\\').join('/'))];
const template = readFileSync(join(root, 'web/sw.js'), 'utf8');
writeFileSync(join(staging, 'sw.js'),
  template.replace('__VERSION__', version).replace('__FILES__', JSON.stringify(urls, null, 2)));
console.log(`sw.js: ${urls.length} files, version ${version}`);
console.log(`compressed copies: ${compressTree(staging)}`);
