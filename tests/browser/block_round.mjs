// Browser test: a whole round of Block dominoes played through real mouse clicks, then the
// game started again from the service worker with the network cut.
//
//   node tests/browser/block_round.mjs <siteDir> <artifactDir>
//
// Serves <siteDir> (the web build's site/) on 127.0.0.1, opens the share link
// #game=block&players=2&seed=42&delay=60 in headless Chromium and plays seat 0 with
// page.mouse.click, finding what to click through the shell's test hook (lib.mjs playRound).
// Any console error or page error fails the test. Screenshots go to <artifactDir>:
// block-table.png (mid-round), block-round-over.png, block-offline.png.
import path from 'node:path';
import {
  browserTest, expectCanvasDrawn, fail, log, playRound, reachTable, summary, targets, view, waitFor, waitForGame,
  waitForStill, waitForSummary,
} from './lib.mjs';

const LINK = '#game=block&players=2&seed=42&delay=60';

browserTest('block_round', async ({ page, context, server, errors, artifactDir }) => {
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
  // Before any pointer event the screens speak to the browser's primary pointer, a desktop's
  // mouse here ("(pointer: fine)": "Click a tile").
  if (v.pointer !== 'mouse') fail(`before any pointer event the pointer is ${v.pointer}, not mouse`);
  await reachTable(page);
  v = await view(page);
  if (v.state?.players !== undefined && v.state.players !== 2) fail(`expected 2 players, got ${v.state.players}`);
  await expectCanvasDrawn(page, 'table');

  // 2. Play the round with the mouse (a screenshot mid-round).
  let shot = false;
  const { view: end, moves } = await playRound(page, {
    afterMove: async (n) => {
      if (n < 2 || shot) return;
      shot = true;
      await waitForStill(page, 1500);
      await expectCanvasDrawn(page, 'mid-round', path.join(artifactDir, 'block-table.png'));
    },
  });
  errors.check('during the round');
  log(`round over after ${moves} turns of seat 0: ${summary(end)}; ` +
      `winners=${JSON.stringify(end.state?.winners)} scores=${JSON.stringify(end.state?.scores)}`);
  if (!moves) fail('seat 0 never played a tile');
  // Played with the mouse: the screens say "click" now (draw.h Look::mouse).
  if (end.pointer !== 'mouse') fail(`after the mouse's clicks the pointer is ${end.pointer}, not mouse`);
  await waitForSummary(page);
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
});
