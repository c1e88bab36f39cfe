// Browser test (issue 13): statistics. Two Draw matches to 15 are played by clicks (the
// second from Play again); the statistics count their rounds and each match once, also after a
// reload; the Statistics screen from the title shows them; Reset asks first (a second tap) and
// clears them. A corrupt statistics entry is refused with a message on the title and replaced,
// and the game still starts. Screenshots: stats-<size>.png, stats-corrupt.png. The matches are
// played at a phone's size (its canvas, a third of the desktop's pixels, draws a frame for about
// a third of the CPU in software WebGL); the Statistics screen is shot at every size, the rest
// at the desktop's.
import path from 'node:path';
import {
  browserTest, expectCanvasDrawn, fail, idsOf, log, playAnyRound, press, pressUntil, reachTable, shootAtSizes,
  SIZES, still, view, waitFor, waitForGame,
} from './lib.mjs';

browserTest('stats', async ({ page, server, errors, artifactDir }) => {
  // No delay: the computer player's pace does not matter to the statistics.
  await page.goto(`${server.url}#game=draw&players=2&target=15&seed=21&delay=0`);
  await waitForGame(page, 'draw');
  await reachTable(page);
  let rounds = 0;
  for (let match = 1; match <= 2; match++) {  // two matches: the second from Play again
    for (;;) {
      await playAnyRound(page);
      await waitFor('the summary', async () => {
        const ids = await idsOf(page);
        return ids.includes('button:next_round') || ids.includes('button:play_again');
      }, { ms: 20000 });
      rounds++;
      const v = await view(page);
      if (v.screen === 'match_over') break;
      if (rounds > 20) fail('the matches did not end');
      await pressUntil(page, 'button:next_round', async () => (await view(page)).screen === 'table', 'next round');
    }
    const now = (await view(page)).stats.split('\n').find((l) => l.startsWith('draw 2 '));
    log(`after match ${match} (${rounds} rounds in all): ${now}`);
    if (!now || now.split(' ')[2] !== String(match) || now.split(' ')[4] !== String(rounds)) fail(`statistics: ${now}`);
    if (match === 1)
      await pressUntil(page, 'button:play_again', async () => (await view(page)).screen === 'table', 'Play again');
  }
  const line = (await view(page)).stats.split('\n').find((l) => l.startsWith('draw 2 '));
  await page.reload();
  await waitForGame(page, 'reload');
  const again = (await view(page)).stats.split('\n').find((l) => l.startsWith('draw 2 '));
  if (again !== line) fail(`a reload changed the statistics: ${again}`);
  await pressUntil(page, 'button:stats', async () => (await view(page)).screen === 'stats', 'opening Statistics');
  await shootAtSizes(page, 'statistics', (size) => path.join(artifactDir, `stats-${size}.png`), SIZES[0]);
  // A tap is taken in a frame, and a reset it made would be made in that frame: once press()
  // returns (the game has taken the tap and drawn the frames after it), the statistics show it.
  await press(page, 'button:reset_stats');
  if (!(await view(page)).stats.includes('draw 2')) fail('one tap on Reset cleared the statistics without asking');
  await pressUntil(page, 'button:reset_stats', async () => !(await view(page)).stats.includes('draw 2'), 'resetting');
  await pressUntil(page, 'button:stats_back', async () => (await view(page)).screen === 'title', 'back to the title');
  // A corrupt statistics entry: refused with a message on the title, started again, the game goes on.
  await page.evaluate(() => localStorage.setItem('boneyard.stats', 'boneyard-stats 1\ndraw 2 x'));
  await page.reload();
  await waitForGame(page, 'a corrupt entry');
  const fresh = await view(page);
  if (fresh.screen !== 'title') fail(`with corrupt statistics the game opened on ${fresh.screen}`);
  if (fresh.stats !== 'boneyard-stats 1') fail(`the corrupt statistics were kept: ${fresh.stats}`);
  if ((await page.evaluate(() => localStorage.getItem('boneyard.stats'))) !== 'boneyard-stats 1')
    fail('the corrupt entry was not replaced in storage');
  await expectCanvasDrawn(page, 'the corrupt statistics message', path.join(artifactDir, 'stats-corrupt.png'));
  if (!(await idsOf(page)).includes('button:play')) fail('the title cannot start a game after corrupt statistics');
  errors.check('stats');
}, { viewport: { width: SIZES[1].width, height: SIZES[1].height } });
