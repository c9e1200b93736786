// Accounts with passkeys (issue 44) in Chromium against the real server: a virtual
// authenticator through CDP (`WebAuthn.addVirtualAuthenticator`, as TOOLCHAIN.md
// describes) makes and uses a real browser's passkey; the page calls the account requests
// (docs/accounts.md) the way the account page does: the server's options with their
// base64url fields made ArrayBuffers for `navigator.credentials`, and the answer's back.
// Sign up, sign out, sign in; a second context signs in through a sign-in link; a recovery
// code works once and is refused the second time; the account is deleted. The server
// serves a dist of this test's own (one blank page), so the test needs no build.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, newPage } from './harness.mjs';
import { join as joinRoom, makeRoom, startGameServer } from './online-harness.mjs';

const shot = (name) => new URL(`../../target/screens/${name}.png`, import.meta.url).pathname;
const BLANK = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head><body></body></html>';

let dist, server, origin, browser;
before(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cube-table-accounts-dist-'));
  writeFileSync(join(dist, 'index.html'), BLANK);
  writeFileSync(join(dist, 'app.html'), BLANK);
  server = await startGameServer({ dist });
  // http://localhost is a secure context, and the server's default public origin.
  origin = `http://localhost:${server.port}`;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/// Gives the page's context a virtual platform authenticator (a passkey the browser makes
/// and uses without a person).
async function addPasskeys(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2', transport: 'internal', hasResidentKey: true,
      hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true,
    },
  });
}

/// A page of the site in a context of its own, with a virtual platform authenticator
/// when `passkeys`.
async function device({ passkeys = true } = {}) {
  const { context, page } = await newPage(browser);
  if (passkeys) {
    await addPasskeys(context, page);
  }
  await page.goto(origin + '/');
  await page.evaluate(installClient);
  return { context, page };
}

