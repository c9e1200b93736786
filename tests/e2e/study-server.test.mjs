// Issue 45: studies saved on the server under their author, in Chromium against the real
// server binary (SQLite) and the built app. A teacher signs up on /account with a passkey
// (a virtual authenticator through CDP), makes a Cubulus study (a second chapter from a
// game's record file) and saves it on the server;
// its address opens it in a fresh context without an account (and the address bar leaves
// `saved=`, so a reload keeps what was changed since), in the embed in German, and after
// the teacher saved changes over it. Another account can save it as its own but not change
// the teacher's (the server says so). The teacher's list deletes it, and its address then
// says so with nothing lost. At 360 px nothing scrolls sideways.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, newPage, openIn, seriousViolations } from './harness.mjs';
import { startGameServer } from './online-harness.mjs';

const shot = (name) => new URL(`../../target/screens/${name}.png`, import.meta.url).pathname;

let server, origin, browser;
before(async () => {
  server = await startGameServer();
  // http://localhost is a secure context (passkeys), and the server's default public origin.
  origin = `http://localhost:${server.port}`;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/// A context with a virtual platform authenticator, signed up on /account as `handle`.
async function author(handle, viewport = { width: 1280, height: 900 }) {
  const { context, page: first } = await newPage(browser, { viewport });
  const cdp = await context.newCDPSession(first);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2', transport: 'internal', hasResidentKey: true,
      hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true,
    },
  });
  await first.goto(`${origin}/account`);
  await first.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30000 });
  await first.fill('#account-handle', handle);
  await first.locator('form:has(#account-handle) button[type="submit"]').click();
  await first.waitForSelector('#account-who');
  return { context, page: first };
}

/// A fresh context without an account.
async function stranger(viewport = { width: 1280, height: 900 }) {
  const { context, page } = await newPage(browser, { viewport });
  await page.close();
  return context;
}

/// Plays the first listed move of the position shown through the move entry.
async function playFirst(page) {
  const before = await page.locator('#study-moves .study-move[data-node]:not([data-node="start"])').count();
  const details = page.locator('.study-tree .move-entry');
  if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
  await page.locator('.study-tree .legal-moves button.move').first().click();
  await page.waitForFunction((b) => document.querySelectorAll(
    '#study-moves .study-move[data-node]:not([data-node="start"])').length > b, before);
}

const said = (page) => page.locator('#study-server-said').textContent();

