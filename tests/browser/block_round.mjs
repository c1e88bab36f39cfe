// Browser test: a whole round of Block dominoes played through real mouse clicks, then the
// game started again from the service worker with the network cut.
//
//   node tests/browser/block_round.mjs <siteDir> <artifactDir>
//
// Serves <siteDir> (the web build's site/) on 127.0.0.1, opens the share link
// #game=block&players=2&seed=42&delay=60 in headless Chromium and plays seat 0 with
// page.mouse.click, finding what to click through the shell's test hook:
//   window.boneyardTest.targets() -> JSON [{id, x, y, w, h}] in CSS pixels, clickable now
//     (ids: button:<name>, hand:<tile>, end:L / end:R)
//   window.boneyardTest.view()    -> JSON {screen, state} (state: seat 0's view, PROTOCOL.md)
// Any console error or page error fails the test. Screenshots go to <artifactDir>:
// block-table.png (mid-round), block-round-over.png, block-offline.png.
import path from 'node:path';
import { serve } from './serve.mjs';
import {
  expectCanvasDrawn, fail, launch, log, main, parseArgs, sleep, waitFor, waitForGame, waitForStill,
  watchErrors,
} from './lib.mjs';

const LINK = '#game=block&players=2&seed=42&delay=60';
const ROUND_DEADLINE_MS = 120000;
const HUMAN = 0;

async function view(page) {
  const text = await page.evaluate(() => window.boneyardTest.view());
  try {
    return JSON.parse(text);
  } catch {
    fail(`boneyardTest.view() is not JSON: ${String(text).slice(0, 200)}`);
  }
}

async function targets(page) {
  const text = await page.evaluate(() => window.boneyardTest.targets());
  let list;
  try {
    list = JSON.parse(text);
  } catch {
    fail(`boneyardTest.targets() is not JSON: ${String(text).slice(0, 200)}`);
  }
  if (!Array.isArray(list)) fail('boneyardTest.targets() is not an array');
  return list;
}

// Clicks the middle of a target, as a player would.
async function click(page, target) {
  const x = target.x + target.w / 2;
  const y = target.y + target.h / 2;
  await page.mouse.click(x, y);
}

function summary(v) {
  if (!v.state || v.state.phase === undefined) return `screen=${v.screen}`;
  const s = v.state;
  const hand = Array.isArray(s.hands?.[HUMAN]) ? s.hands[HUMAN].join(' ') : JSON.stringify(s.hands?.[HUMAN]);
  return `screen=${v.screen} phase=${s.phase} to_move=${s.to_move} ends=${JSON.stringify(s.ends)} ` +
         `line=${(s.line || []).length} tiles, my hand: ${hand}`;
}

const roundEnded = (v) => v.screen === 'round_over' || v.screen === 'match_over' ||
                          v.state?.phase === 'round_over' || v.state?.phase === 'match_over';

// If the link left us on the title or setup screen, click through to the table.
async function reachTable(page) {
  await waitFor('the table', async () => {
    const v = await view(page);
    if (v.screen === 'table' || roundEnded(v)) return true;
    const ts = await targets(page);
    const next = { title: 'button:play', setup: 'button:start' }[v.screen];
    const t = next && ts.find((x) => x.id === next);
    if (t) {
      log(`on the ${v.screen} screen: clicking ${t.id}`);
      await click(page, t);
      await sleep(300);
    }
    return false;
  }, { ms: 20000 });
}

// Waits up to 3 s for the game to react to a click: the state changed, or the clickable
// targets satisfy `done`. If nothing happens (say the click landed during an animation)
// the caller's loop simply looks again; its stuck check has the last word.
async function reaction(page, beforeKey, done) {
  const until = Date.now() + 3000;
  while (Date.now() < until) {
    const now = await view(page);
    if (JSON.stringify(now.state) !== beforeKey || roundEnded(now)) return;
    if (done((await targets(page)).map((t) => t.id))) return;
    await sleep(50);
  }
}

