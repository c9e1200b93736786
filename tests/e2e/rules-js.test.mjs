// The rules for JavaScript (crates/rules-js, built into dist/rules-js by scripts/test.sh):
// loaded as a browser module, it plays moves, refuses an illegal one with the rule's reason,
// and never shows hidden cards.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { launch, newPage, startServer } from './harness.mjs';

const BUILT = new URL('../../dist/rules-js/rules_js.js', import.meta.url).pathname;

let server, url, browser;
before(async () => {
  assert.ok(existsSync(BUILT), 'dist/rules-js is missing: build it as scripts/test.sh does (cargo build -p rules-js … && wasm-bindgen --target web --out-dir dist/rules-js …)');
  ({ server, url } = await startServer());
  browser = await launch();
});
after(async () => { await browser?.close(); server?.close(); });

/// Runs `body(rules)` in a page with the module loaded; returns its result.
async function withRules(body) {
  const { context, page } = await newPage(browser);
  // Any address of the server gives the page its origin; the module script itself will do.
  await page.goto(`${url}/rules-js/rules_js.js`);
  const result = await page.evaluate(async (src) => {
    const rules = await import('/rules-js/rules_js.js');
    await rules.default();
    // eslint-disable-next-line no-new-func
    return new Function('rules', `return (async () => { ${src} })()`)(rules);
  }, body);
  assert.deepEqual(page.errors, []);
  await context.close();
  return result;
}

