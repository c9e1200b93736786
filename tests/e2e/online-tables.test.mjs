// Online tables that stay alive (issue 27) end to end: the real server (crates/server,
// through online-harness.mjs, its times shortened by its settings) and the built app in
// several browser contexts. A table found in the lobby and by "Play now"; quick messages
// in two languages; a hidden tab's title on its turn; a real-time clock running out hands
// the seat to the computer, its person takes it back, the game goes on to the end; a
// turn-based clock running out across a server restart; a time bank and a vacation shown
// across a reload and a restart; the win claimed from an absent player, and a rematch with
// the seats moved on.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { launch, newPage } from './harness.mjs';
import {
  audit, clickCubulusMove, join, makeRoom, movesAtLeast, notations, startGameServer, turn,
} from './online-harness.mjs';

const shot = (name) => new URL(`../../target/screens/${name}.png`, import.meta.url).pathname;
const PHONE = { viewport: { width: 360, height: 740 } };
const WIDE = { viewport: { width: 1280, height: 900 } };

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/// Runs `body` with a game server started with `settings`, stopping it after.
async function withServer(settings, body) {
  const server = await startGameServer({ settings });
  try {
    await body(server);
  } finally {
    await server.stop();
  }
}

/// The seat a page plays (its `.seat.me`).
const mySeat = async (page) => Number(await page.locator('.seat.me').getAttribute('data-seat'));

/// Waits until it is `page`'s turn (its seat is the one to move, whatever the language).
const myTurn = (page, timeout = 30_000) => page.waitForFunction(
  () => document.querySelector('.seat.me')?.classList.contains('to-move') && !document.querySelector('#stood-in'),
  null, { timeout });

/// The page of `pages` whose seat is to move.
async function toMove(pages) {
  for (let i = 0; i < 100; i++) {
    for (const p of pages) {
      if (await p.locator('.seat.me.to-move').count()) return p;
    }
    await pages[0].waitForTimeout(100);
  }
  throw new Error(`nobody to move: ${await Promise.all(pages.map(turn))}`);
}

/// Plays moves at the page of `pages` to move until the turn is another's (a Cubulus
/// opening has several placements in a row); returns the page that moved and the one to
/// move now.
async function passTurn(pages) {
  const mover = await toMove(pages);
  const [next] = pages.filter((p) => p !== mover);
  for (let i = 0; i < 20; i++) {
    const made = (await notations(mover)).length;
    await clickCubulusMove(mover);
    for (const p of pages) await movesAtLeast(p, made + 1);
    await pages[0].waitForTimeout(100);
    if (await next.locator('.seat.me.to-move').count()) return [mover, next];
  }
  throw new Error('the turn did not pass');
}

/// Shows the board as layers (where the page offers it) so that moves can be clicked.
async function layers(page) {
  if (await page.locator('#view-layers').count()) await page.click('#view-layers');
}

/// Makes the tab hidden as the browser does when another tab is in front: `document.hidden`
/// and a `visibilitychange` event (headless Chromium keeps every tab visible).
const hide = (page) => page.evaluate(() => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
});

