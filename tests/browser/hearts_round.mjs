// Browser test: whole rounds of Domino Hearts played through real mouse clicks, with 4, 3
// and 5 players, and the moon choice put to a human shooter.
//
//   node tests/browser/hearts_round.mjs <siteDir> <artifactDir> <boneyard binary>
//
// Seat 0 (lib.mjs playTurns) picks three cardominoes and confirms the pass (round 1 passes
// left), checks that three new ones arrived, then plays the first tile that may be played
// (the 2C when it holds it), until the round is over; the points taken must add up to 26.
// In the 4-player round it also switches the menu's four-colour suits on and off. Fails on
// any console or page error. Screenshots: hearts-pass.png (three picked), hearts-trick.png,
// hearts-four-colour.png, hearts-round-over.png, hearts-3-round-over.png,
// hearts-5-round-over.png. The 3- and 5-player rounds are played at a phone's size (PHONE),
// their summaries shot at the desktop size, in a second browser at the same time.
//
// The moon: the native program (`boneyard protocol`) plays rounds 1-3 with bots, deals
// round 4 (no pass) so that seat 0 takes every trick, and saves the match at the moon
// choice; the browser loads that save from storage, Continue shows the question, and a
// click on "Take 26 off my score" must take 26 off seat 0's total. Screenshot: hearts-moon.png.
import path from 'node:path';
import {
  browserTest, expectCanvasDrawn, fail, launch, log, pickPass, playTurns, press, reachTable, resize, shootTrick,
  still, summary, targets, view, waitFor, waitForGame, watchErrors,
} from './lib.mjs';
import { openProtocol } from './protocol.mjs';

// Seat 0 holds the top of every suit and, leading these in turn, takes every trick.
const MOON_DEAL = {
  hands: [['AC', 'KC', 'QC', 'JC', 'AD', 'KD', 'QD', 'AS', 'KS', 'QS', 'AH', 'KH', 'QH'],
          ['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', 'TC', '2D', '3D', '4D', '5D'],
          ['6D', '7D', '8D', '9D', 'TD', 'JD', '2S', '3S', '4S', '5S', '6S', '7S', '8S'],
          ['9S', 'TS', 'JS', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'JH']],
};
const MOON_LEADS = ['KC', 'QC', 'JC', 'AD', 'KD', 'QD', 'AS', 'KS', 'QS', 'AH', 'KH', 'QH'];

// A saved 4-player match waiting for seat 0's moon choice, from the native program.
async function moonSave(binary) {
  const p = openProtocol(binary);
  try {
    let state = (await p.ask({ cmd: 'new', game: 'hearts', players: 4, seed: 3 })).state;
    for (let round = 1; round <= 3; round++) {
      for (let step = 0; state.phase !== 'round_over'; step++) {
        const { move } = await p.ask({ cmd: 'bot', level: 'normal', seed: round * 1000 + step });
        state = (await p.ask({ cmd: 'play', move })).state;
      }
      state = (await p.ask(round === 3 ? { cmd: 'next', deal: MOON_DEAL } : { cmd: 'next' })).state;
    }
    let lead = 0;
    while (state.phase === 'play') {
      const { to_move: seat, moves } = await p.ask({ cmd: 'legal' });
      const move = seat === 0 && state.trick.length === 0 && moves.length > 1 ? MOON_LEADS[lead++] : moves[0];
      state = (await p.ask({ cmd: 'play', move })).state;
    }
    if (state.phase !== 'moon' || state.to_move !== 0) fail(`the moon deal did not reach seat 0's moon choice: ${state.phase}`);
    return { data: (await p.ask({ cmd: 'save' })).data, scores: state.scores };
  } finally {
    p.close();
  }
}

async function moonChoice(page, { server, errors, artifactDir }, binary) {
  const { data, scores } = await moonSave(binary);
  log(`moon: saved match at the moon choice, scores ${JSON.stringify(scores)}`);
  await page.goto(server.url);
  await page.evaluate((text) => localStorage.setItem('boneyard.save', text), `boneyard-session 1\nlevel=normal\n${data}`);
  await page.reload();
  await waitForGame(page, 'moon');
  await press(page, 'button:continue');
  const v = await waitFor('moon: the saved match\'s table', async () => {
    const now = await view(page);
    return now.screen === 'table' && now.state ? now : null;
  }, { ms: 15000 });
  if (v.state?.phase !== 'moon' || v.state.to_move !== 0) fail(`moon: expected seat 0's moon choice, got ${summary(v)}`);
  const ids = (await targets(page)).map((t) => t.id);
  for (const id of ['choice:moon:self', 'choice:moon:others']) if (!ids.includes(id)) fail(`moon: no ${id} in ${ids.join(' ')}`);
  await still(page);
  await expectCanvasDrawn(page, 'moon: the question', path.join(artifactDir, 'hearts-moon.png'));
  await press(page, 'choice:moon:self');
  const end = await waitFor('the moon choice to be taken', async () => {
    const now = await view(page);
    return now.state?.phase !== 'moon' ? now : null;
  }, { ms: 15000 });
  log(`moon: after the choice ${summary(end)}; scores ${JSON.stringify(end.state.scores)}`);
  if (end.state.scores[0] !== scores[0] - 26) fail(`moon: seat 0 should have ${scores[0] - 26}, has ${end.state.scores[0]}`);
  for (let s = 1; s < 4; s++) if (end.state.scores[s] !== scores[s]) fail(`moon: seat ${s}'s total changed`);
  errors.check('moon');
}