describe('rules-js', () => {
  it('lists the games and their player counts', async () => {
    const r = await withRules(`return { ids: rules.gameIds(), range: Array.from(rules.playerRange('cubulus')) };`);
    assert.deepEqual(r.ids, ['cubulus', 'cubus', 'cube-attack', 'cubes', 'mojave']);
    assert.deepEqual(r.range, [2, 3]);
  });

  it('plays moves, refuses an illegal one with the reason, undoes, and keeps the record', async () => {
    const r = await withRules(`
      const g = rules.newGame('cubulus', 3, null, 5);
      const out = { legal: g.legalMoves().length, hasZ00: g.legalMoves().includes('z00+') };
      out.played = [g.play('z00+'), g.play('z00+'), g.play('z00+')];
      out.full = g.play('z00-');
      out.nonsense = g.play('nonsense');
      out.tooLong = g.play('z'.repeat(65));
      out.checked = [g.check('x11+'), g.check('z00+')];
      out.plyAfterErrors = g.ply();
      out.undo = g.undo();
      out.moves = g.moves();
      out.toMove = g.toMove();
      out.state = JSON.parse(g.stateJson());
      out.record = JSON.parse(g.recordJson());
      out.reopened = rules.fromRecordJson(g.recordJson()).moves();
      out.fromLink = rules.fromLink(g.recordLink()).moves();
      out.outcome = g.outcome();
      g.free();
      return out;
    `);
    assert.equal(r.legal, 54);
    assert.ok(r.hasZ00);
    assert.deepEqual(r.played, [undefined, undefined, undefined]);
    assert.match(r.full, /full/);
    assert.match(r.nonsense, /not a move/);
    assert.match(r.tooLong, /limit of 64 bytes/);
    assert.equal(r.checked[0], undefined);
    assert.match(r.checked[1], /full/);
    assert.equal(r.plyAfterErrors, 3);
    assert.equal(r.undo, true);
    assert.deepEqual(r.moves, ['z00+', 'z00+']);
    assert.equal(typeof r.toMove, 'number');
    assert.equal(r.state.game, 'cubulus');
    assert.equal(r.state.toMove, r.toMove);
    assert.equal(r.state.outcome, null);
    assert.equal(typeof r.state.position, 'object');
    assert.deepEqual(r.record, { format: 1, game: 'cubulus', players: 3, options: {}, seed: '5', moves: ['z00+', 'z00+'] });
    assert.deepEqual(r.reopened, r.moves);
    assert.deepEqual(r.fromLink, r.moves);
    assert.equal(r.outcome, null);
  });

  it('plays a game to its end and reports the outcome', async () => {
    const r = await withRules(`
      const g = rules.newGame('cubulus', 3, '{}', 77);
      for (const m of ['z00+', 'z22-', 'x11-', 'z10+', 'z20-', 'x10-', 'z01+', 'z02-', 'y01-', 'z11+']) {
        const e = g.play(m);
        if (e) throw new Error(m + ': ' + e);
      }
      return { outcome: g.outcome(), toMove: g.toMove(), legal: g.legalMoves(), after: g.play('x11+') };
    `);
    assert.equal(r.outcome.kind, 'win');
    assert.equal(r.outcome.winners.length, 1);
    assert.equal(r.toMove, undefined);
    assert.deepEqual(r.legal, []);
    assert.match(r.after, /over/);
  });

  it('throws on bad arguments', async () => {
    const r = await withRules(`
      const errors = [];
      for (const f of [
        () => rules.newGame('chess', 2, null, 1),
        () => rules.newGame('cubulus', 9, null, 1),
        () => rules.newGame('cubulus', 3, null, 1.5),
        () => rules.newGame('cubulus', 3, null, -1),
        () => rules.newGame('cubulus', 3, '{"nope":"1"}', 1),
        () => rules.newGame('cubulus', 3, '[1]', 1),
        () => rules.fromRecordJson('{bad'),
        () => rules.fromRecordJson('{"game":"cubulus","players":3,"seed":1,"moves":["z00+","q"]}'),
        () => rules.fromLink('@@'),
      ]) {
        try { f(); errors.push(null); } catch (e) { errors.push(e instanceof Error ? e.message : String(e)); }
      }
      return errors;
    `);
    assert.equal(r.length, 9);
    r.forEach((e, i) => assert.ok(e, `case ${i} threw`));
    assert.match(r[0], /unknown game/);
    assert.match(r[1], /players/);
    assert.match(r[2], /seed/);
    assert.match(r[7], /move 2/);
  });

  it('a Cubes state shows hand sizes and the draw pile count, only the observer’s own hand', async () => {
    const r = await withRules(`
      const g = rules.newGame('cubes', 2, null, 11);
      while (JSON.parse(g.stateJson()).position.phase === 'setup') g.play(g.legalMoves()[0]);
      return { spectator: g.stateJson(), seat1: JSON.parse(g.stateJson(1)) };
    `);
    const spectator = JSON.parse(r.spectator);
    assert.equal(spectator.position.phase, 'play');
    assert.ok(spectator.position.drawPileSize > 0);
    assert.ok(spectator.position.seats.every((s) => s.handSize === 5 && !('hand' in s)));
    assert.doesNotMatch(r.spectator, /draw_pile|"rng"|"hands"/);
    assert.equal(r.seat1.position.seats[1].hand.length, 5);
    assert.ok(!('hand' in r.seat1.position.seats[0]));
  });
  it('takes and gives seeds above 2^53 as strings, whole', async () => {
    const r = await withRules(`
      const g = rules.newGame('mojave', 2, null, '18446744073709551615');
      const json = g.recordJson();
      const back = rules.fromRecordJson(json);
      let refused = '';
      try { rules.newGame('mojave', 2, null, '18446744073709551616'); } catch (e) { refused = String(e.message || e); }
      return { seed: JSON.parse(json).seed, again: JSON.parse(back.recordJson()).seed, refused };
    `);
    assert.equal(r.seed, '18446744073709551615');
    assert.equal(r.again, '18446744073709551615');
    assert.match(r.refused, /seed/);
  });

  // Issue 45: a teaching site sets up its own position (the notation of docs/studies.md),
  // hears every condition it breaks with its place, and links to it.
  it('starts a game from a position, lists what a position breaks, and links to it', async () => {
    const r = await withRules(`
      const cubes = '2 w.w.w.w.w./.w.w.w.w.w/w.w.w.w.w./.w.w.w.w.w/w.w.w.w.w./.w.w.w.w.w/........../........../........../.......... 0 0 2 0 1,0 ?/? - -';
      const g = rules.fromPosition('cubes', cubes, '12');
      const out = { toMove: g.toMove(), link: g.recordLink(), back: g.position(undefined) };
      out.ok = rules.positionErrors('cubes', cubes);
      out.broken = rules.positionErrors('cubulus', '2 000000000/000000000/000000000 0 - 27 1');
      out.unreadable = rules.positionErrors('mojave', 'not a position');
      try { rules.fromPosition('cubulus', '2 000000000/000000000/000000000 0 - 27 1', 1); } catch (e) { out.thrown = e.message; }
      g.free();
      return out;
    `);
    assert.equal(r.toMove, 0);
    assert.deepEqual(r.ok, []);
    assert.ok(r.broken.length >= 1, JSON.stringify(r.broken));
    assert.ok(r.broken.every((e) => typeof e.message === 'string' && e.message.length > 0), JSON.stringify(r.broken));
    assert.equal(r.unreadable.length, 1);
    assert.equal(r.unreadable[0].place, null);
    assert.match(r.thrown, /cannot stand/);
    assert.match(r.link, /^3/, 'a link of a record from a position is format 3');
    assert.match(r.back, /^2 w\.w\.w\.w\.w\.\//);
    // The game page leaves positions out (its byte budget): it says so and starts a game.
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cubes?record=${r.link}`);
    await page.waitForSelector('.notice');
    assert.match(await page.locator('.notice').first().textContent(), /cannot open a game set up from a position yet/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
