// Browser test: pass-and-play, two people at one device, through real clicks.
//
//   node tests/browser/pass_play.mjs <siteDir> <artifactDir>
//
// Block: chosen on the setup screen (the game, 2 players, North made a person and renamed
// "Bea" in the name's field), then a whole round played by both people. Domino
// Hearts: a share link with humans=0,2, a whole round (the pass included). Along every round
// the test checks, through the test hook, what is drawn:
//   - while the device changes hands the table is covered: no view drawn (state null), only
//     the cover's buttons clickable, "Pass to <name>" naming the person to move;
//   - the hand shown is always the holder's alone (every other hand a count), the holder is
//     the seat to move whenever a person is, and the holder changes only through the cover's
//     "ready" tap;
//   - the two people's hands, as each saw them, never share a tile (Hearts: after the pass,
//     each receives tiles the other never saw in their own hand).
// It also takes a move back from the cover (button:cover_undo) once. Fails on any console or
// page error. Screenshots: pass_play-setup.png, pass_play-cover.png, pass_play-block.png,
// pass_play-hearts.png. The Hearts round is played at a phone's size (its canvas, a third of the
// desktop's pixels, draws a frame for about a third of the CPU in software WebGL), its end shot
// at the desktop's.
import path from 'node:path';
import {
  answerReplace, anyMove, browserTest, expectCanvasDrawn, fail, idsOf, keyInField, log, myTurn, press,
  pressInList, resize, roundEnded, SIZES, still, summary, typeInField, view, waitFor, waitForGame,
} from './lib.mjs';

// Taps a seat's name in the setup list and types `answer` into the field that opens there (the
// page's own text field, the name in it selected: typing replaces it), then Enter; returns once
// the field has closed.
async function rename(page, id, answer) {
  await pressInList(page, id);
  await waitFor(`the name field for ${id}`, async () => (await view(page)).setup?.editing, { ms: 10000 });
  await typeInField(page, answer, (v) => v.setup?.editing?.text === answer.slice(0, 12));
  await keyInField(page, 'Enter', (v) => v.setup?.editing === null);
}

const isHand = (h) => Array.isArray(h);

// Plays a round with every person's turn taken by whoever holds the device; checks privacy
// at every step. Returns { handovers, seen } (seen: seat -> every tile seen in its hand).
async function playShared(page, what, { people, names, artifactDir, undoOnce = false }) {
  const seen = new Map(people.map((p) => [p, new Set()]));
  let holder = (await view(page)).viewer;
  let handovers = 0;
  let undone = false;
  let coverShot = false;
  const deadline = Date.now() + 240000;
  for (;;) {
    if (Date.now() > deadline) fail(`${what}: the round did not end in 240 s; ${summary(await view(page))}`);
    const v = await view(page);
    if (roundEnded(v)) return { handovers, seen, view: v };
    if (v.screen === 'cover') {
      if (v.state !== null) fail(`${what}: a view is drawn under the cover: ${summary(v)}`);
      const ids = await idsOf(page);
      const stray = ids.filter((id) => !id.startsWith('button:ready') && id !== 'button:cover_menu' &&
                                       id !== 'button:cover_undo');
      if (stray.length) fail(`${what}: the cover lets ${stray.join(' ')} be clicked`);
      const to = v.cover.to;
      if (!people.includes(to) || to === holder) fail(`${what}: the cover passes to seat ${to} (holder ${holder})`);
      if (v.cover.name !== names[to]) fail(`${what}: the cover names ${v.cover.name}, not ${names[to]}`);
      if (!coverShot && artifactDir) {
        await expectCanvasDrawn(page, `${what}: the cover`, path.join(artifactDir, 'pass_play-cover.png'));
        coverShot = true;
      }
      if (undoOnce && !undone && ids.includes('button:cover_undo')) {  // the mover takes it back
        log(`${what}: undo from the cover (${names[holder]} takes back the move)`);
        await press(page, 'button:cover_undo');
        await waitFor('the undo to lift the cover', async () => (await view(page)).screen !== 'cover', { ms: 15000 });
        const after = await view(page);
        if (after.viewer !== holder || after.state?.to_move !== 0)
          fail(`${what}: after the undo the table is not ${names[holder]}'s to move: ${summary(after)}`);
        undone = true;
        continue;
      }
      log(`${what}: cover "Pass to ${v.cover.name}"; clicking ready`);
      await press(page, 'button:ready');
      await waitFor('the cover to lift', async () => (await view(page)).screen !== 'cover', { ms: 15000 });
      const after = await view(page);
      if (after.viewer !== to) fail(`${what}: after the tap the device is with seat ${after.viewer}, not ${to}`);
      holder = to;
      handovers++;
      continue;
    }
    if (v.viewer !== holder) fail(`${what}: the holder changed from ${holder} to ${v.viewer} without the cover`);
    if (v.state && v.screen === 'table') {
      const hands = v.state.hands;
      if (!isHand(hands[0])) fail(`${what}: the holder's own hand is not shown: ${JSON.stringify(hands)}`);
      hands.slice(1).forEach((h, i) => {
        if (isHand(h)) fail(`${what}: seat ${i + 1} (turned) shows its hand to ${names[holder]}: ${JSON.stringify(h)}`);
      });
      if (v.state.phase !== 'pass') for (const t of hands[0]) seen.get(holder).add(t);
      for (const other of people) {
        if (other === holder) continue;
        const shared = hands[0].filter((t) => seen.get(other).has(t) && v.state.phase !== 'pass');
        if (shared.length) fail(`${what}: ${names[holder]} holds ${shared.join(' ')}, seen before in ${names[other]}'s hand`);
      }
    }
    if (v.screen === 'table' && v.state?.to_move === 0) {
      await myTurn(page, `${names[holder]}'s turn`);
      await anyMove(page);  // its clicks are taken once it returns: the next look sees the move
      continue;
    }
    // A computer player is to move, or the round's end is on its way: wait for the next change
    // of what is shown (each is checked above).
    const shown = (x) => JSON.stringify([x.screen, x.state, x.cover, x.viewer]);
    await waitFor(`${what}: the game to move on from ${summary(v)}`, async () => shown(await view(page)) !== shown(v),
                  { ms: 30000, every: 50 });
  }
}

