// Issue 45: studies saved on the server under their author, in Chromium against the real
// server binary (SQLite) and the built app. A teacher signs up on /account with a passkey
// (a virtual authenticator through CDP), makes a Cubulus study on its study page, follows
// its link to the account page and saves it there; its address opens it in a fresh context
// without an account (the server writes the study into the page; the address bar then
// leaves `saved=`, so a reload keeps what was changed since), and in the embed in German.
// The teacher saves changes over it; another account that opened it can save it as its own
// but not change the teacher's (the server says so). The teacher deletes it from the
// account page, and its address then says so with nothing kept lost. At 360 px nothing
// scrolls sideways.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
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

/// The study page's link to the account page, followed: the studies part there.
async function toAccount(page) {
  await page.click('#study-save-on-server');
  await page.waitForURL(/\/account#studies$/);
  await page.waitForSelector('#account-studies-kept li[data-game="cubulus"]');
  await page.waitForSelector('#account-studies-saved, #account-studies-none');
}

describe('studies saved on the server', () => {
  let teacher, address, id;

  it('a signed-in teacher saves the study kept in the browser on the account page', async () => {
    teacher = await author('Teacher Tess');
    const page = await openIn(teacher.context, `${origin}/cubulus/study`, '#study-empty');
    // Nothing is kept yet: the account page says so.
    await page.goto(`${origin}/account#studies`);
    await page.waitForSelector('#account-studies-none-kept');
    await page.waitForSelector('#account-studies-none');
    await page.goto(`${origin}/cubulus/study`);
    await page.waitForSelector('#study-empty');
    await page.click('#study-from-start');
    await page.waitForSelector('#study-chapter-title');
    await page.fill('#study-title', 'Pushing out');
    await playFirst(page);
    await page.fill('#study-comment-en', 'The first push');
    await page.fill('#study-comment-de', 'Der erste Stoß');
    assert.equal(await page.locator('#study-saved-by').count(), 0, 'not saved on the server yet');
    await toAccount(page);
    const kept = page.locator('#account-studies-kept li[data-game="cubulus"]');
    assert.match(await kept.textContent(), /Cubulus/);
    assert.equal(await kept.locator('.save-over').count(), 0, 'nothing to save over yet');
    await kept.locator('.save-new').click();
    await page.waitForSelector('#account-study-address');
    address = await page.locator('#account-study-address').inputValue();
    const parsed = new URL(address);
    assert.equal(parsed.pathname, '/cubulus/study');
    id = parsed.searchParams.get('saved');
    assert.match(id, /^[A-Za-z0-9_-]{16}$/);
    assert.match(await page.locator('#account-study-embed').inputValue(),
      new RegExp(`/embed/cubulus/study\\?saved=${id}&lang=en`));
    await page.waitForSelector(`#account-studies-saved li[data-id="${id}"]`);
    assert.match(await page.locator(`#account-studies-saved li[data-id="${id}"] a`).textContent(), /Pushing out/);
    // Saved once: the study kept here is now the teacher's saved one.
    await page.waitForSelector('#account-studies-kept li[data-game="cubulus"] .save-over');
    assert.deepEqual(await seriousViolations(page), [], 'axe on the account page with its studies');
    await page.screenshot({ path: shot('study-server-account-1280'), fullPage: true });
    // The study page says where it is saved.
    await page.goto(`${origin}/cubulus/study`);
    await page.waitForSelector('#study-saved-by');
    assert.match(await page.locator('#study-saved-by').textContent(), /Teacher Tess/);
    assert.deepEqual(page.errors, []);
    teacher.page = page;
  });

  it('its address opens it anywhere without an account, in the page and in the embed', async () => {
    const context = await stranger();
    const page = await openIn(context, address, '#study-chapter-title');
    assert.equal(await page.locator('#study-title').inputValue(), 'Pushing out');
    assert.match(await page.locator('#study-saved-by').textContent(), /Teacher Tess/);
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
    assert.deepEqual([...page.errors, ...embed.errors], []);
    await context.close();
  });

  it('the author saves changes over it; another account may only save its own copy', async () => {
    const page = teacher.page;
    await page.fill('#study-title', 'Pushing out, revised');
    await toAccount(page);
    await page.locator('#account-studies-kept li[data-game="cubulus"] .save-over').click();
    await page.waitForFunction((i) => document.querySelector('#account-study-address')?.value.endsWith(`saved=${i}`), id);
    const context = await stranger();
    const fresh = await openIn(context, address, '#study-chapter-title');
    assert.equal(await fresh.locator('#study-title').inputValue(), 'Pushing out, revised');
    await context.close();

    const other = await author('Other Olga');
    const theirs = await openIn(other.context, address, '#study-chapter-title');
    assert.match(await theirs.locator('#study-saved-by').textContent(), /Teacher Tess/);
    await toAccount(theirs);
    const kept = theirs.locator('#account-studies-kept li[data-game="cubulus"]');
    assert.equal(await kept.locator('.save-over').count(), 0, 'not the author');
    // Asked directly, the server refuses a change by another account, and says why.
    const refused = await theirs.evaluate(async (i) => {
      const study = localStorage.getItem('cube-table/study/cubulus');
      const r = await fetch(`/api/studies/${i}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: study });
      return { status: r.status, body: await r.json() };
    }, id);
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'not_your_study');
    // Saved as a study of its own: another address.
    await kept.locator('.save-new').click();
    await theirs.waitForFunction((i) => {
      const a = document.querySelector('#account-study-address')?.value ?? '';
      return a.includes('saved=') && !a.includes(i);
    }, id);
    await theirs.goto(`${origin}/cubulus/study`);
    await theirs.waitForSelector('#study-saved-by');
    assert.match(await theirs.locator('#study-saved-by').textContent(), /Other Olga/);
    await other.context.close();
  });

  it('the teacher deletes it; its address then says so and nothing kept is lost', async () => {
    const page = teacher.page;
    await page.goto(`${origin}/account#studies`);
    const row = page.locator(`#account-studies-saved li[data-id="${id}"]`);
    await row.waitFor();
    page.once('dialog', (d) => d.accept());
    await row.locator('button.delete').click();
    await page.waitForSelector('#account-studies-none');
    assert.equal(await page.locator('#account-study-said').textContent(), 'The study is deleted from the server.');
    await page.goto(`${origin}/cubulus/study`);
    await page.waitForSelector('#study-chapter-title');
    assert.equal(await page.locator('#study-title').inputValue(), 'Pushing out, revised', 'the study here stays');

    const context = await stranger({ width: 360, height: 740 });
    const kept = await openIn(context, `${origin}/cubulus/study`, '#study-empty');
    await kept.click('#study-from-start');
    await kept.waitForSelector('#study-chapter-title');
    const gone = await openIn(context, address, '#study-problem');
    assert.match(await gone.locator('#study-problem').textContent(), /could not be opened from the server/);
    assert.equal(await gone.locator('#study-chapter-list li').count(), 1, 'the study kept here stays');
    assert.ok(new URL(gone.url()).search.includes('saved='), 'the address stays, to try again');
    const width = await gone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `nothing scrolls sideways at 360 px (${width})`);
    await gone.screenshot({ path: shot('study-server-gone-360'), fullPage: true });
    // The embed of a deleted study says so too.
    const embed = await openIn(context, `${origin}/embed/cubulus/study?saved=${id}`, '#study-problem');
    assert.match(await embed.locator('#study-problem').textContent(), /could not be opened from the server/);
    await context.close();
  });

  it('the account page shows its studies at 360 px without sideways scrolling', async () => {
    const narrow = await author('Narrow Nell', { width: 360, height: 740 });
    const page = await openIn(narrow.context, `${origin}/cubulus/study`, '#study-empty');
    await page.click('#study-from-start');
    await page.waitForSelector('#study-chapter-title');
    await page.fill('#study-title', 'A long title for a narrow screen, to see it wrap');
    await toAccount(page);
    await page.locator('#account-studies-kept li[data-game="cubulus"] .save-new').click();
    await page.waitForSelector('#account-studies-saved li');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `nothing scrolls sideways at 360 px (${width})`);
    await page.locator('#studies').screenshot({ path: shot('study-server-account-360') });
    await narrow.context.close();
    await teacher.context.close();
  });
});
