// Renders web/icons/icon.svg to the PNG icons the manifest lists (run by hand after
// changing the SVG: `node scripts/make-icons.mjs`). The maskable icon keeps the drawing
// inside the central safe zone on a full-bleed background.
import { readFileSync } from 'node:fs';
import { launch } from '../tests/e2e/harness.mjs';

const svg = readFileSync(new URL('../web/icons/icon.svg', import.meta.url), 'utf8');
const browser = await launch();
const page = await browser.newPage();
for (const [name, size, maskable] of [['icon-192.png', 192, false], ['icon-512.png', 512, false], ['maskable-512.png', 512, true]]) {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable ? `<div style="background:#24324a;width:${size}px;height:${size}px;display:grid;place-items:center">
      <div style="width:${size * 0.72}px;height:${size * 0.72}px">${svg}</div></div>` : svg;
  await page.setContent(`<html><body style="margin:0;background:transparent">${inner}</body></html>`);
  await page.screenshot({ path: new URL(`../web/icons/${name}`, import.meta.url).pathname, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}
await browser.close();