describe('studies saved on the server', () => {
  let teacher, address, id;

  it('a signed-in teacher saves a study on the server and gets its address and embed', async () => {
    teacher = await author('Teacher Tess');
    const page = await openIn(teacher.context, `${origin}/cubulus/study`, '#study-empty');
    await page.waitForSelector('#study-save-new');
    assert.ok(await page.locator('#study-save-new').isDisabled(), 'nothing to save yet');
    await page.click('#study-from-start');
    await page.waitForSelector('#study-chapter-title');
    await page.fill('#study-title', 'Pushing out');
    await playFirst(page);
    await page.fill('#study-comment-en', 'The first push');
    await page.fill('#study-comment-de', 'Der erste Stoß');
    // A second chapter from a game's record (a file): its moves are the main line. The
    // record is this chapter's game: its start and its move.
    const kept = JSON.parse(await page.evaluate(() => localStorage.getItem('cube-table/study/cubulus')));
    const first = kept.chapters[0];
    const record = {
      format: 1, game: 'cubulus', players: first.start.players, seed: first.start.seed,
      moves: first.nodes.map((n) => n.move),
    };
    const file = join(mkdtempSync(join(tmpdir(), 'cube-table-record-')), 'game.json');
    writeFileSync(file, JSON.stringify(record));
    await page.setInputFiles('#study-from-record', file);
    await page.waitForFunction(() => document.querySelectorAll('#study-chapter-list li').length === 2);
    assert.equal(await page.locator('#study-moves .study-move[data-node]:not([data-node="start"])').count(), 1);
    assert.match(await page.locator('#study-where').textContent(), /start/);
    writeFileSync(file, '{"game": "cubulus", "players": 2, "seed": 1, "moves": ["nonsense"]}');
    await page.setInputFiles('#study-from-record', file);
    await page.waitForSelector('#study-problem');
    assert.match(await page.locator('#study-problem').textContent(), /cannot start there/);
    assert.equal(await page.locator('#study-chapter-list li').count(), 2, 'nothing added');
    await page.click('#study-chapter-list li:first-child button');
    await page.click('#study-save-new');
    await page.waitForSelector('#study-saved-address');
    assert.equal(await said(page), 'Saved on the server.');
    address = await page.locator('#study-saved-address').inputValue();
    const parsed = new URL(address);
    assert.equal(parsed.pathname, '/cubulus/study');
    id = parsed.searchParams.get('saved');
    assert.match(id, /^[A-Za-z0-9_-]{16}$/);
    assert.match(await page.locator('#study-server-author').textContent(), /Teacher Tess/);
    assert.ok(await page.locator('#study-save-over').isVisible(), 'the author may save changes over it');
    await page.click('#study-saved-copy');
    await page.waitForSelector('#study-saved-copy + [role="status"]');
    assert.match(await page.locator('#study-saved-embed').inputValue(), new RegExp(`/embed/cubulus/study\\?saved=${id}&lang=en`));
    assert.deepEqual(await seriousViolations(page), [], 'axe on the study page with its server part');
    await page.screenshot({ path: shot('study-server-cubulus-1280'), fullPage: true });
    // Kept over a reload, with where it is saved.
    await page.reload();
    await page.waitForSelector('#study-saved-address');
    assert.equal(await page.locator('#study-saved-address').inputValue(), address);
    assert.deepEqual(page.errors, []);
    teacher.study = page;
  });

  it('its address opens it anywhere without an account, in the page and in the embed', async () => {
    const context = await stranger();
    const page = await openIn(context, address, '#study-chapter-title');
    assert.equal(await page.locator('#study-title').inputValue(), 'Pushing out');
    await page.waitForSelector('#study-sign-in');
    assert.match(await page.locator('#study-server-author').textContent(), /Teacher Tess/);
    assert.equal(await page.locator('#study-save-over').count(), 0);
    // The address leaves `saved=`: a reload keeps what is changed here.
    await page.waitForFunction(() => location.search === '');
    await page.fill('#study-title', 'My notes on pushing');
    await page.reload();
    await page.waitForSelector('#study-chapter-title');
    assert.equal(await page.locator('#study-title').inputValue(), 'My notes on pushing');
    // The embed, in German.
    const embed = await openIn(context, `${origin}/embed/cubulus/study?saved=${id}&lang=de`, '#study-where');
    assert.equal(await embed.locator('#study-title').textContent(), 'Pushing out');
    assert.match(await embed.locator('#study-where').textContent(), /^Schritt 0 von 1/);
    await embed.click('#study-next');
    await embed.waitForSelector('#study-comment');
    assert.equal(await embed.locator('#study-comment').textContent(), 'Der erste Stoß');
    assert.deepEqual([...page.errors, ...embed.errors], [], "no failed request: signed out is an answer");
    await context.close();
  });

  it('the author saves changes over it; another account may only save its own copy', async () => {
    const page = teacher.study;
    await page.fill('#study-title', 'Pushing out, revised');
    await page.click('#study-save-over');
    await page.waitForFunction(() => document.querySelector('#study-server-said')?.textContent === 'Saved on the server.');
    const context = await stranger();
    const fresh = await openIn(context, address, '#study-chapter-title');
    assert.equal(await fresh.locator('#study-title').inputValue(), 'Pushing out, revised');
    await context.close();

    const other = await author('Other Olga');
    const theirs = await openIn(other.context, address, '#study-chapter-title');
    await theirs.waitForSelector('#study-save-new');
    assert.equal(await theirs.locator('#study-save-over').count(), 0, 'not the author');
    // Asked directly, the server refuses a change by another account, and says why.
    const refused = await theirs.evaluate(async (i) => {
      const study = localStorage.getItem('cube-table/study/cubulus');
      const r = await fetch(`/api/studies/${i}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: study });
      return { status: r.status, body: await r.json() };
    }, id);
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'not_your_study');
    // Saved as a study of its own: another address.
    await theirs.click('#study-save-new');
    await theirs.waitForFunction((i) => {
      const a = document.querySelector('#study-saved-address')?.value ?? '';
      return a.includes('saved=') && !a.includes(i);
    }, id);
    assert.match(await theirs.locator('#study-server-author').textContent(), /Other Olga/);
    await other.context.close();
  });

  it('the teacher lists and deletes it; its address then says so and nothing kept is lost', async () => {
    const page = teacher.study;
    await page.click('#study-list-mine');
    await page.waitForSelector('#study-mine li');
    assert.equal(await page.locator('#study-mine li').count(), 1);
    assert.match(await page.locator('#study-mine li a').textContent(), /Pushing out, revised/);
    page.once('dialog', (d) => d.accept());
    await page.locator('#study-mine li button').click();
    await page.waitForSelector('#study-mine-none');
    assert.equal(await said(page), 'Deleted from the server.');
    assert.equal(await page.locator('#study-title').inputValue(), 'Pushing out, revised', 'the study here stays');

    const context = await stranger({ width: 360, height: 740 });
    const kept = await openIn(context, `${origin}/cubulus/study`, '#study-empty');
    await kept.click('#study-from-start');
    await kept.waitForSelector('#study-chapter-title');
    const gone = await openIn(context, address, '#study-problem');
    assert.match(await gone.locator('#study-problem').textContent(), /No study is saved at that address/);
    assert.equal(await gone.locator('#study-chapter-list li').count(), 1, 'the study kept here stays');
    assert.ok(new URL(gone.url()).search.includes('saved='), 'the address stays, to try again');
    const width = await gone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `nothing scrolls sideways at 360 px (${width})`);
    await gone.screenshot({ path: shot('study-server-gone-360'), fullPage: true });
    // The embed of a deleted study says so too.
    const embed = await openIn(context, `${origin}/embed/cubulus/study?saved=${id}`, '#study-problem');
    assert.match(await embed.locator('#study-problem').textContent(), /No study is saved at that address/);
    await context.close();
    await teacher.context.close();
  });
});
