// Browser test: whole rounds of Domino Whist played through real mouse clicks, one in each
// mode of seed 002: 4 partners with passing (double-eight and the widow), 3 players
// (double-seven), 4 alone and 5 players (double-nine).
//
//   node tests/browser/whist_round.mjs <siteDir> <artifactDir>
//
// Seat 0 (lib.mjs playTurns) picks three tiles and confirms the pass, bids the most tricks
// it may from the auction panel (so that it wins the bid), swaps the widow for a tile by
// tapping that tile, names as trumps the suit it holds most of (the panel says how many;
// hovering the choice lights those tiles, screenshotted), then leads by a tile's half or
// a trump's single tap and follows with the first tile that may follow, until the round is
// over. The view must show the contract it won and the trumps it named. Fails on any
// console or page error. Screenshots: whist-bid.png, whist-trumps.png (hovering the trump
// choice), whist-trick.png, whist-round-over.png, and whist-3-round-over.png /
// whist-4-alone-round-over.png / whist-5-round-over.png. The 3-player, 4-alone and 5-player
// rounds are played at a phone's size (PHONE), their summaries shot at the desktop size, in a
// second browser at the same time as the first round (as hearts_round.mjs does).
import path from 'node:path';
import {
  browserTest, click, expectCanvasDrawn, fail, hover, launch, log, pickPass, playTurns, reachTable, resize, shootTrick,
  still, summary, targets, view, waitFor, waitForGame, waitForStill, watchErrors,
} from './lib.mjs';

// Each round mostly waits on the computer players' pace (a taken trick stays in view), so two
// browsers take little longer than one; the phone's canvas (a third of the desktop's pixels)
// draws its frames about three times as fast.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// The number suit seat 0 holds most of, among the trump panel's choices, and how many.
function bestTrump(v, ts) {
  const choices = ts.filter((t) => /^choice:trump:\d+$/.test(t.id));
  if (!choices.length) fail('the trump panel offers no number suits');
  const hand = v.state.hands[0];
  const count = (t) => hand.filter((tile) => tile.split('-').includes(t.id.split(':')[2])).length;
  const best = choices.reduce((a, b) => (count(b) > count(a) ? b : a));
  return { target: best, held: count(best) };
}

