// Online play scaled out (docs/online.md "Scale-out"): two server processes share one
// PostgreSQL database. Anna makes a Cubulus room on process 1, Ben joins the same room
// through process 2, and they play to the end by clicking; each move crosses processes by
// the database's NOTIFY. On the way Ben's browser goes offline while Anna moves, and his
// page must reconnect and catch up by itself once it is back online.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage } from './harness.mjs';
import {
  clickCubulusMove, join, makeRoom, mover, movesAtLeast, notations, startGameServer, startPostgres, turn,
} from './online-harness.mjs';

const WAIT = 15_000; // ms for a move to reach a page

let pg, one, two, browser;
before(async () => {
  pg = await startPostgres();
  // One after the other: both run the migrations at start.
  one = await startGameServer({ databaseUrl: pg.url });
  two = await startGameServer({ databaseUrl: pg.url });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await one?.stop();
  await two?.stop();
  await pg?.stop();
});

describe('online play on two server processes', () => {
  it('a room made on one process is played to the end through the other, and an offline page catches up', async () => {
    const anna = await newPage(browser);
    const ben = await newPage(browser);
    const invite = await makeRoom(anna.page, one.url, 'cubulus', ['human', 'human'], 'Anna');
    const path = new URL(invite).pathname;
    assert.match(path, /^\/online\/[A-Za-z0-9_-]+$/);
    // The same room through the other process.
    await join(ben.page, `${two.url}${path}`, 'Ben');
    assert.ok(ben.page.url().startsWith(two.url), 'Ben plays through process 2');
    const players = [anna.page, ben.page];
    for (const p of players) await p.click('#view-layers');
    // Ben's seat, taken on process 2, reaches Anna on process 1, and both show connected.
    await anna.page.waitForFunction(() => /Ben/.test(document.querySelector('.online-players').textContent));
    await anna.page.waitForFunction(() => document.querySelectorAll('.online-players .presence.on').length === 2);

    let played = 0;
    let offlineDone = false;
    for (let p = await mover(players); p && played < 80; p = await mover(players)) {
      const other = players.find((q) => q !== p);
      assert.match(await turn(other), /^Waiting for (Anna|Ben)$/);
      const goOffline = !offlineDone && p === anna.page && played >= 4;
      if (goOffline) {
        // Ben drops off the network; Anna moves meanwhile (on process 1).
        await ben.context.setOffline(true);
        // Chromium's offline emulation does not close an open WebSocket: it holds its frames
        // until the context is online again (seen here: the socket stays open and no
        // "Reconnecting…" shows). So this checks that the page misses nothing while cut off
        // and shows the move afterwards by itself; the reconnect after a dropped socket is
        // covered by online.test.mjs's server restart.
      }
      await clickCubulusMove(p);
      played += 1;
      if (goOffline) {
        await movesAtLeast(anna.page, played, WAIT);
        await ben.page.waitForTimeout(1000);
        assert.equal((await notations(ben.page)).length, played - 1, 'an offline page hears nothing');
        await ben.context.setOffline(false);
        // Nobody reloads: the page catches up by itself (through process 2) and shows the move.
        await movesAtLeast(ben.page, played, 20_000);
        assert.equal(await ben.page.locator('#online-conn').count(), 0, 'connected again');
        offlineDone = true;
      }
      try {
        for (const q of players) await movesAtLeast(q, played, WAIT);
      } catch (e) {
        throw new Error(`move ${played} did not arrive (${await Promise.all(players.map(turn))}): ${e.message}`);
      }
      await anna.page.waitForTimeout(50);
    }
    assert.ok(offlineDone, 'the game lasted long enough for the offline step');
    for (const q of players) await q.waitForSelector('#online-finished');
    const outcome = await turn(anna.page);
    assert.match(outcome, /wins!|Draw/);
    assert.equal(await turn(ben.page), outcome, 'both processes tell the same outcome');
    const moves = await notations(anna.page);
    assert.equal(moves.length, played);
    assert.deepEqual(await notations(ben.page), moves, 'both saw the same moves');
    // The room's record is the same through either process.
    const recA = await (await fetch(`${one.url}/api/rooms${path.slice('/online'.length)}/record`)).json();
    const recB = await (await fetch(`${two.url}/api/rooms${path.slice('/online'.length)}/record`)).json();
    assert.deepEqual(recA, recB);
    assert.equal(recA.moves.length, played);
    // While offline the browser logs the refused reconnects itself.
    const refused = /WebSocket connection to .* failed|ERR_INTERNET_DISCONNECTED/;
    for (const { page } of [anna, ben]) assert.deepEqual(page.errors.filter((e) => !refused.test(e)), []);
    for (const { context } of [anna, ben]) await context.close();
  });
});
