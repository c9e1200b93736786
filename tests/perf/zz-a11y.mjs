import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../e2e/harness.mjs';
const { server, url } = await startServer();
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
for (const path of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
  const { lhr } = await lighthouse(url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility', 'best-practices'] });
  for (const [cat, c] of Object.entries(lhr.categories)) {
    console.log(path, cat, c.score);
    for (const ref of c.auditRefs) {
      const a = lhr.audits[ref.id];
      if (a.score !== null && a.score < 1 && ref.weight > 0) console.log('  ', ref.id, a.score, a.title, JSON.stringify(a.details?.items?.slice(0, 3)?.map((i) => i.node?.snippet ?? i.description ?? i.source ?? i)).slice(0, 500));
    }
  }
  await chrome.kill();
}
server.close();
