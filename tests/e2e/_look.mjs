// Temporary: look at pages (not a test; removed before commit).
import { launch, linkCode, newPage, ready, startServer, startWith } from './harness.mjs';
const SCRIPT = 'd d d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d b2110100000000000o0 d b2200110000000000o0 d n p d b3300200000000000o0'.split(' ');
const { server, url } = await startServer();
const browser = await launch();
const what = process.argv[2];
for (const [w, h] of [[1280, 800], [360, 740]]) {
  const { context, page } = await newPage(browser, { viewport: { width: w, height: h } });
  if (what === 'cubus') {
    const code = linkCode({ game: 'cubus', players: 2, seed: 1, moves: SCRIPT.slice(0, 41) });
    await page.goto(`${url}/cubus?record=${code}`);
    await page.waitForSelector('.cb-grid', { timeout: 8000 });
    await page.addStyleTag({ path: '../../web/games/cubus.css' });
    const b = await page.locator('#cb-confirm').boundingBox();
    console.log(w, 'confirm at', JSON.stringify(b));
  } else if (what === 'mojave') {
    await startWith(page, url, 'mojave', ['human', 'human']);
    const sq = await page.locator('svg.mj-svg').boundingBox();
    console.log(w, 'board', JSON.stringify(sq));
  } else {
    await page.goto(url + what); await ready(page);
  }
  await page.screenshot({ path: `/tmp/shots/${what.replace(/\//g, '_')}-${w}.png` });
  console.log('errors', page.errors);
  await context.close();
}
await browser.close(); server.close();
