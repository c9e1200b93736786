// Prints the size of the release build's wasm and JS, raw and gzip.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
let total = 0, totalGz = 0;
for (const name of readdirSync(dir).sort()) {
  if (!/\.(wasm|js)$/.test(name) || !statSync(join(dir, name)).isFile()) continue;
  const data = readFileSync(join(dir, name));
  const gz = gzipSync(data, { level: 9 }).length;
  total += data.length; totalGz += gz;
  console.log(`${name.padEnd(48)} ${String(data.length).padStart(9)} B (${kb(data.length)})  gzip ${String(gz).padStart(8)} B (${kb(gz)})`);
}
console.log(`${'total wasm + js'.padEnd(48)} ${String(total).padStart(9)} B (${kb(total)})  gzip ${String(totalGz).padStart(8)} B (${kb(totalGz)})`);
