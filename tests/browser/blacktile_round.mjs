// Browser test: a whole round of Black Tile played through real mouse clicks.
//
//   node tests/browser/blacktile_round.mjs <siteDir> <artifactDir>
//
// Opens #game=blacktile&players=4&seed=1&delay=60 (seat 0 draws the first lead) and plays
// seat 0 with page.mouse.click through the shell's test hook (lib.mjs playTurns): picks three
// tiles and confirms the pass, answers the offer to pass the lead by leading, leads by
// clicking the half of a tile that names the suit (a double: the tile, then its suit button),
// follows with the first tile that may follow, until the round is over. Fails on any console
// or page error. Screenshots: blacktile-pass.png (three tiles picked), blacktile-trick.png
// (a trick in progress), blacktile-round-over.png.
import path from 'node:path';
import {
  browserTest, expectCanvasDrawn, fail, log, pickPass, playTurns, reachTable, summary, targets, view, waitForGame,
  waitForSummary,
} from './lib.mjs';

const LINK = '#game=blacktile&players=4&seed=1&delay=60';

browserTest('blacktile_round', async ({ page, errors, server, artifactDir }) => {
  log(`opening ${server.url}${LINK}`);
  await page.goto(server.url + LINK);
  await waitForGame(page, 'first visit');
  await reachTable(page);
  let v = await view(page);
  if (v.state?.game !== 'blacktile') fail(`the link asked for blacktile but the game is ${v.state?.game}`);
  if (v.state.players !== 4) fail(`expected 4 players, got ${v.state.players}`);
  await expectCanvasDrawn(page, 'table');

  const picked = new Set();
  let passShot = false, trickShot = false, answeredOffer = false, halfLeads = 0, leads = 0;
  const { view: end, clicks } = await playTurns(page, (now, ids, ts) => {
    const find = (pred) => ts.find((t) => pred(t.id));
    const phase = now.state.phase;
    if (phase === 'pass') return pickPass(picked, ts);
    if (phase === 'lead_pass') {
      answeredOffer = true;
      return { target: find((id) => id === 'move:lead') };
    }
    if (phase !== 'play') return null;
    // Leading: a half of a non-double names the suit; a double picked shows its suit buttons.
    const half = find((id) => id.startsWith('lead:'));
    if (half) {
      leads++;
      const [hi, lo] = half.id.split(':')[1].split('-');
      if (hi !== lo) halfLeads++;   // only a non-double's halves lead directly
      return { target: half };
    }
    const tile = find((id) => id.startsWith('hand:'));
    return tile ? { target: tile, until: (after) => after.some((id) => id.startsWith('lead:')) } : null;
  }, {
    afterMove: async () => {
      const now = await view(page);
      if (!passShot && now.state?.phase !== 'pass' && now.screen === 'table') {
        passShot = true;   // just after the pass: what arrived is marked new
        log(`received ${JSON.stringify(now.state.received)}`);
        if (!Array.isArray(now.state.received) || now.state.received.length !== 3) {
          fail(`after the pass seat 0 should see 3 received tiles: ${JSON.stringify(now.state.received)}`);
        }
        await expectCanvasDrawn(page, 'after the pass', path.join(artifactDir, 'blacktile-pass.png'));
      }
      if (!trickShot && (now.state?.trick || []).length >= 2 && now.screen === 'table') {
        trickShot = true;
        await expectCanvasDrawn(page, 'a trick in progress', path.join(artifactDir, 'blacktile-trick.png'));
      }
    },
  });
  errors.check('during the round');
  log(`round over: ${summary(end)}; scores=${JSON.stringify(end.state?.scores)}; ${clicks.length} clicks, ` +
      `${leads} leads (${halfLeads} by a half)`);
  if (!clicks.includes('button:pass_confirm')) fail('seat 0 never confirmed a pass');
  if (!answeredOffer) fail('seat 0 was never offered the lead (seed 1 should draw it)');
  if (!halfLeads) fail('seat 0 never led by clicking a half');
  if (!clicks.some((c) => /^hand:\d+-\d+$/.test(c))) fail('seat 0 never followed');
  v = await waitForSummary(page);
  await expectCanvasDrawn(page, 'round over', path.join(artifactDir, 'blacktile-round-over.png'));
  const after = await targets(page);
  log(`round-over targets: ${after.map((t) => t.id).join(' ')}`);
  if (!after.some((t) => t.id === 'button:next_round' || t.id === 'button:new_match')) {
    fail('the round summary offers no way on');
  }
  errors.check('at the end');
});