/// A seat's clock as its page shows it, in seconds (`m:ss`).
async function clockSeconds(page, seat) {
  const text = (await page.locator(`.seat[data-seat="${seat}"] .seat-clock`).textContent()).replace(/^.*: /, '').trim();
  const m = /^(\d+):(\d\d)$/.exec(text);
  assert.ok(m, `a clock under an hour: ${text}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

describe('online tables that stay alive', () => {
  it('a listed table appears live in the lobby and is taken there; Play now seats two strangers together; quick messages in two languages; a hidden tab is told its turn', async () => {
    await withServer([], async (server) => {
      const anna = await newPage(browser, WIDE);
      const ben = await newPage(browser, WIDE);
      // The lobby is reached from the home page.
      await anna.page.goto(server.url);
      await anna.page.click('a.find-table');
      await anna.page.waitForURL(/\/lobby$/);
      await anna.page.click('.lobby-games a[href="/lobby/cubulus"]');
      await anna.page.waitForURL(/\/lobby\/cubulus$/);
      await anna.page.waitForSelector('#no-tables');

      // Ben lists a table; the open lobby shows it without a reload.
      const invite = await makeRoom(ben.page, server.url, 'cubulus', ['human', 'human'], 'Ben', { listed: true });
      const room = new URL(invite).pathname.split('/').pop();
      const row = anna.page.locator(`.lobby-table[data-room="${room}"]`);
      await row.waitFor();
      assert.match(await row.textContent(), /Ben/);
      assert.match(await row.locator('.seats-taken').textContent(), /^1 of 2 seats taken$/);
      assert.match(await row.locator('.table-clock').textContent(), /No clock/);
      assert.deepEqual(await audit(anna.page), [], 'the lobby with a table');
      await anna.page.screenshot({ path: shot('lobby-1280') });
      await anna.page.setViewportSize(PHONE.viewport);
      await anna.page.screenshot({ path: shot('lobby-360'), fullPage: true });
      await anna.page.setViewportSize(WIDE.viewport);
      await row.locator('.take-seat').click();
      await anna.page.waitForURL(invite);
      await anna.page.fill('#join-name', 'Anna');
      await anna.page.click('#join');
      await anna.page.waitForFunction(() => /Anna/.test(document.querySelector('.seat.me .seat-name')?.textContent));
      // Full: the table leaves the lobby.
      await anna.page.goto(`${server.url}/lobby/cubulus`);
      await anna.page.waitForSelector('#no-tables');
      assert.equal(await anna.page.locator('.lobby-table').count(), 0);

      // "Play now" from every game's lobby: nobody waits, so Carl's opens a table; Dana's
      // (in German, from the room's own lobby link) seats her at it.
      const carl = await newPage(browser, WIDE);
      const dana = await newPage(browser, { ...WIDE, locale: 'de-DE' });
      await carl.page.goto(`${server.url}/lobby`);
      await carl.page.selectOption('#play-now-game', 'cubulus');
      await carl.page.fill('#play-now-name', 'Carl');
      await carl.page.click('#play-now');
      await carl.page.waitForURL(/\/online\/[A-Za-z0-9_-]+$/);
      await carl.page.waitForSelector('.seat.me');
      const carlRoom = carl.page.url();
      await carl.page.waitForSelector('.seat-clock');
      await dana.page.goto(`${server.url}/lobby/cubulus`);
      const carlRow = dana.page.locator(`.lobby-table[data-room="${carlRoom.split('/').pop()}"]`);
      await carlRow.waitFor();
      assert.match(await carlRow.locator('.table-clock').textContent(), /10 min \+ 5 s/);
      assert.match(await dana.page.locator('#play-now').textContent(), /Jetzt spielen/);
      await dana.page.fill('#play-now-name', 'Dana');
      await dana.page.click('#play-now');
      await dana.page.waitForURL(carlRoom);
      await dana.page.waitForFunction(() => /Dana/.test(document.querySelector('.seat.me .seat-name')?.textContent));
      await carl.page.waitForFunction(() => /Dana/.test(document.querySelector('.online-players').textContent));
      // Back from the room to its game's lobby.
      assert.equal(await carl.page.getAttribute('#to-lobby', 'href'), '/lobby/cubulus');

      // Quick messages: each reader reads them in their own language.
      await carl.page.click('#say-good-game');
      await dana.page.click('#say-thanks');
      for (const [p, words] of [[carl.page, ['Carl: Good game!', 'Dana: Thanks!']], [dana.page, ['Carl: Gutes Spiel!', 'Dana: Danke!']]]) {
        await p.waitForFunction((n) => document.querySelectorAll('#said li').length === n, words.length);
        assert.deepEqual(await p.locator('#said li').allTextContents(), words);
      }

      // A hidden tab learns its turn from its title (in its language) and icon.
      await layers(carl.page);
      await layers(dana.page);
      const first = await toMove([carl.page, dana.page]);
      const second = first === carl.page ? dana.page : carl.page;
      await hide(second);
      assert.doesNotMatch(await second.title(), /●/);
      await passTurn([first, second]);
      const expected = second === dana.page ? '● Du bist am Zug · Cubulus — Cube Table' : '● Your turn · Cubulus — Cube Table';
      await second.waitForFunction((t) => document.title === t, expected);
      assert.equal(await second.getAttribute("link[rel~='icon']", 'href'), '/icons/icon-turn.svg');
      assert.ok(await second.locator('#alert-notify').count(), 'the notification can be chosen');
      assert.equal(await second.isChecked('#alert-sound'), false, 'the sound is off by default');

      // "My games" on Carl's home page: the room, and whose turn it is from his seat.
      const home = await carl.context.newPage();
      await home.goto(server.url);
      const mine = home.locator(`.my-game[data-room="${carlRoom.split('/').pop()}"]`);
      await mine.waitFor();
      assert.equal((await mine.locator('.my-game-status').textContent()).trim(), second === carl.page ? 'Your turn' : "Dana's turn");
      assert.match(await mine.locator('a').textContent(), /^Cubulus — Carl, Dana$/);
      // Issue 46, item 4: "next game" opens the first room where it is Carl's turn.
      if (second === carl.page) {
        assert.equal(await home.locator('#next-game').getAttribute('href'), await mine.locator('a').getAttribute('href'));
      } else {
        assert.equal(await home.locator('#next-game').count(), 0);
      }
      await home.close();

      for (const { page } of [anna, ben, carl, dana]) assert.deepEqual(page.errors, []);
      for (const { context } of [anna, ben, carl, dana]) await context.close();
    });
  });

  it('a real-time clock that runs out hands the seat to the computer, its person takes it back mid-game, and the game goes on to the end', async () => {
    // A clock minute lasts 10 s: one minute and 30 s a move are 10 s and 5 s here.
    await withServer(['--clock-minute', '10s', '--alarm-interval', '200ms'], async (server) => {
      const anna = await newPage(browser, WIDE);
      const ben = await newPage(browser, PHONE);
      const invite = await makeRoom(anna.page, server.url, 'cubulus', ['human', 'human'], 'Anna',
        { clock: 'real', minutes: 1, increment: 30, standIn: 'easy' });
      await join(ben.page, invite, 'Ben');
      const pages = [anna.page, ben.page];
      for (const p of pages) await layers(p);
      for (const p of pages) await p.waitForFunction(() => document.querySelectorAll('.seat-clock').length === 2);
      const late = await toMove(pages);
      const other = late === anna.page ? ben.page : anna.page;
      const lateSeat = await mySeat(late);
      const lateName = late === anna.page ? 'Anna' : 'Ben';
      // The running clock counts down on both pages.
      const start = await clockSeconds(other, lateSeat);
      assert.ok(start <= 10, `at most the whole time: ${start}`);
      await other.waitForFunction((s) => document.querySelector(`.seat[data-seat="${s}"] .seat-clock.running`), lateSeat);
      await anna.page.screenshot({ path: shot('online-clock-1280') });
      await ben.page.screenshot({ path: shot('online-clock-360'), fullPage: true });
      assert.deepEqual(await audit(other), [], 'a room with clocks and quick messages');

      // Nobody moves for the late seat: its time runs out, the computer plays it.
      await late.waitForSelector('#stood-in', { timeout: 20_000 });
      const standIn = other.locator(`.seat[data-seat="${lateSeat}"] .seat-stand-in`);
      await standIn.waitFor();
      assert.equal(await standIn.textContent(), `played by the computer for ${lateName}`);
      await movesAtLeast(other, 1, 20_000);
      // The other plays on against it.
      await myTurn(other);
      await clickCubulusMove(other);
      for (const p of pages) await movesAtLeast(p, 2);

      // Mid-game, the person takes the seat back and moves again themselves. Taken back
      // during its own turn, the seat is theirs after the computer's move for it (a return
      // never restarts a turn's clock, issue 42): then the other may be to move first.
      await late.click('#take-back');
      await late.waitForSelector('#stood-in', { state: 'detached' });
      await standIn.waitFor({ state: 'detached' });
      if ((await toMove(pages)) !== late) await passTurn(pages);
      await myTurn(late);
      const made = (await notations(late)).length;
      await clickCubulusMove(late);
      for (const p of pages) await movesAtLeast(p, made + 1);
      assert.match(await late.locator('.move-list .move').nth(made).textContent(), new RegExp(`^${lateName}: `));

      // Then both stop: each clock runs out in turn, the computer plays both seats, and
      // the game ends.
      for (const p of pages) await p.waitForSelector('#online-finished', { timeout: 240_000 });
      assert.deepEqual(await notations(anna.page), await notations(ben.page));
      for (const { page } of [anna, ben]) assert.deepEqual(page.errors, []);
      for (const { context } of [anna, ben]) await context.close();
    });
  });

  it('a turn-based clock keeps running across a server restart and hands the seat to the computer when it runs out', async () => {
    // A clock minute lasts 200 ms: an hour a move is 12 s here.
    await withServer(['--clock-minute', '200ms', '--alarm-interval', '200ms'], async (server) => {
      const anna = await newPage(browser, WIDE);
      const ben = await newPage(browser, WIDE);
      const invite = await makeRoom(anna.page, server.url, 'cubulus', ['human', 'human'], 'Anna',
        { clock: 'turn', hours: 1, standIn: 'easy' });
      await join(ben.page, invite, 'Ben');
      const pages = [anna.page, ben.page];
      for (const p of pages) await layers(p);
      const [first, second] = await passTurn(pages);
      const secondSeat = await mySeat(second);
      const before = await notations(first);

      // Some of the move's time goes; the server goes away and comes back; a reload shows
      // the time the server kept, not a fresh one.
      await first.waitForTimeout(2_000);
      const shown = await clockSeconds(first, secondSeat);
      assert.ok(shown <= 11, `the clock runs: ${shown} s left`);
      await server.restart();
      await first.reload();
      for (const p of pages) await p.waitForFunction(() => !document.querySelector('#online-conn') && document.querySelector('.seat-clock'), null, { timeout: 15_000 });
      const kept = await clockSeconds(first, secondSeat);
      assert.ok(kept <= shown, `the time gone before the restart stays gone: ${kept} s left, ${shown} s before`);
      await second.waitForSelector('#stood-in', { timeout: 20_000 });
      await first.locator(`.seat[data-seat="${secondSeat}"] .seat-stand-in`).waitFor();
      for (const p of pages) await movesAtLeast(p, before.length + 1, 20_000);
      // Taken back after the restart, the seat is its person's again.
      await second.click('#take-back');
      await second.waitForSelector('#stood-in', { state: 'detached' });
      const refused = /WebSocket connection to .* failed/;
      for (const { page } of [anna, ben]) assert.deepEqual(page.errors.filter((e) => !refused.test(e)), []);
      for (const { context } of [anna, ben]) await context.close();
    });
  });

  it('a time bank and a vacation taken from My games show on every page, across a reload and a server restart', async () => {
    // A clock minute lasts 50 ms: an hour a move is 3 s, a day of bank or vacation 72 s.
    await withServer(['--clock-minute', '50ms', '--alarm-interval', '200ms', '--vacation-days', '5'], async (server) => {
      const anna = await newPage(browser, WIDE);
      const ben = await newPage(browser, PHONE);
      const invite = await makeRoom(anna.page, server.url, 'cubulus', ['human', 'human'], 'Anna',
        { clock: 'turn', hours: 1, bank: 1, standIn: 'easy' });
      await join(ben.page, invite, 'Ben');
      const pages = [anna.page, ben.page];
      const bank = (page, seat) => page.locator(`.seat[data-seat="${seat}"] .seat-bank`);
      for (const p of pages) await bank(p, 0).waitFor();
      assert.match(await bank(anna.page, 1).textContent(), /\+ 1:12$/, 'a day of bank is 72 s here');
      for (const p of pages) await layers(p);
      const [first, second] = await passTurn(pages);
      const secondSeat = await mySeat(second);

      // The one to move goes away: from My games on the home page, one day's vacation.
      await second.goto(`${server.url}/`);
      await second.locator('#vacation-take').waitFor();
      assert.match(await second.locator('#vacation-left').textContent(), /5 days of vacation left/);
      await second.screenshot({ path: shot('vacation-my-games'), fullPage: true });
      await second.click('#vacation-take');
      await second.locator('#vacation-paused').waitFor();
      assert.match(await second.locator('#vacation-left').textContent(), /4 days of vacation left/);
      const away = first.locator(`.seat[data-seat="${secondSeat}"] .seat-vacation`);
      await away.waitFor();
      assert.match(await away.textContent(), /On vacation: \d:\d\d/);
      await first.screenshot({ path: shot('vacation-room'), fullPage: true });

      // A reload and a restart keep both.
      await first.reload();
      await away.waitFor();
      await server.restart();
      await first.reload();
      await away.waitFor({ timeout: 15_000 });
      await bank(first, secondSeat).waitFor();
      await second.goto(invite);
      await second.locator(`.seat[data-seat="${secondSeat}"] .seat-vacation`).waitFor({ timeout: 15_000 });
      const refused = /WebSocket connection to .* failed/;
      for (const { page } of [anna, ben]) assert.deepEqual(page.errors.filter((e) => !refused.test(e)), []);
      for (const { context } of [anna, ben]) await context.close();
    });
  });

  it('Play now for a turn-based game: the table waits in the lobby with its page closed, and the next to ask for one sits at it', async () => {
    await withServer([], async (server) => {
      const eve = await newPage(browser, PHONE);
      await eve.page.goto(`${server.url}/lobby/mojave`);
      await eve.page.selectOption('#play-now-pace', 'turn');
      await eve.page.fill('#play-now-name', 'Eve');
      await eve.page.click('#play-now');
      await eve.page.waitForURL(/\/online\/[A-Za-z0-9_-]+$/);
      await eve.page.waitForSelector('.seat.me');
      const room = eve.page.url().split('/').pop();
      // Eve closes the page; the table stays open.
      await eve.page.goto('about:blank');
      const finn = await newPage(browser, WIDE);
      await finn.page.goto(`${server.url}/lobby/mojave`);
      const row = finn.page.locator(`.lobby-table[data-room="${room}"]`);
      await row.waitFor();
      assert.match(await row.locator('.table-clock').textContent(), /1 day per move, bank 3 days/);
      await finn.page.selectOption('#play-now-pace', 'turn');
      await finn.page.fill('#play-now-name', 'Finn');
      await finn.page.click('#play-now');
      await finn.page.waitForURL(new RegExp(`/online/${room}$`));
      await finn.page.waitForFunction(() => /Finn/.test(document.querySelector('.seat.me .seat-name')?.textContent));
      assert.deepEqual(finn.page.errors, []);
      for (const { context } of [eve, finn]) await context.close();
    });
  });

  it('"notify me in any of these games" subscribes once for every seat of the browser, and each room page shows it on', async () => {
    // No push service is reachable from here (TOOLCHAIN.md): the browser's subscribe call
    // answers with a subscription of the test's own, on loopback, which the server takes
    // only with its setting for tests.
    await withServer(['--push-allow-loopback-http', 'yes'], async (server) => {
      const ada = await newPage(browser, PHONE);
      await ada.context.grantPermissions(['notifications'], { origin: server.url });
      const ecdh = createECDH('prime256v1');
      const keys = { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
      await ada.context.addInitScript((keys) => {
        PushManager.prototype.subscribe = async function () {
          return { endpoint: 'http://127.0.0.1:9/push/ada', toJSON() { return { endpoint: this.endpoint, expirationTime: null, keys }; } };
        };
      }, keys);
      const rooms = [];
      for (const game of ['cubulus', 'mojave']) {
        rooms.push(await makeRoom(ada.page, server.url, game, ['human', 'human'], 'Ada', { clock: 'turn', hours: 24 }));
      }
      await ada.page.goto(`${server.url}/`);
      const all = ada.page.locator('#notify-all');
      await all.waitFor();
      assert.equal(await all.isChecked(), false);
      await all.check();
      // Kept once the server took the subscription for every seat.
      const ids = rooms.map((r) => r.split('/').pop());
      await ada.page.waitForFunction((ids) => ids.every((id) => localStorage.getItem(`cube-table/push/${id}`) === 'on'), ids);
      for (const room of rooms) {
        await ada.page.goto(room);
        await ada.page.locator('#alert-push').waitFor();
        await ada.page.waitForFunction(() => document.querySelector('#alert-push').checked);
      }
      await ada.page.goto(`${server.url}/`);
      await all.waitFor();
      assert.equal(await all.isChecked(), true, 'on for every game listed');
      await ada.page.screenshot({ path: shot('my-games-notify-all'), fullPage: true });
      assert.deepEqual(ada.page.errors, []);
      await ada.context.close();
    });
  });

  it('the one left claims the win from an absent player, and both play again with the seats moved on', async () => {
    await withServer(['--away-limit', '2s', '--alarm-interval', '200ms'], async (server) => {
      const anna = await newPage(browser, WIDE);
      const ben = await newPage(browser, WIDE);
      const invite = await makeRoom(anna.page, server.url, 'cubulus', ['human', 'human'], 'Anna');
      await join(ben.page, invite, 'Ben');
      for (const p of [anna.page, ben.page]) await layers(p);
      const [first] = await passTurn([anna.page, ben.page]);
      const stays = first === anna.page ? anna : ben;
      const leaves = first === anna.page ? ben : anna;
      const [staysName, leavesName] = stays === anna ? ['Anna', 'Ben'] : ['Ben', 'Anna'];
      const staySeat = await mySeat(stays.page);
      const leaveSeat = await mySeat(leaves.page);
      // The one to move closes the page; away past the limit, the computer plays for them.
      await leaves.page.close();
      await stays.page.waitForSelector('#claim', { timeout: 20_000 });
      assert.match(await stays.page.textContent(`.seat[data-seat="${leaveSeat}"] .seat-stand-in`), new RegExp(`for ${leavesName}$`));
      await stays.page.click('#claim-win');
      await stays.page.waitForFunction((t) => document.querySelector('#online-turn')?.textContent.trim() === t,
        `${staysName} wins: the other player left the table.`);

      // Play again: the offer waits for the other, who comes back by the same address.
      await stays.page.click('#play-again');
      await stays.page.waitForSelector('#rematch');
      const back = await leaves.context.newPage();
      back.errors = [];
      back.on('pageerror', (e) => back.errors.push(String(e)));
      await back.setViewportSize(PHONE.viewport);
      await back.goto(invite);
      await back.waitForSelector('#rematch-accept');
      assert.match(await back.textContent('#rematch'), new RegExp(`${staysName} would like to play again`));
      await back.screenshot({ path: shot('online-rematch-360'), fullPage: true });
      await back.setViewportSize(WIDE.viewport);
      await back.screenshot({ path: shot('online-rematch-1280') });
      assert.deepEqual(await audit(back), [], 'the rematch offer');
      await back.click('#rematch-accept');
      // Both go to the new game, every seat moved on by one.
      for (const p of [stays.page, back]) await p.waitForURL((u) => u.toString() !== invite && /\/online\//.test(u.toString()));
      assert.equal(stays.page.url(), back.url());
      await stays.page.waitForSelector('.seat.me');
      await back.waitForSelector('.seat.me');
      assert.equal(await mySeat(stays.page), (staySeat + 1) % 2);
      assert.equal(await mySeat(back), (leaveSeat + 1) % 2);
      assert.equal((await notations(stays.page)).length, 0, 'a new game');
      assert.deepEqual(stays.page.errors, []);
      assert.deepEqual(back.errors, []);
      for (const { context } of [anna, ben]) await context.close();
    });
  });
});
