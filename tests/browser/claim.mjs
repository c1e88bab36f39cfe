// Browser test: claiming the rest of the tricks in Domino Hearts, through real clicks.
//
//   node tests/browser/claim.mjs <siteDir> <artifactDir>
//
// Seat 0 plays the first tile it may (passing its first three) until "Claim the rest" is
// offered (the session offers it once seat 0 takes every trick left however the others play:
// Match::claim), shoots the table with the button (claim.png), clicks it and checks that the
// round is over at once, the claim shown at the table first (its hand face up over the felt, no
// summary yet: claim-table.png), until a key goes on to the summary (claimed.png). Rounds go on
// until a claim
// comes (computer players claim too: a round they claim ends without one); with seed 8 it comes
// in the first (seed 7 took four rounds, 45 s of the browser chain). Fails on any
// console or page error, or when no claim is offered in 8 rounds.
import path from 'node:path';
import {
  anyMove, browserTest, expectCanvasDrawn, fail, idsOf, key, log, press, reachTable, roundEnded, still, summary, view,
  waitFor,
} from './lib.mjs';

browserTest('claim', async ({ page, server, errors, artifactDir }) => {
  await page.goto(`${server.url}#game=hearts&players=4&seed=8&level=random&delay=0`);
  await reachTable(page);
  for (let round = 1; round <= 8; round++) {
    for (;;) {
      const v = await waitFor(`seat 0's turn or the end of round ${round}`, async () => {
        const now = await view(page);
        if (roundEnded(now)) return now;
        const ids = await idsOf(page);
        return now.screen === 'table' && now.state?.to_move === 0 && ids.includes('button:hint') ? now : null;
      }, { ms: 30000 });
      if (roundEnded(v)) break;
      if ((await idsOf(page)).includes('button:claim')) {
        log(`round ${round}: claim offered at ${summary(v)}`);
        await still(page);
        await expectCanvasDrawn(page, 'the table with Claim the rest', path.join(artifactDir, 'claim.png'));
        await press(page, 'button:claim');
        const end = await waitFor('the claimed round to end', async () => {
          const now = await view(page);
          return roundEnded(now) ? now : null;
        }, { ms: 10000 });
        if (end.state?.phase !== 'round_over' && end.state?.phase !== 'match_over') fail(`after the claim: ${summary(end)}`);
        if (end.claimed?.seat !== 0 || !(end.claimed.tricks >= 1)) fail(`the claim is not seat 0's: ${JSON.stringify(end.claimed)}`);
        // Issue 48, fault 5: the claim at the table before the summary, until the player goes on.
        if (end.screen !== 'table' || !end.claimed.showing) fail(`the claim was not shown at the table: ${summary(end)}, ${JSON.stringify(end.claimed)}`);
        const ids = await idsOf(page);
        if (ids.includes('button:next_round') || !ids.includes('button:claim_seen')) fail(`the claim's table offers ${ids.join(' ')}`);
        await still(page);
        await expectCanvasDrawn(page, 'the claim at the table', path.join(artifactDir, 'claim-table.png'));
        await key(page, 'Space');  // any key goes on (the summary then comes as after any last move)
        const after = await view(page);
        if (after.claimed?.showing) fail(`a key did not end the claim's showing: ${JSON.stringify(after.claimed)}`);
        await still(page);
        await expectCanvasDrawn(page, 'the summary of a claimed round', path.join(artifactDir, 'claimed.png'));
        errors.check();
        return;
      }
      await anyMove(page);
    }
    log(`round ${round} ended without a claim for seat 0`);
    await press(page, 'button:next_round');
    await reachTable(page);
  }
  fail('no claim was offered to seat 0 in 8 rounds');
});
