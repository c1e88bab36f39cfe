// Browser test: the hint in every game, through real clicks (and the H key).
//
//   node tests/browser/hint.mjs <siteDir> <artifactDir>
//
// For each game a share link opens a table against Normal players. At seat 0's decisions the
// test names (the pass, a bid, a play) it asks for a hint with the bulb button (the H key
// in Hearts' play), waits until the expert has thought it out, checks the hint is one of the
// moves the player may make and that it is on screen, then plays it by clicking what it
// lights (the tiles of a pass, the tile and its end in a line game, the choice of a bid) and
// checks the game took exactly that move. Screenshots of a hint at desktop, phone and
// landscape phone sizes: hint-<game>-<size>.png. Fails on any console or page error.
import path from 'node:path';
import {
  anyMove, browserTest, expectCanvasDrawn, fail, idsOf, log, myTurn, playMove, press, reachTable, sleep, view, waitFor,
  waitForGame,
} from './lib.mjs';

const GAMES = [
  { game: 'hearts', link: '#game=hearts&players=4&seed=5&delay=60', at: ['pass', 'play'], key: 'play' },
  { game: 'block', link: '#game=block&players=2&seed=11&delay=60', at: ['play'] },
  { game: 'whist', link: '#game=whist&players=3&seed=3&delay=60', at: ['bid', 'play'] },
  { game: 'blacktile', link: '#game=blacktile&players=4&seed=6&delay=60', at: ['pass'] },
  { game: 'draw', link: '#game=draw&players=2&seed=4&delay=60', at: ['play'] },
];
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
];

browserTest('hint', async ({ page, server, errors, artifactDir }) => {
  for (const g of GAMES) {
    log(`--- ${g.game}: opening ${g.link}`);
    await page.goto(server.url + g.link);
    await waitForGame(page, g.game);
    await reachTable(page);
    const todo = [...g.at];
    let shot = false;
    for (let decisions = 0; todo.length && decisions < 60; decisions++) {
      const v = await myTurn(page, todo[0]);
      const phase = v.state.phase;
      if (phase !== todo[0]) {
        await anyMove(page);
        await waitFor('the move to be taken', async () => JSON.stringify((await view(page)).state) !== JSON.stringify(v.state), { ms: 5000 });
        continue;
      }
      todo.shift();
      if (v.hint) fail(`${g.game}: a hint shows before it was asked for`);
      const askedAt = Date.now();
      if (g.key === phase) {
        await page.keyboard.press('h');
      } else {
        await press(page, 'button:hint');
      }
      const asked = await waitFor(`${g.game} ${phase}: the hint`, async () => {
        const now = await view(page);
        return now.hint ? now : null;
      }, { ms: 20000 });
      const move = asked.hint;
      if (!asked.my_moves.includes(move)) fail(`${g.game}: the hint ${move} is not a move of seat 0 (${asked.my_moves.join(' ')})`);
      log(`${g.game} ${phase}: hint ${move}, shown ${Date.now() - askedAt} ms after asking (benchmark, not asserted)`);
      if (!shot) {
        for (const size of SIZES) {
          await page.setViewportSize({ width: size.width, height: size.height });
          await sleep(400);
          await expectCanvasDrawn(page, `${g.game} hint (${size.name})`, path.join(artifactDir, `hint-${g.game}-${size.name}.png`));
        }
        await page.setViewportSize({ width: 1280, height: 800 });
        await sleep(400);
        shot = true;
      }
      const before = JSON.stringify(asked.state);
      await playMove(page, move, phase);
      const after = await waitFor(`${g.game}: the hinted move to be taken`, async () => {
        const now = await view(page);
        return JSON.stringify(now.state) !== before ? now : null;
      }, { ms: 5000 });
      if (after.hint) fail(`${g.game}: the hint still shows after the move`);
      if (after.my_last_move !== move) fail(`${g.game}: clicked the hint ${move}, the game took ${after.my_last_move}`);
      log(`${g.game}: played the hint ${move}`);
    }
    if (todo.length) fail(`${g.game}: never reached ${todo.join(', ')}`);
    errors.check(g.game);
  }
});