/// The client the page runs: `window.account.<step>(…)` → `{status, body}`.
function installClient() {
  const dec = (s) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
  const enc = (buf) => btoa(String.fromCharCode(...new Uint8Array(buf)))
    .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const api = async (path, body) => {
    const r = await fetch('/api/account/' + path, body === undefined ? {} : {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    return { status: r.status, body: await r.json() };
  };
  const creation = ({ publicKey: pk }) => ({
    publicKey: {
      ...pk, challenge: dec(pk.challenge), user: { ...pk.user, id: dec(pk.user.id) },
      excludeCredentials: (pk.excludeCredentials ?? []).map((c) => ({ ...c, id: dec(c.id) })),
    },
  });
  const request = ({ publicKey: pk }) => ({
    publicKey: {
      ...pk, challenge: dec(pk.challenge),
      allowCredentials: (pk.allowCredentials ?? []).map((c) => ({ ...c, id: dec(c.id) })),
    },
  });
  const made = (c) => ({
    id: c.id, rawId: enc(c.rawId), type: c.type, extensions: c.getClientExtensionResults(),
    response: { attestationObject: enc(c.response.attestationObject), clientDataJSON: enc(c.response.clientDataJSON) },
  });
  const used = (c) => ({
    id: c.id, rawId: enc(c.rawId), type: c.type, extensions: c.getClientExtensionResults(),
    response: {
      authenticatorData: enc(c.response.authenticatorData), clientDataJSON: enc(c.response.clientDataJSON),
      signature: enc(c.response.signature), userHandle: c.response.userHandle ? enc(c.response.userHandle) : null,
    },
  });
  window.account = {
    api,
    async signUp(handle) {
      const begun = await api('sign-up/start', { handle });
      if (begun.status !== 200) return begun;
      const credential = made(await navigator.credentials.create(creation(begun.body.options)));
      return api('sign-up/finish', { ceremony: begun.body.ceremony, credential });
    },
    async signIn() {
      const begun = await api('sign-in/start', {});
      if (begun.status !== 200) return begun;
      const credential = used(await navigator.credentials.get(request(begun.body.options)));
      return api('sign-in/finish', { ceremony: begun.body.ceremony, credential });
    },
    async addPasskey() {
      const begun = await api('passkeys/start', {});
      if (begun.status !== 200) return begun;
      try {
        const credential = made(await navigator.credentials.create(creation(begun.body.options)));
        return api('passkeys/finish', { ceremony: begun.body.ceremony, credential });
      } catch (e) {
        return { status: 0, body: { error: e.name } };
      }
    },
  };
}

const call = (page, step, ...args) => page.evaluate(([s, a]) => window.account[s](...a), [step, args]);
const api = (page, path, body) => page.evaluate(([p, b]) => window.account.api(p, b), [path, body]);

describe('accounts with passkeys in Chromium', () => {
  let laptop, codes, link;

  it('signs up with a passkey: a session cookie (HttpOnly, SameSite=Lax) and recovery codes', async () => {
    laptop = await device();
    const up = await call(laptop.page, 'signUp', 'Ada Lovelace');
    assert.equal(up.status, 200, JSON.stringify(up.body));
    assert.equal(up.body.handle, 'Ada Lovelace');
    codes = up.body.recovery_codes;
    assert.equal(codes.length, 8);
    const cookies = await laptop.context.cookies(origin);
    const session = cookies.find((c) => c.name === 'cube_table_session');
    assert.ok(session, JSON.stringify(cookies));
    assert.equal(session.httpOnly, true);
    assert.equal(session.sameSite, 'Lax');
    assert.equal(session.path, '/');
    assert.equal(session.secure, false, 'plain http');
    assert.equal(await laptop.page.evaluate(() => document.cookie.includes('cube_table_session')), false);
    const me = await api(laptop.page, 'me');
    assert.equal(me.body.handle, 'Ada Lovelace');
    assert.equal(me.body.passkeys, 1);
  });

  it('signs out, and signs in again with the discoverable passkey under a new session id', async () => {
    const before = (await laptop.context.cookies(origin)).find((c) => c.name === 'cube_table_session').value;
    assert.equal((await api(laptop.page, 'sign-out', {})).status, 200);
    assert.equal((await laptop.context.cookies(origin)).some((c) => c.name === 'cube_table_session'), false);
    assert.equal((await api(laptop.page, 'me')).status, 401);
    const signed = await call(laptop.page, 'signIn');
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    assert.equal(signed.body.handle, 'Ada Lovelace');
    const after = (await laptop.context.cookies(origin)).find((c) => c.name === 'cube_table_session').value;
    assert.notEqual(after, before);
    assert.equal((await api(laptop.page, 'me')).body.handle, 'Ada Lovelace');
  });

  it('refuses to add the same authenticator twice (its passkey is excluded)', async () => {
    const again = await call(laptop.page, 'addPasskey');
    assert.equal(again.body.error, 'InvalidStateError', JSON.stringify(again.body));
    assert.equal((await api(laptop.page, 'me')).body.passkeys, 1);
  });

  it('signs a second context in through a sign-in link, once', async () => {
    const made = await api(laptop.page, 'link', {});
    assert.equal(made.status, 200);
    link = made.body;
    assert.equal(link.url, `${origin}/account#link=${link.token}`);
    const phone = await device({ passkeys: false });
    const used = await api(phone.page, 'link/use', { token: link.token });
    assert.equal(used.status, 200, JSON.stringify(used.body));
    assert.equal((await api(phone.page, 'me')).body.handle, 'Ada Lovelace');
    const thief = await device({ passkeys: false });
    const again = await api(thief.page, 'link/use', { token: link.token });
    assert.equal(again.body.code, 'bad_sign_in_link');
    await phone.context.close();
    await thief.context.close();
  });

  it('takes a recovery code once and refuses it the second time', async () => {
    const lost = await device({ passkeys: false });
    const first = await api(lost.page, 'recover', { code: codes[0] });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal((await api(lost.page, 'me')).body.recovery_codes_left, 7);
    const other = await device({ passkeys: false });
    const second = await api(other.page, 'recover', { code: codes[0] });
    assert.equal(second.body.code, 'bad_recovery_code');
    assert.equal((await api(other.page, 'me')).status, 401);
    await lost.context.close();
    await other.context.close();
  });

  it('refuses a change from a page of another site', async () => {
    // A page elsewhere cannot set the header itself; the browser would send its own origin.
    const r = await fetch(`http://127.0.0.1:${server.port}/api/account/delete`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://evil.example' }, body: '{}',
    });
    assert.equal(r.status, 403);
    assert.equal((await api(laptop.page, 'me')).body.handle, 'Ada Lovelace');
  });

  it('deletes the account: its passkey, sessions and codes no longer sign in', async () => {
    const deleted = await api(laptop.page, 'delete', {});
    assert.equal(deleted.status, 200);
    assert.equal((await api(laptop.page, 'me')).status, 401);
    const again = await call(laptop.page, 'signIn');
    assert.equal(again.body.code, 'passkey_refused', JSON.stringify(again.body));
    const lost = await device({ passkeys: false });
    assert.equal((await api(lost.page, 'recover', { code: codes[1] })).body.code, 'bad_recovery_code');
    // The handle is free again.
    const fresh = await device();
    assert.equal((await call(fresh.page, 'signUp', 'ada lovelace')).status, 200);
    await lost.context.close();
    await fresh.context.close();
    assert.deepEqual(laptop.page.errors.filter((e) => !/401|400|Failed to load resource/.test(e)), []);
    await laptop.context.close();
  });
});

// The account page itself (crates/app/src/account/), from the release build in dist/: the
// same steps by clicking and typing, at 360 px.
describe('the account page', () => {
  let pageServer, site;
  before(async () => {
    pageServer = await startGameServer({ settings: ['--sign-in-burst', '100'] });
    site = `http://localhost:${pageServer.port}`;
  });
  after(async () => { await pageServer?.stop(); });

  async function open(path = '/account', { passkeys = true } = {}) {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 800 } });
    if (passkeys) {
      await addPasskeys(context, page);
    }
    await page.goto(site + path);
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30000 });
    return { context, page };
  }
  const button = (page, name) => page.getByRole('button', { name, exact: true });
  const signedIn = (page, handle) => page.getByRole('heading', { name: `Signed in as ${handle}` }).waitFor();
  const fits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const page_ready = (page) => page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30000 });
  /// A new browser at the site `at` (1280 px) that signs up as `handle` on the account page.
  const signUpAt = async (at, handle) => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await addPasskeys(context, page);
    await page.goto(at + '/account');
    await page_ready(page);
    await page.getByLabel('Your name (others see it)').fill(handle);
    await page.getByLabel('Your name (others see it)').press('Enter');
    await signedIn(page, handle);
    return { context, page };
  };

  it('signs up, shows the recovery codes once, signs out and in; a link and a code sign other browsers in; deletes', async () => {
    const { context, page } = await open();
    // The header of every page links here.
    assert.equal(await page.locator('header.top a.account-nav').getAttribute('href'), '/account');
    // …and can be seen there: its colour is not the header's own (it once was).
    const [ink, ground] = await page.evaluate(() => [
      getComputedStyle(document.querySelector('header.top a.account-nav')).color,
      getComputedStyle(document.querySelector('header.top')).backgroundColor,
    ]);
    assert.notEqual(ink, ground, 'the Account link stands out from the header');
    await button(page, 'Sign in with a passkey').waitFor();
    assert.ok(await fits(page), 'no sideways scrolling at 360 px');
    await page.getByLabel('Your name (others see it)').fill('Ada Lovelace');
    // Keyboard: Enter in the field submits the form.
    await page.getByLabel('Your name (others see it)').press('Enter');
    await signedIn(page, 'Ada Lovelace');
    const codes = await page.locator('.account-code-list code').allTextContents();
    assert.equal(codes.length, 8);
    assert.ok(await fits(page), 'the codes fit at 360 px');
    await button(page, 'I have kept them').click();
    assert.equal(await page.locator('.account-code-list').count(), 0);
    await page.reload();
    await signedIn(page, 'Ada Lovelace');
    assert.equal(await page.locator('.account-code-list').count(), 0, 'shown once');

    await button(page, 'Sign out').click();
    await button(page, 'Sign in with a passkey').click();
    await signedIn(page, 'Ada Lovelace');

    await button(page, 'Make a sign-in link for another device').click();
    const link = await page.locator('#account-link-url').inputValue();
    assert.match(link, new RegExp(`^${site}/account#link=[A-Za-z0-9_-]{22}$`));
    const phone = await open(link.slice(site.length), { passkeys: false });
    await signedIn(phone.page, 'Ada Lovelace');
    assert.equal(new URL(phone.page.url()).hash, '', 'the token leaves the address bar');
    await phone.context.close();

    const lost = await open('/account', { passkeys: false });
    await lost.page.getByLabel('Recovery code').fill(codes[0]);
    await button(lost.page, 'Sign in with a recovery code').click();
    await signedIn(lost.page, 'Ada Lovelace');
    await lost.context.close();
    const again = await open('/account', { passkeys: false });
    await again.page.getByLabel('Recovery code').fill(codes[0]);
    await button(again.page, 'Sign in with a recovery code').click();
    await again.page.getByRole('alert').filter({ hasText: 'recovery code' }).waitFor();
    await button(again.page, 'Sign in with a passkey').waitFor();
    await again.context.close();

    page.once('dialog', (d) => d.accept());
    await button(page, 'Delete the account').click();
    await page.getByRole('status').filter({ hasText: 'The account is deleted.' }).waitFor();
    await button(page, 'Sign in with a passkey').waitFor();
    assert.deepEqual(page.errors.filter((e) => !/Failed to load resource/.test(e)), []);
    await context.close();
  });

  // Issue 44, item 2: a seat taken before signing up, one made signed in, and a finished
  // lesson stage reach a phone signed in by a link; its home page lists both rooms, and the
  // room opens there as the player's own seat.
  it('brings your games and progress to another device', async () => {
    const laptop = await open('/account');
    const before = (await makeRoom(laptop.page, site, 'cubes', ['human', 'human'], 'Ada')).split('/').pop();
    await laptop.page.evaluate(() => localStorage.setItem('cube-table/learn/cubulus', JSON.stringify(['push-one'])));
    await laptop.page.goto(site + '/account');
    await page_ready(laptop.page);
    await laptop.page.getByLabel('Your name (others see it)').fill('Ada Byron');
    await laptop.page.getByLabel('Your name (others see it)').press('Enter');
    await signedIn(laptop.page, 'Ada Byron');
    await button(laptop.page, 'I have kept them').click();
    assert.match(await laptop.page.locator('#account-games-synced').textContent(), /kept with the account/);
    // Pushes for every game of the account can be turned on here (off until asked).
    assert.equal(await laptop.page.isChecked('#account-notify'), false);
    // The header says whose account this is, on every page of the site.
    await laptop.page.goto(site + '/');
    await laptop.page.locator('header.top a.account-nav', { hasText: 'Ada Byron' }).waitFor();
    // A room made while signed in is the account's from the start.
    const after = (await makeRoom(laptop.page, site, 'mojave', ['human', 'human'], 'Ada')).split('/').pop();

    await laptop.page.goto(site + '/account');
    await signedIn(laptop.page, 'Ada Byron');
    await button(laptop.page, 'Make a sign-in link for another device').click();
    const link = await laptop.page.locator('#account-link-url').inputValue();
    const phone = await open(link.slice(site.length), { passkeys: false });
    await signedIn(phone.page, 'Ada Byron');
    await phone.page.locator('#account-games-synced', { hasText: '2 games from your account are now on this device too.' }).waitFor();
    assert.deepEqual(
      await phone.page.evaluate(() => JSON.parse(localStorage.getItem('cube-table/learn/cubulus'))),
      ['push-one'], 'the lesson stage came too');
    await phone.page.screenshot({ path: shot('account-games-came-phone'), fullPage: true });

    await phone.page.goto(site + '/');
    for (const room of [before, after]) {
      await phone.page.locator(`.my-game[data-room="${room}"]`).waitFor();
    }
    assert.match(await phone.page.locator(`.my-game[data-room="${before}"] .my-game-status`).textContent(), /^\s*waiting for players\s*$/i);
    await phone.page.screenshot({ path: shot('account-my-games-phone'), fullPage: true });
    await phone.page.locator(`.my-game[data-room="${before}"] a`).click();
    await phone.page.waitForSelector('.seat.me');
    assert.match(await phone.page.locator('.seat.me .seat-name').textContent(), /Ada/);
    // The laptop still plays the seat with its own link.
    await laptop.page.goto(`${site}/online/${before}`);
    await laptop.page.waitForSelector('.seat.me');
    assert.ok(await fits(phone.page));
    assert.deepEqual(phone.page.errors.filter((e) => !/Failed to load resource/.test(e)), []);
    await phone.context.close();
    await laptop.context.close();
  });

  // Issue 44, items 4 and 5: a listed game of a signed-in player, finished by the computer
  // standing in for her, is found on /games, links to her page (member since, the game,
  // played and won, her games as a file) and replays with the review.
  it('finds a finished game and shows the player its page', async () => {
    const quick = await startGameServer({ settings: ['--away-limit', '1s', '--alarm-interval', '200ms', '--archive-interval', '200ms'] });
    const at = `http://localhost:${quick.port}`;
    try {
      const { context, page } = await signUpAt(at, 'Cleo');
      // A listed table against the easy computer; she leaves, and the computer standing in
      // for her plays the game to its end while a spectator watches (a room nobody looks
      // at pauses its computers).
      const invite = await makeRoom(page, at, 'mojave', ['human', 'easy'], 'Cleo', { listed: true, standIn: 'easy' });
      const room = invite.split('/').pop();
      const watcher = await newPage(browser);
      await watcher.page.goto(invite);
      const game = page.locator(`.archive-game[data-room="${room}"]`);
      // The page is the archive as it was when loaded: look again until the game is there.
      for (let i = 0; i < 60 && !(await game.count()); i++) {
        await page.goto(at + '/games');
        await page.locator('.archive-list, .archive-none').waitFor();
        if (!(await game.count())) await page.waitForTimeout(1500);
      }
      await watcher.context.close();
      assert.match(await game.textContent(), /Würfel-Strategie|Mojave/);
      assert.equal(await game.locator('a[href="/player/Cleo"]').count(), 1);
      assert.equal(await page.title(), 'Finished games · Cube Table');
      await page.screenshot({ path: shot('archive-1280'), fullPage: true });

      // The search form gives the search an address; a search that finds nothing says so.
      await page.fill('#archive-player', 'cleo');
      await page.selectOption('#archive-game', 'mojave');
      await page.click('.archive-search button[type=submit]');
      await page.waitForURL(/\/games\?player=cleo&game=mojave/);
      await game.waitFor();
      await page.selectOption('#archive-game', 'cubes');
      await page.click('.archive-search button[type=submit]');
      await page.locator('.archive-none').waitFor();
      await page.goto(at + '/games?result=won');
      await page.getByRole('alert').filter({ hasText: 'needs a player' }).waitFor();

      // Her page.
      await page.goto(at + '/games');
      await game.locator('a[href="/player/Cleo"]').click();
      await page.waitForURL(/\/player\/Cleo$/);
      await page.getByRole('heading', { name: 'Cleo', level: 1 }).waitFor();
      assert.equal(await page.title(), 'Cleo, player · Cube Table');
      assert.match(await page.locator('.player-since').textContent(), /^Member since \d{4}-\d{2}-\d{2}$/);
      assert.match(await page.locator('.player-game[data-game="mojave"] .player-record').textContent(), /^1 played, [01] won$/);
      assert.equal(await page.locator(`.player-page .archive-game[data-room="${room}"]`).count(), 1);
      const download = await page.locator('#player-download').getAttribute('href');
      const records = await page.evaluate(async (href) => (await fetch(href)).json(), download);
      assert.equal(records.length, 1);
      assert.equal(records[0].game, 'mojave');
      const phone = await newPage(browser, { viewport: { width: 360, height: 800 } });
      await phone.page.goto(page.url());
      await phone.page.locator('.player-game').waitFor();
      assert.ok(await fits(phone.page), 'the player page fits 360 px');
      await phone.page.screenshot({ path: shot('player-360'), fullPage: true });
      await phone.page.goto(at + '/games');
      await phone.page.locator('.archive-game').first().waitFor();
      assert.ok(await fits(phone.page), 'the archive fits 360 px');
      await phone.page.screenshot({ path: shot('archive-360'), fullPage: true });
      await phone.context.close();
      const nobody = await page.goto(at + '/player/Nobody');
      assert.equal(nobody.status(), 200);
      await page.getByRole('alert').filter({ hasText: 'No player has that handle.' }).waitFor();

      // The game replays on its game page, finished, with the review offered.
      await page.goto(at + '/games');
      await game.locator('a.archive-replay').click();
      await page.waitForURL(/\/mojave\?record=/);
      await page.locator('#game-over #review').waitFor();
      assert.deepEqual(page.errors.filter((e) => !/Failed to load resource/.test(e)), []);
      await context.close();
    } finally {
      await quick.stop();
    }
  });

  // Issue 44, "done when": a rated game between two accounts in two contexts to its end
  // (each leaves, and the computer standing in plays for them while a spectator watches:
  // the seat still counts for its person); both ratings move by the documented formula
  // (79 points each way between two new players), the profiles and the leaderboard show
  // it, and the archive replays it.
  it('rates a game between two accounts once, and every page shows it', async () => {
    const quick = await startGameServer({ settings: ['--away-limit', '1s', '--alarm-interval', '200ms', '--archive-interval', '200ms'] });
    const at = `http://localhost:${quick.port}`;
    try {
      const dora = await signUpAt(at, 'Dora');
      const emil = await signUpAt(at, 'Emil');
      const invite = await makeRoom(dora.page, at, 'cubulus', ['human', 'human'], 'Dora',
        { listed: true, clock: 'real', minutes: 10, standIn: 'easy', rated: true });
      const room = invite.split('/').pop();
      await joinRoom(emil.page, invite, 'Emil');
      const watcher = await newPage(browser);
      await watcher.page.goto(invite);
      await dora.page.goto(at + '/games');
      await emil.page.goto(at + '/games');
      // The end, archived: the page is looked at again until it lists the game.
      const game = dora.page.locator(`.archive-game[data-room="${room}"]`);
      for (let i = 0; i < 90 && !(await game.count()); i++) {
        await dora.page.goto(at + '/games');
        await dora.page.locator('.archive-list, .archive-none').waitFor();
        if (!(await game.count())) await dora.page.waitForTimeout(1500);
      }
      await watcher.context.close();
      const won = await game.locator('.archive-seat').evaluateAll((seats) => seats.map((s) => s.textContent.includes('★')));
      assert.equal(won.filter(Boolean).length, 1, 'one winner');
      const [winner, loser] = won[0] ? ['Dora', 'Emil'] : ['Emil', 'Dora'];

      // The leaderboard: the winner 1579, the loser 1421, both provisional after one game.
      const board = await dora.page.evaluate(async () => (await fetch('/api/ratings/cubulus')).json());
      const rating = (h) => board.players.find((p) => p.handle === h)?.rating;
      assert.equal(rating(winner).value, 1579, JSON.stringify(board));
      assert.equal(rating(loser).value, 1421, JSON.stringify(board));
      await dora.page.goto(at + '/lobby/cubulus');
      const row = dora.page.locator(`.leaderboard-table tr[data-handle="${winner}"]`);
      await row.waitFor();
      assert.match(await row.locator('.rating').textContent(), /1579/);
      assert.equal(await row.locator('a').getAttribute('href'), `/player/${winner}`, "the leaderboard links each player's page");
      await dora.page.screenshot({ path: shot('leaderboard-1280'), fullPage: true });

      // Each profile shows its rating; the winner's history graph has its point.
      for (const [handle, value] of [[winner, 1579], [loser, 1421]]) {
        await dora.page.goto(`${at}/player/${handle}`);
        const card = dora.page.locator('.player-game[data-game="cubulus"]');
        await card.waitFor();
        assert.match(await card.locator('.player-rating').textContent(), new RegExp(`Rating ${value}`));
        assert.match(await card.locator('.player-record').textContent(), handle === winner ? /^1 played, 1 won$/ : /^1 played, 0 won$/);
      }
      // The archive replays it with the review.
      await dora.page.goto(at + '/games');
      await game.locator('a.archive-replay').click();
      await dora.page.waitForURL(/\/cubulus\?record=/);
      await dora.page.locator('#game-over #review').waitFor();
      assert.deepEqual(dora.page.errors.filter((e) => !/Failed to load resource/.test(e)), []);
      await dora.context.close();
      await emil.context.close();
    } finally {
      await quick.stop();
    }
  });

  it('is in German and Hungarian too', async () => {
    for (const [locale, title] of [['de-DE', 'Dein Konto'], ['hu-HU', 'Fiókod']]) {
      const { context, page } = await newPage(browser, { locale, viewport: { width: 360, height: 800 } });
      await page.goto(site + '/account');
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      assert.ok(await fits(page), locale);
      await context.close();
    }
  });
});
