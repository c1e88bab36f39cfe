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
// landscape phone sizes: hint-<game>-<size>.png (the hint must still show after them). Fails on
// any console or page error. The tables are played at the phone size (PLAY), in two browsers at
// the same time (Hearts and Block in one, the others in the other).
import path from 'node:path';
import {
  anyMove, browserTest, fail, key, launch, log, myTurn, playMove, press, reachTable, shootAtSizes, SIZES,
  still, view, waitFor, waitForGame, watchErrors,
} from './lib.mjs';

const GAMES = [
  { game: 'hearts', link: '#game=hearts&players=4&seed=5&delay=0', at: ['pass', 'play'], key: 'play' },
  { game: 'block', link: '#game=block&players=2&seed=11&delay=0', at: ['play'] },
  { game: 'whist', link: '#game=whist&players=3&seed=3&delay=0', at: ['bid', 'play'] },
  { game: 'blacktile', link: '#game=blacktile&players=4&seed=6&delay=0', at: ['pass'] },
  { game: 'draw', link: '#game=draw&players=2&seed=4&delay=0', at: ['play'] },
];
// The tables are played at the phone size: the computer players think a slice a frame, and the
// phone's canvas (a third of the desktop's pixels) draws its frames about three times as fast on
// a busy machine. The hints are shot at every size.
const PLAY = SIZES[1];

// Plays each game of `games` in turn in one browser's page.
async function hints(page, errors, server, artifactDir, games) {
  for (const g of games) {
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
        await waitFor('the move to be taken', async () => JSON.stringify((await view(page)).state) !== JSON.stringify(v.state), { ms: 15000 });
        continue;
      }
      todo.shift();
      if (v.hint) fail(`${g.game}: a hint shows before it was asked for`);
      const askedAt = Date.now();
      if (g.key === phase) {
        await key(page, 'h');  // the canvas has the focus (the page gives it, and every click keeps it)
      } else {
        await press(page, 'button:hint');
      }
      let shownAt = 0;
      const asked = await waitFor(`${g.game} ${phase}: the hint`, async () => {
        const now = await view(page);
        if (now.hint) shownAt = Date.now();
        return now.hint ? now : null;
      }, { ms: 60000 });
      const move = asked.hint;
      if (!asked.my_moves.includes(move)) fail(`${g.game}: the hint ${move} is not a move of seat 0 (${asked.my_moves.join(' ')})`);
      log(`${g.game} ${phase}: hint ${move}, shown ${shownAt - askedAt} ms after asking (benchmark, not asserted)`);
      if (!shot) {
        // Back at the size the hint's tiles are clicked in.
        await shootAtSizes(page, `${g.game} hint`, (size) => path.join(artifactDir, `hint-${g.game}-${size}.png`), PLAY);
        shot = true;
        if ((await view(page)).hint !== move) fail(`${g.game}: the hint ${move} went away when the window was resized`);
      }
      const before = JSON.stringify(asked.state);
      await playMove(page, move, phase);
      const after = await waitFor(`${g.game}: the hinted move to be taken`, async () => {
        const now = await view(page);
        return JSON.stringify(now.state) !== before ? now : null;
      }, { ms: 15000 });
      if (after.hint) fail(`${g.game}: the hint still shows after the move`);
      if (after.my_last_move !== move) fail(`${g.game}: clicked the hint ${move}, the game took ${after.my_last_move}`);
      log(`${g.game}: played the hint ${move}`);
    }
    if (todo.length) fail(`${g.game}: never reached ${todo.join(', ')}`);
    errors.check(g.game);
  }
}

browserTest('hint', async ({ page, server, errors, artifactDir }) => {
  // Two browsers (their own profiles) at the same time, each playing some of the games: each
  // mostly waits on the computer players' pace, so the two together take little longer than one.
  const second = await launch({ viewport: { width: PLAY.width, height: PLAY.height } });
  try {
    await page.setViewportSize({ width: PLAY.width, height: PLAY.height });  // before the page loads
    await Promise.all([
      hints(page, errors, server, artifactDir, GAMES.filter((g) => ['hearts', 'block'].includes(g.game))),
      hints(second.page, watchErrors(second.page), server, artifactDir,
            GAMES.filter((g) => !['hearts', 'block'].includes(g.game))),
    ]);
  } finally {
    await second.close();
  }
});
