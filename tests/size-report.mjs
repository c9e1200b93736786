// Prints the size of the release build's wasm and JS: raw, gzip (level 9) and brotli
// (quality 11), as the build's precompressed copies are made (scripts/compress.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compress } from '../scripts/compress.mjs';

const dir = process.argv[2] ?? 'dist';
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const col = (n) => `${String(n).padStart(9)} B (${kb(n).padStart(10)})`;
let total = 0, totalGz = 0, totalBr = 0;
console.log(`${'file'.padEnd(48)} ${'raw'.padEnd(24)} ${'gzip'.padEnd(24)} brotli`);
for (const name of readdirSync(dir).sort()) {
  if (!/\.(wasm|js)$/.test(name) || !statSync(join(dir, name)).isFile()) continue;
  const data = readFileSync(join(dir, name));
  const { gz, br } = compress(data);
  total += data.length; totalGz += gz.length; totalBr += br.length;
  console.log(`${name.padEnd(48)} ${col(data.length)}  ${col(gz.length)}  ${col(br.length)}`);
}
console.log(`${'total wasm + js'.padEnd(48)} ${col(total)}  ${col(totalGz)}  ${col(totalBr)}`);
