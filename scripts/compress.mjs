// Writes a gzip (level 9) and a brotli (quality 11) copy beside every text and wasm file of a
// build, for servers that send precompressed files (the online server, the test harness).
// A copy is written only where it is smaller than the file itself.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(html|js|mjs|wasm|css|svg|json|webmanifest|txt)$/;

export function compress(data) {
  return {
    gz: gzipSync(data, { level: 9 }),
    br: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  };
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/// Compresses every compressible file under `dir`; returns how many copies were written.
export function compressTree(dir) {
  let written = 0;
  for (const path of walk(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = readFileSync(path);
    const { gz, br } = compress(data);
    if (gz.length < data.length) { writeFileSync(`${path}.gz`, gz); written++; }
    if (br.length < data.length) { writeFileSync(`${path}.br`, br); written++; }
  }
  return written;
}
