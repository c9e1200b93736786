// Trunk post-build hook: writes sw.js into the staging directory with the list of every
// file of this build (hashed wasm and JS names included) and a version derived from them.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error('TRUNK_STAGING_DIR is not set: run this as a Trunk hook');
const root = new URL('..', import.meta.url).pathname;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const files = walk(staging).filter((p) => !p.endsWith('/sw.js')).sort();
const hash = createHash('sha256');
for (const f of files) hash.update(relative(staging, f)).update(readFileSync(f));
const version = hash.digest('hex').slice(0, 16);
const urls = ['/', ...files.map((f) => '/' + relative(staging, f).split('\\').join('/'))];
const template = readFileSync(join(root, 'web/sw.js'), 'utf8');
writeFileSync(join(staging, 'sw.js'),
  template.replace('__VERSION__', version).replace('__FILES__', JSON.stringify(urls, null, 2)));
console.log(`sw.js: ${urls.length} files, version ${version}`);
