// Browser test (issue 13, work in progress): statistics. A Draw match to 15 is played by
// clicks; the statistics count its rounds and the match once, also after a reload; the
// Statistics screen from the title shows them; Reset asks first (a second tap) and clears
// them. Screenshots: stats-<size>.png.
import path from 'node:path';
import {
  browserTest, expectCanvasDrawn, fail, idsOf, log, playAnyRound, press, pressUntil, reachTable, sleep, view, waitFor,
  waitForGame,
} from './lib.mjs';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
];

browserTest('stats', async ({ page, server, errors, artifactDir }) => {
  await page.goto(`${server.url}#game=draw&players=2&target=15&seed=21&delay=40`);
  await waitForGame(page, 'draw');
  await reachTable(page);
  let rounds = 0;
  for (;;) {
    await playAnyRound(page);
    await waitFor('the summary', async () => {
      const ids = await idsOf(page);
      return ids.includes('button:next_round') || ids.includes('button:play_again');
    }, { ms: 20000 });
    rounds++;
    const v = await view(page);
    if (v.screen === 'match_over') break;
    if (rounds > 10) fail('the match did not end');
    await pressUntil(page, 'button:next_round', async () => (await view(page)).screen === 'table', 'next round');
  }
  const line = (await view(page)).stats.split('\n').find((l) => l.startsWith('draw 2 '));
  log(`after ${rounds} rounds: ${line}`);
  if (!line || line.split(' ')[2] !== '1' || line.split(' ')[4] !== String(rounds)) fail(`statistics: ${line}`);
  await page.reload();
  await waitForGame(page, 'reload');
  const again = (await view(page)).stats.split('\n').find((l) => l.startsWith('draw 2 '));
  if (again !== line) fail(`a reload changed the statistics: ${again}`);
  await pressUntil(page, 'button:stats', async () => (await view(page)).screen === 'stats', 'opening Statistics');
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await sleep(400);
    await expectCanvasDrawn(page, `statistics (${size.name})`, path.join(artifactDir, `stats-${size.name}.png`));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await sleep(300);
  await press(page, 'button:reset_stats');
  await sleep(300);
  if (!(await view(page)).stats.includes('draw 2')) fail('one tap on Reset cleared the statistics without asking');
  await pressUntil(page, 'button:reset_stats', async () => !(await view(page)).stats.includes('draw 2'), 'resetting');
  await pressUntil(page, 'button:stats_back', async () => (await view(page)).screen === 'title', 'back to the title');
  errors.check('stats');
});
