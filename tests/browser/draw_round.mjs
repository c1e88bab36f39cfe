// Browser test: a whole round of Draw dominoes played through real mouse clicks.
//
//   node tests/browser/draw_round.mjs <siteDir> <artifactDir>
//
// Serves <siteDir> (the web build's site/) on 127.0.0.1, opens the share link below in
// headless Chromium and plays seat 0 with page.mouse.click through the shell's test hook
// (lib.mjs playRound): the glowing end for a picked tile, else a playable tile, else
// button:draw (the only move when nothing fits and the boneyard has tiles), else
// button:pass. The seed deals a round in which seat 0 must draw; the test checks from the
// view's log that it did, that the boneyard shrank with every draw and that the round ended.
// Any console error or page error fails the test. Screenshots go to <artifactDir>:
// draw-table.png (just after seat 0's first draw, the drawn tile marked), draw-round-over.png.
import path from 'node:path';
import {
  HUMAN, browserTest, expectCanvasDrawn, fail, log, playRound, reachTable, summary, targets, view, waitForGame,
  waitForStill, waitForSummary,
} from './lib.mjs';

const SEED = process.env.BONEYARD_DRAW_SEED || '2';  // seat 0 has to draw in this deal
const LINK = `#game=draw&players=2&seed=${SEED}&delay=60`;

browserTest('draw_round', async ({ page, server, errors, artifactDir }) => {
  log(`opening ${server.url}${LINK}`);
  await page.goto(server.url + LINK);
  await waitForGame(page, 'first visit');
  errors.check('while loading');
  await reachTable(page);
  let v = await view(page);
  log(`game ready: ${summary(v)}`);
  if (v.state?.game !== 'draw') fail(`the link asked for draw but the game is ${v.state?.game}`);
  if (v.state.players !== 2) fail(`expected 2 players, got ${v.state.players}`);
  if (v.state.boneyard !== 14) fail(`a 2-player Draw deal leaves 14 tiles in the boneyard, not ${v.state.boneyard}`);
  await expectCanvasDrawn(page, 'table');

  // Play the round; just after seat 0's first draw, the drawn tile is shown as new.
  let shot = false;
  const { view: end, moves, clicks } = await playRound(page, {
    afterMove: async () => {
      const now = await view(page);
      const drew = (now.state?.log || []).some((e) => e.seat === HUMAN && e.move === 'draw');
      if (shot || !drew || now.screen !== 'table') return;
      shot = true;
      if (!now.state.drawn) fail(`after drawing, the view names no drawn tile: ${summary(now)}`);
      log(`seat 0 drew ${now.state.drawn}; boneyard now ${now.state.boneyard}`);
      await waitForStill(page, 1500);
      await expectCanvasDrawn(page, 'after a draw', path.join(artifactDir, 'draw-table.png'));
    },
  });
  errors.check('during the round');
  const log0 = end.state?.log || [];
  const draws = log0.filter((e) => e.move === 'draw');
  const myDraws = draws.filter((e) => e.seat === HUMAN).length;
  log(`round over after ${moves} turns of seat 0 (clicked ${clicks.filter((c) => c === 'button:draw').length}x Draw): ` +
      `${summary(end)}; ${draws.length} draws in all, ${myDraws} by seat 0; ` +
      `winners=${JSON.stringify(end.state?.winners)} scores=${JSON.stringify(end.state?.scores)}`);
  if (!myDraws) fail(`seat 0 never drew (seed ${SEED}); pick a seed where it must`);
  if (end.state.boneyard !== 14 - draws.length) {
    fail(`the boneyard holds ${end.state.boneyard} tiles after ${draws.length} draws from 14`);
  }
  if (!shot) fail('no screenshot after a draw');
  v = await waitForSummary(page);
  await expectCanvasDrawn(page, 'round over', path.join(artifactDir, 'draw-round-over.png'));
  const after = await targets(page);
  log(`round-over targets: ${after.map((t) => t.id).join(' ') || '(none)'}`);
  if (!after.some((t) => t.id === 'button:next_round' || t.id === 'button:new_match')) {
    fail('the round summary offers no way on');
  }
  errors.check('at the end');
});