async function playWhistRound(page, { server, errors, artifactDir }, link, label, full) {
  log(`${label}: opening ${server.url}${link}`);
  await page.goto(server.url + link);
  await waitForGame(page, label);
  await resize(page, full ? DESKTOP : PHONE);
  await reachTable(page);
  const first = await view(page);
  if (first.state?.game !== 'whist') fail(`${label}: the link asked for whist but the game is ${first.state?.game}`);

  const picked = new Set();
  let bid = 0, widow = '', trump = '', bidShot = false, trickShot = false, followed = 0, leads = 0;
  const { view: end, clicks } = await playTurns(page, (now, ids, ts) => {
    const find = (pred) => ts.find((t) => pred(t.id));
    const phase = now.state.phase;
    if (phase === 'pass') return pickPass(picked, ts);
    if (phase === 'bid') {
      const bids = ts.filter((t) => /^choice:bid:\d+$/.test(t.id));
      if (!bids.length) return { target: find((id) => id === 'choice:bid:pass') };
      const top = bids.reduce((a, b) => (Number(a.id.split(':')[2]) > Number(b.id.split(':')[2]) ? a : b));
      bid = Number(top.id.split(':')[2]);
      return { target: top };
    }
    if (phase === 'widow') {
      const tile = find((id) => id.startsWith('hand:'));   // swap the widow for this tile
      widow = tile?.id.slice(5) || '';
      return tile ? { target: tile } : null;
    }
    if (phase === 'trump') {   // (with the widow, afterMove names them, hovering first for a screenshot)
      const { target, held } = bestTrump(now, ts);
      trump = target.id.split(':')[2];
      log(`${label}: naming trumps ${trump} (${held} held)`);
      return { target };
    }
    if (phase !== 'play') return null;
    const half = find((id) => id.startsWith('lead:'));
    if (half) { leads++; return { target: half }; }
    const tile = find((id) => id.startsWith('hand:'));
    if (tile && (now.state.trick || []).length === 0) leads++;
    if (tile && (now.state.trick || []).length > 0) followed++;
    return tile ? { target: tile, until: (after) => after.some((id) => id.startsWith('lead:')) } : null;
  }, {
    deadlineMs: 150000,
    afterMove: async () => {
      let now = await view(page);
      if (!bidShot && full && now.state?.phase === 'bid' && now.screen === 'table') {
        bidShot = true;
        await expectCanvasDrawn(page, `${label}: the auction`, path.join(artifactDir, 'whist-bid.png'));
      }
      if (now.state?.phase === 'trump' && now.state.to_move === 0 && !trump) {
        const { target, held } = bestTrump(now, await targets(page));
        // Lights that suit's tiles (at once, no fade): drawn once hover() returns.
        await hover(page, target.x + target.w / 2, target.y + target.h / 2);
        if (full) await expectCanvasDrawn(page, `${label}: naming trumps`, path.join(artifactDir, 'whist-trumps.png'));
        trump = target.id.split(':')[2];
        log(`${label}: naming trumps ${trump} (${held} held)`);
        await click(page, target);
        now = await waitFor(`${label}: naming trumps to take effect`, async () => {
          const v = await view(page);
          return v.state?.phase !== 'trump' ? v : null;
        }, { ms: 10000, every: 30 });
        if (now.state.phase !== 'play') fail(`${label}: naming trumps did not start the play: ${summary(now)}`);
      }
      if (!trickShot && full && now.state?.phase === 'play') {
        trickShot = await shootTrick(page, `${label}: a trick`, path.join(artifactDir, 'whist-trick.png'));
      }
    },
  });
  errors.check(`${label}: during the round`);
  const s = end.state;
  log(`${label}: round over: ${summary(end)}; contract=${JSON.stringify(s.bid)} trump=${JSON.stringify(s.trump)} ` +
      `made=${s.made} scores=${JSON.stringify(s.scores)}; ${clicks.length} clicks`);
  if (!bid) fail(`${label}: seat 0 never bid a number from the auction panel`);
  if (!trump) fail(`${label}: seat 0 never named trumps`);
  if (!leads || !followed) fail(`${label}: seat 0 led ${leads} and followed ${followed} times`);
  if (first.state.players === 4 && !widow) fail(`${label}: seat 0 never took the widow`);
  if (!full) await resize(page, DESKTOP);
  // The summary comes a moment after the last tile lands (the round's end is in the state first).
  let v = await view(page);
  await waitFor(`${label}: the summary`, async () => {
    v = await view(page);
    return v.screen === 'round_over' || v.screen === 'match_over';
  }, { ms: 10000, every: 30, describe: () => `screen ${v.screen}` });
  if (full) await waitForStill(page);  // for the screenshot
  else await still(page);              // after the resize: a frame at the desktop size drawn
  v = await view(page);
  if (v.state.bid?.seat !== 0 || v.state.bid?.tricks !== bid) {
    fail(`${label}: seat 0 bid ${bid} but the contract is ${JSON.stringify(v.state.bid)}`);
  }
  if (String(v.state.trump) !== trump) fail(`${label}: seat 0 named ${trump} but trumps are ${v.state.trump}`);
  await expectCanvasDrawn(page, `${label}: round over`, path.join(artifactDir, `whist${full ? '' : `-${label}`}-round-over.png`));
  const after = (await targets(page)).map((t) => t.id);
  if (!after.includes('button:next_round') && !after.includes('button:new_match')) fail(`${label}: no way on`);
  errors.check(`${label}: at the end`);
}

browserTest('whist_round', async (ctx) => {
  const second = await launch({ viewport: PHONE });
  try {
    const other = { ...ctx, page: second.page, context: second.context, errors: watchErrors(second.page) };
    await Promise.all([
      playWhistRound(ctx.page, ctx, '#game=whist&players=4&passing=true&seed=3&delay=0', '4', true),
      (async () => {
        await playWhistRound(other.page, other, '#game=whist&players=3&seed=4&delay=0', '3', false);
        await playWhistRound(other.page, other, '#game=whist&players=4&partnership=false&seed=6&delay=0', '4-alone', false);
        await playWhistRound(other.page, other, '#game=whist&players=5&seed=5&delay=0', '5', false);
      })(),
    ]);
  } finally {
    await second.close();
  }
});