const DESKTOP = { width: 1280, height: 800 };
// The 3- and 5-player rounds (no screenshots but the summary's) are played at a phone's size:
// the computer players think a slice a frame, and the phone's canvas (a third of the desktop's
// pixels) draws its frames about three times as fast on a busy machine. Their summaries are
// shot at the desktop size, as the 4-player round's screens are.
const PHONE = { width: 390, height: 844 };

async function playHeartsRound(page, { server, errors, artifactDir }, link, label, full) {
  log(`${label}: opening ${server.url}${link}`);
  await page.goto(server.url + link);
  await waitForGame(page, label);
  await resize(page, full ? DESKTOP : PHONE);
  await reachTable(page);   // over the moon round's summary (a match in progress) the link asks first
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
        await press(page, 'button:menu');
        if (!(await targets(page)).some((t) => t.id === 'menu:four_colour')) fail(`${label}: the menu offers no four-colour suits`);
        await press(page, 'menu:four_colour');
        // The menu stays open to show the switch; close it to see (its backdrop: its middle is
        // clear of the menu's panel at the desktop size).
        await press(page, 'menu:close');
        await still(page);
        await expectCanvasDrawn(page, `${label}: four colours`, path.join(artifactDir, 'hearts-four-colour.png'));
        const stored = await page.evaluate(() => localStorage.getItem('boneyard.four_colour'));
        if (stored !== '1') fail(`${label}: four-colour suits were not kept (storage says ${stored})`);
        await press(page, 'button:menu');
        await press(page, 'menu:four_colour');
        await press(page, 'menu:close');
      }
    },
  });
  errors.check(`${label}: during the round`);
  const s = end.state;
  log(`${label}: round over: ${summary(end)}; round points=${JSON.stringify(s.round_points)} ` +
      `scores=${JSON.stringify(s.scores)}; ${clicks.length} clicks, ${plays} plays`);
  if (!clicks.includes('button:pass_confirm')) fail(`${label}: seat 0 never confirmed a pass`);
  // A claim plays the rest out at once (a computer player's, or seat 0's own).
  const claimed = end.claimed ? end.claimed.tricks : 0;
  if (claimed) log(`${label}: seat ${end.claimed.seat} claimed the last ${claimed} tricks`);
  if (plays + claimed < expected) fail(`${label}: seat 0 played ${plays} tiles of ${expected}`);
  const taken = (s.round_points || []).reduce((a, b) => a + b, 0);
  if (taken !== 26 && !(s.scores || []).some((x) => x >= 26)) fail(`${label}: points taken add up to ${taken}, not 26`);
  await resize(page, DESKTOP);
  // The summary shows a moment after the round's last tile (Session::summary_pause): wait for it.
  let seen = '';
  await waitFor(`${label}: the summary`, async () => {
    seen = (await view(page)).screen;
    return seen === 'round_over' || seen === 'match_over';
  }, { ms: 15000, describe: () => `screen=${seen}` });
  await still(page);
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
  const binary = process.argv[4];
  if (!binary) fail('usage: hearts_round.mjs <siteDir> <artifactDir> <boneyard binary>');
  // The moon and the 4-player round in this browser and, at the same time, the 3- and 5-player
  // rounds in a second one (its own profile): each mostly waits on the computer players' pace,
  // so the two together take little longer than one.
  const second = await launch({ viewport: PHONE });
  try {
    const other = { ...ctx, page: second.page, context: second.context, errors: watchErrors(second.page) };
    await Promise.all([
      (async () => {
        await moonChoice(ctx.page, ctx, binary);
        await playHeartsRound(ctx.page, ctx, '#game=hearts&players=4&seed=2&delay=0', '4', true);
      })(),
      (async () => {
        await playHeartsRound(other.page, other, '#game=hearts&players=3&seed=3&delay=0', '3', false);
        await playHeartsRound(other.page, other, '#game=hearts&players=5&seed=4&delay=0', '5', false);
      })(),
    ]);
  } finally {
    await second.close();
  }
});
