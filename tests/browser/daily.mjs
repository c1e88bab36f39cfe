// Browser test (issue 13): Today's deal. Two fresh browsers play today's Block deal, side by side (the
// session's tests play the daily of every game): the first opens it from the title (Today's
// deal, then Play on the Block row), the second
// from the day's link. Both are dealt the same hand, and both play it the same simple way by
// clicks, so both must end with the same points, the same expert's points in their seat and
// the same share text ("Boneyard • Block Dominoes • <date> — N points (expert: M)" and the
// day's link). The summary offers Copy result (the text reaches the clipboard), Review and
// Main menu, not a next round; there is nothing to resume. The second browser opens it again:
// the same hand, now marked a replay (the unit tests check the statistics keep the first result).
// Screenshots: daily-screen-<size>.png, daily-summary-<size>.png. The round is played at the
// phone size (PLAY).
import path from 'node:path';
import {
  fail, idsOf, launch, log, main, parseArgs, playAnyRound, press, pressUntil, shootAtSizes, SIZES, view,
  waitFor, waitForGame, watchErrors,
} from './lib.mjs';
import { serve } from './serve.mjs';

const today = new Date().toISOString().slice(0, 10);

// The round is played at the phone size: its canvas (a third of the desktop's pixels) draws its
// frames faster in software WebGL.
const PLAY = SIZES[1];

// Screenshots the canvas at each size, then goes back to the size the round is played at.
const shots = (page, what, file) => shootAtSizes(page, what, file, PLAY);

// Plays the daily round to its summary and waits for the expert's score; returns the view.
async function playDaily(page, what) {
  const first = await waitFor(`${what}: the daily table`, async () => {
    const v = await view(page);
    return v.screen === 'table' && v.daily ? v : null;
  }, { ms: 20000 });
  if (first.daily.date !== today) fail(`${what}: the daily is dated ${first.daily.date}, not ${today}`);
  const hand = first.state.hands[0].join(' ');
  await playAnyRound(page);
  // The expert plays the deal a slice a frame while the player decides and after the round:
  // on a busy machine (slow frames) that takes a while (the deadline is a failure limit).
  const roundAt = Date.now();
  const done = await waitFor(`${what}: the expert's score`, async () => {
    const v = await view(page);
    return v.daily && v.daily.points !== null && v.daily.expert !== null ? v : null;
  }, { ms: 240000 });
  log(`${what}: the expert's score came ${Date.now() - roundAt} ms after the round (benchmark, not asserted)`);
  log(`${what}: hand ${hand}; ${done.daily.share.split('\n')[0]}`);
  return { hand, view: done };
}

main('daily', async () => {
  const { siteDir, artifactDir } = parseArgs('daily.mjs');
  const server = await serve(siteDir);
  // The two browsers play at the same time: each mostly waits on the computer players' pace.
  const play = async (how) => {
    const browser = await launch({ viewport: { width: PLAY.width, height: PLAY.height } });
    try {
      const { page, context } = browser;
      const errors = watchErrors(page);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      if (how === 'title') {
        await page.goto(server.url);
        await waitForGame(page, 'the title');
        await pressUntil(page, 'button:daily', async () => (await view(page)).screen === 'daily', "Today's deal");
        if (!(await idsOf(page)).includes('daily:block')) fail("no Block row on Today's deal");
        await shots(page, "Today's deal", (size) => path.join(artifactDir, `daily-screen-${size}.png`));
        await page.evaluate(() => localStorage.setItem('boneyard.speed', 'fast'));
        await pressUntil(page, 'daily:block', async () => (await view(page)).screen === 'table', 'Play on the Block row');
      } else {
        await page.goto(`${server.url}#game=block&daily=${today}&delay=0`);
        await waitForGame(page, 'the link');
      }
      const { hand, view: v } = await playDaily(page, how);
      if (v.daily.replay) fail(`${how}: a first play is marked as a replay`);
      const ids = await idsOf(page);
      for (const id of ['button:copy_result', 'button:review', 'button:main_menu'])
        if (!ids.includes(id)) fail(`${how}: the daily's summary has no ${id}: ${ids.join(' ')}`);
      if (ids.includes('button:next_round')) fail(`${how}: the daily offers a next round`);
      if (how === 'title') {
        await shots(page, "the daily's summary", (size) => path.join(artifactDir, `daily-summary-${size}.png`));
      }
      await press(page, 'button:copy_result');
      const copied = await waitFor('the clipboard', async () => {
        const text = await page.evaluate(() => navigator.clipboard.readText()).catch(() => '');
        return text === v.daily.share ? text : null;
      }, { ms: 15000 });
      if (!copied.includes(`#game=block&daily=${today}`)) fail(`the share text has no link to the day's deal: ${copied}`);
      if (await page.evaluate(() => localStorage.getItem('boneyard.save'))) fail('a finished daily left a match to resume');
      const stats = (await view(page)).stats;
      if (!stats.split('\n').some((l) => l.startsWith(`daily ${today} block ${v.daily.points} ${v.daily.expert} 1`)))
        fail(`the statistics do not hold the daily's result: ${stats}`);

      if (how === 'link') {  // again, the same day: a replay
        await pressUntil(page, 'button:main_menu', async () => (await view(page)).screen === 'title', 'Main menu');
        await page.evaluate(() => localStorage.setItem('boneyard.speed', 'fast'));
        await pressUntil(page, 'button:daily', async () => (await view(page)).screen === 'daily', "Today's deal");
        await pressUntil(page, 'daily:block', async () => (await view(page)).screen === 'table', 'Play again');
        const again = await waitFor('the replay table', async () => {
          const now = await view(page);
          return now.screen === 'table' && now.daily ? now : null;
        }, { ms: 20000 });
        if (!again.daily.replay) fail('playing the day\'s deal again is not marked as a replay');
        if (again.state.hands[0].join(' ') !== hand) fail('the same day\'s deal again deals another hand');
      }
      errors.check(how);
      return { hand, share: v.daily.share };
    } finally {
      await browser.close();
    }
  };
  const played = await Promise.all(['title', 'link'].map(play));
  await server.close().catch(() => {});
  const hands = played.map((p) => p.hand), shares = played.map((p) => p.share);
  if (hands[0] !== hands[1]) fail(`two browsers were dealt different hands: ${hands[0]} / ${hands[1]}`);
  if (shares[0] !== shares[1]) fail(`two browsers have different share texts:\n${shares[0]}\n${shares[1]}`);
  if (!/^Boneyard • Block Dominoes • \d+ \w{3} \d{4} — \d+ points? \(expert: \d+\)$/.test(shares[0].split('\n')[0]))
    fail(`the share text reads: ${shares[0]}`);
  log(`both browsers: ${shares[0].replace('\n', ' | ')}`);
});