// Plays seat 0 until the round is over. Bots move by themselves (delay=60 ms).
async function playRound(page, artifactDir) {
  const deadline = Date.now() + ROUND_DEADLINE_MS;
  let moves = 0;
  let screenshotTaken = false;
  let stuckSince = 0;
  let lastKey = '';
  for (;;) {
    if (Date.now() > deadline) {
      fail(`the round did not end within ${ROUND_DEADLINE_MS / 1000} s; last view: ${summary(await view(page))}`);
    }
    const v = await view(page);
    if (roundEnded(v)) return { view: v, moves };
    const s = v.state || {};
    const key = JSON.stringify(s);
    if (key !== lastKey) { lastKey = key; stuckSince = Date.now(); }

    if (v.screen === 'table' && s.phase === 'play' && s.to_move === HUMAN) {
      const ts = await targets(page);
      const ends = ts.filter((t) => t.id.startsWith('end:'));
      const hand = ts.filter((t) => t.id.startsWith('hand:'));
      const pass = ts.find((t) => t.id === 'button:pass');
      if (Date.now() - stuckSince > 15000) {
        fail(`seat 0 has been to move for 15 s without the game moving on; ${summary(v)}; ` +
             `targets: ${ts.map((t) => t.id).join(' ') || '(none)'}`);
      }
      if (ends.length) {
        log(`  placing it at ${ends[0].id}`);
        await click(page, ends[0]);
        await reaction(page, key, (ids) => !ids.some((id) => id.startsWith('end:')));
      } else if (hand.length) {
        log(`turn ${moves + 1}: ${summary(v)}; clicking ${hand[0].id}`);
        await click(page, hand[0]);
        moves++;
        // Either the tile is played (it fits one place only) or end targets appear.
        await reaction(page, key, (ids) => ids.some((id) => id.startsWith('end:')));
      } else if (pass) {
        log(`turn ${moves + 1}: nothing to play, clicking ${pass.id}`);
        await click(page, pass);
        moves++;
        await sleep(200);
      } else {
        await sleep(50);   // e.g. an animation before the hand becomes clickable
      }
      if (moves >= 2 && !screenshotTaken) {
        screenshotTaken = true;
        await waitForStill(page, 1500);
        await expectCanvasDrawn(page, 'mid-round', path.join(artifactDir, 'block-table.png'));
      }
    } else {
      await sleep(50);
    }
  }
}

main('block_round', async () => {
  const { siteDir, artifactDir } = parseArgs('block_round.mjs');
  const server = await serve(siteDir);
  log(`serving ${siteDir} at ${server.url}`);
  const browser = await launch();
  try {
    const { page, context } = browser;
    const errors = watchErrors(page);

    // 1. Open the share link; the shell starts the game from it.
    log(`opening ${server.url}${LINK}`);
    await page.goto(server.url + LINK);
    await waitForGame(page, 'first visit');
    errors.check('while loading');
    let v = await view(page);
    log(`game ready: ${summary(v)}`);
    if (v.state && v.state.game !== undefined && v.state.game !== 'block') {
      fail(`the link asked for block but the game is ${v.state.game}`);
    }
    await reachTable(page);
    v = await view(page);
    if (v.state?.players !== undefined && v.state.players !== 2) fail(`expected 2 players, got ${v.state.players}`);
    await expectCanvasDrawn(page, 'table');

    // 2. Play the round with the mouse.
    const { view: end, moves } = await playRound(page, artifactDir);
    errors.check('during the round');
    log(`round over after ${moves} turns of seat 0: ${summary(end)}; ` +
        `winners=${JSON.stringify(end.state?.winners)} scores=${JSON.stringify(end.state?.scores)}`);
    if (!moves) fail('seat 0 never played a tile');
    await waitForStill(page);   // let the round-over screen finish fading in
    await expectCanvasDrawn(page, 'round over', path.join(artifactDir, 'block-round-over.png'));
    const after = await targets(page);
    log(`round-over targets: ${after.map((t) => t.id).join(' ') || '(none)'}`);

    // 3. Offline: the service worker must start the game with the network cut.
    await waitFor('the service worker to be ready', () =>
      page.evaluate(() => navigator.serviceWorker.ready.then((r) => !!r.active)), { ms: 30000 });
    if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
      log('service worker active but not controlling yet: reloading once online');
      await page.reload();
      await waitForGame(page, 'online reload');
    }
    await waitFor('the service worker to control the page',
      () => page.evaluate(() => !!navigator.serviceWorker.controller), { ms: 15000 });
    const caches = await page.evaluate(() => caches.keys());
    log(`service worker controls the page; caches: ${caches.join(', ')}`);

    await server.close();
    await context.setOffline(true);
    log('network cut (server stopped, browser offline): reloading');
    await page.reload();
    await waitForGame(page, 'offline reload');
    v = await view(page);
    log(`offline reload ready: ${summary(v)}`);
    await waitForStill(page, 1500);
    await expectCanvasDrawn(page, 'offline', path.join(artifactDir, 'block-offline.png'));

    // A fresh link with a query string must be served from the cache too.
    const link2 = `${server.url}?source=test#game=block&players=3&seed=7`;
    log(`offline navigation to ${link2}`);
    await page.goto(link2);
    await waitForGame(page, 'offline navigation');
    v = await view(page);
    log(`offline navigation ready: ${summary(v)}`);
    errors.check('offline');
  } finally {
    await browser.close();
    await server.close().catch(() => {});
  }
});