browserTest('pass_play', async ({ page, server, errors, artifactDir }) => {
  await page.goto(server.url);
  await waitForGame(page, 'pass_play');

  // --- Block: the setup screen -----------------------------------------------------------
  const statsBefore = (await view(page)).stats;
  await press(page, 'button:play');
  await waitFor('the setup screen', async () => (await view(page)).screen === 'setup');
  await pressInList(page, 'game:0');      // Block
  await pressInList(page, 'players:0');   // 2 players
  await pressInList(page, 'seat_kind:1:0');  // North: a person
  await rename(page, 'seat_name:1', '  Bea ');
  await rename(page, 'seat_name:1', 'Way, too long a name');  // refused: a message, the name kept
  await expectCanvasDrawn(page, 'the setup with two people', path.join(artifactDir, 'pass_play-setup.png'));
  await press(page, 'button:start');
  await waitFor('the Block table', async () => {
    const v = await view(page);
    return v.screen === 'table' || v.screen === 'cover';
  });
  let v = await view(page);
  if (v.state?.game !== 'block' && v.screen !== 'cover') fail(`the setup started ${v.state?.game}, not block`);
  if (JSON.stringify(v.people) !== '[0,1]') fail(`people: ${JSON.stringify(v.people)}`);
  if (JSON.stringify(v.names) !== '["South","Bea"]') fail(`names: ${JSON.stringify(v.names)}`);
  const block = await playShared(page, 'Block', { people: [0, 1], names: v.names, artifactDir, undoOnce: true });
  log(`Block: ${block.handovers} handovers; South saw ${block.seen.get(0).size} tiles, Bea ${block.seen.get(1).size}`);
  if (block.handovers < 2) fail(`Block: only ${block.handovers} handovers in a round`);
  await expectCanvasDrawn(page, 'the Block round over', path.join(artifactDir, 'pass_play-block.png'));
  v = await view(page);
  if (v.stats !== statsBefore) fail(`a shared table counted in the statistics: ${v.stats}`);

  // --- Hearts: a link with humans=0,2 ---------------------------------------------------
  // No delay: the computer players' pace does not matter to who sees what.
  await page.evaluate(() => { location.hash = '#game=hearts&players=4&humans=0,2&seed=5&delay=0'; });
  await waitFor('the link to be taken', () => page.evaluate(() => location.hash.length <= 1), { ms: 10000 });
  await waitFor('the Hearts table', async () => {
    const now = await view(page);
    if (now.screen === 'confirm') await answerReplace(page);
    return (now.screen === 'table' || now.screen === 'cover') && JSON.stringify(now.people) === '[0,2]';
  });
  v = await view(page);
  if (JSON.stringify(v.names) !== '["South","West","North","East"]') fail(`Hearts names: ${JSON.stringify(v.names)}`);
  await resize(page, SIZES[1]);
  const hearts = await playShared(page, 'Hearts', { people: [0, 2], names: v.names, artifactDir: null });
  log(`Hearts: ${hearts.handovers} handovers`);
  if (hearts.handovers < 8) fail(`Hearts: only ${hearts.handovers} handovers in a round`);
  await still(page, await resize(page, SIZES[0]));
  await expectCanvasDrawn(page, 'the Hearts round over', path.join(artifactDir, 'pass_play-hearts.png'));
  if (errors.length) fail(`errors on the page: ${errors.join(' | ')}`);
});
