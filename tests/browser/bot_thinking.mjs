// Browser test (and benchmark): a whole round of Domino Hearts against three `expert`
// computer players, whose card play is a search of thousands of iterations. The search runs
// in slices between frames (Session::kThinkSlice), so the page keeps drawing while they
// think. Seat 0 plays as a simple player (lib.mjs playAnyRound).
//
//   node tests/browser/bot_thinking.mjs <siteDir> <artifactDir> [game options]
//
// As a benchmark for another game, name it and its options as in a link, for example
// `game=whist&players=3` or `game=block&players=2`: the computer players are `expert`. A
// `seed=N` among the options picks another deal (21 otherwise).
//
// Checks: the round ends with every computer move made; the computer players' searched
// decisions took more than one frame (they were sliced); no console or page errors.
// Prints, as benchmark figures (not asserted: timing depends on the machine): the gaps
// between animation frames over the round, how long the session's update (a thinking slice)
// held the main thread per frame, and the median and 95th percentile of the thinking time
// per decision.
import {
  browserTest, expectCanvasDrawn, fail, log, playAnyRound, reachTable, view, waitFor, waitForGame,
} from './lib.mjs';
import path from 'node:path';

const GAME = process.argv[4] || 'game=hearts&players=4';
const LINK = `#${GAME}${/(^|&)seed=/.test(GAME) ? '' : '&seed=21'}&level=expert&delay=0`;

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

browserTest('bot_thinking', async ({ page, server, errors, artifactDir }) => {
  log(`opening ${server.url}${LINK}`);
  await page.goto(server.url + LINK);
  await waitForGame(page, `${GAME} with expert players`);
  await reachTable(page);
  // An independent frame monitor: the gaps between animation frames, as a player sees them.
  await page.evaluate(() => {
    window.__gaps = [];
    let last = performance.now();
    const tick = (t) => {
      window.__gaps.push(t - last);
      last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const { view: end, clicks } = await playAnyRound(page, { deadlineMs: 240000 });
  errors.check('during the round');
  log(`round over after ${clicks.length} clicks: ${end.screen}`);
  let v;
  await waitFor('the round summary', async () => {
    v = await view(page);
    return ['round_over', 'match_over'].includes(v.screen);
  }, { ms: 15000 });
  await expectCanvasDrawn(page, 'round over', path.join(artifactDir, 'bot-thinking-round-over.png'));
  const thought = (v.thought_ms || []).slice().sort((a, b) => a - b);
  const sliced = thought.filter((ms) => ms > 20).length;
  const gaps = (await page.evaluate(() => window.__gaps)).slice(1).sort((a, b) => a - b);
  log(`frames: ${gaps.length}; frame gap median ${percentile(gaps, 0.5).toFixed(1)} ms, ` +
      `95th ${percentile(gaps, 0.95).toFixed(1)} ms, 99th ${percentile(gaps, 0.99).toFixed(1)} ms, ` +
      `longest ${gaps[gaps.length - 1].toFixed(1)} ms (benchmark, not asserted)`);
  const updates = (v.update_tenths_ms || []).map((t) => t / 10).sort((a, b) => a - b);
  log(`main thread per frame in the session's update (thinking slices included): median ` +
      `${percentile(updates, 0.5)} ms, 95th ${percentile(updates, 0.95)} ms, longest ${updates[updates.length - 1]} ms`);
  log(`decisions: ${thought.length}, ${sliced} sliced over frames; thinking median ` +
      `${percentile(thought, 0.5)} ms, 95th ${percentile(thought, 0.95)} ms, longest ${thought[thought.length - 1]} ms`);
  if (!process.argv[4] && sliced < 10) fail(`only ${sliced} computer decisions took more than one frame: are they searching?`);
});
