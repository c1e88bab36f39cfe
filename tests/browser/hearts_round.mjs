// Browser test: whole rounds of Domino Hearts played through real mouse clicks, with 4, 3
// and 5 players.
//
//   node tests/browser/hearts_round.mjs <siteDir> <artifactDir>
//
// Seat 0 (lib.mjs playTurns) picks three cardominoes and confirms the pass (round 1 passes
// left), checks that three new ones arrived, then plays the first tile that may be played
// (the 2C when it holds it), until the round is over; the points taken must add up to 26.
// In the 4-player round it also switches the menu's four-colour suits on and off. Fails on
// any console or page error. Screenshots: hearts-pass.png (three picked), hearts-trick.png,
// hearts-four-colour.png, hearts-round-over.png, hearts-3-round-over.png,
// hearts-5-round-over.png.
import path from 'node:path';
import {
  browserTest, click, expectCanvasDrawn, fail, log, pickPass, playTurns, reachTable, shootTrick, sleep, summary,
  targets, view, waitForGame, waitForStill,
} from './lib.mjs';

async function clickId(page, id) {
  const t = (await targets(page)).find((x) => x.id === id);
  if (!t) fail(`nothing to click named ${id}`);
  await click(page, t);
  await sleep(250);
}

async function playHeartsRound(page, { server, errors, artifactDir }, link, label, full) {
  log(`${label}: opening ${server.url}${link}`);
  await page.goto(server.url + link);
  await waitForGame(page, label);
  await reachTable(page);
  const first = await view(page);
  if (first.state?.game !== 'hearts') fail(`${label}: the link asked for hearts but the game is ${first.state?.game}`);
  const hand = first.state.hands[0];
  const expected = { 3: 17, 4: 13, 5: 10 }[first.state.players];
  if (hand.length !== expected) fail(`${label}: ${first.state.players} players should hold ${expected}, not ${hand.length}`);

  const picked = new Set();
  let passShot = false, trickShot = false, colours = false, plays = 0;
  const { view: end, clicks } = await playTurns(page, (now, ids, ts) => {
    const find = (pred) => ts.find((t) => pred(t.id));
    const phase = now.state.phase;
    if (phase === 'pass') return pickPass(picked, ts);
    if (phase === 'moon') return { target: find((id) => id === 'choice:moon:self') };
    if (phase !== 'play') return null;
    const tile = find((id) => id.startsWith('hand:'));
    if (tile) plays++;
    return tile ? { target: tile } : null;
  }, {
    deadlineMs: 150000,
    afterMove: async () => {
      let now = await view(page);
      if (!passShot && now.state?.phase !== 'pass' && now.screen === 'table') {
        passShot = true;
        const received = now.state.received || [];
        log(`${label}: received ${JSON.stringify(received)}`);
        if (received.length !== 3) fail(`${label}: after the pass seat 0 should see 3 received: ${JSON.stringify(received)}`);
        if (full) await expectCanvasDrawn(page, `${label}: after the pass`, path.join(artifactDir, 'hearts-pass.png'));
      }
      if (full && !trickShot && now.state?.phase === 'play') {
        trickShot = await shootTrick(page, `${label}: a trick`, path.join(artifactDir, 'hearts-trick.png'));
        now = await view(page);
      }
      if (full && !colours && trickShot && now.screen === 'table') {
        colours = true;
        await clickId(page, 'button:menu');
        const item = (await targets(page)).find((t) => t.id === 'menu:four_colour');
        if (!item) fail(`${label}: the menu offers no four-colour suits`);
        await click(page, item);
        await sleep(300);
        await expectCanvasDrawn(page, `${label}: four colours`, path.join(artifactDir, 'hearts-four-colour.png'));
        const stored = await page.evaluate(() => localStorage.getItem('boneyard.four_colour'));
        if (stored !== '1') fail(`${label}: four-colour suits were not kept (storage says ${stored})`);
        await clickId(page, 'button:menu');
        await clickId(page, 'menu:four_colour');
      }
    },
  });
  errors.check(`${label}: during the round`);
  const s = end.state;
  log(`${label}: round over: ${summary(end)}; round points=${JSON.stringify(s.round_points)} ` +
      `scores=${JSON.stringify(s.scores)}; ${clicks.length} clicks, ${plays} plays`);
  if (!clicks.includes('button:pass_confirm')) fail(`${label}: seat 0 never confirmed a pass`);
  if (plays < expected) fail(`${label}: seat 0 played ${plays} tiles of ${expected}`);
  const taken = (s.round_points || []).reduce((a, b) => a + b, 0);
  if (taken !== 26 && !(s.scores || []).some((x) => x >= 26)) fail(`${label}: points taken add up to ${taken}, not 26`);
  await waitForStill(page);
  const v = await view(page);
  if (v.screen !== 'round_over' && v.screen !== 'match_over') fail(`${label}: expected the summary, got ${v.screen}`);
  await expectCanvasDrawn(page, `${label}: round over`, path.join(artifactDir, `hearts${full ? '' : `-${label}`}-round-over.png`));
  const after = (await targets(page)).map((t) => t.id);
  if (!after.includes('button:next_round') && !after.includes('button:new_match')) fail(`${label}: no way on`);
  if (full) {
    const stored = await page.evaluate(() => localStorage.getItem('boneyard.four_colour'));
    if (stored !== '0') fail(`${label}: four-colour suits were not switched off again (storage says ${stored})`);
  }
  errors.check(`${label}: at the end`);
}

browserTest('hearts_round', async (ctx) => {
  await playHeartsRound(ctx.page, ctx, '#game=hearts&players=4&seed=2&delay=40', '4', true);
  await playHeartsRound(ctx.page, ctx, '#game=hearts&players=3&seed=3&delay=40', '3', false);
  await playHeartsRound(ctx.page, ctx, '#game=hearts&players=5&seed=4&delay=40', '5', false);
});
