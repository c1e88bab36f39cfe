// Browser test (issue 13): the keyboard alone. From a fresh page, without a single click: the
// arrows move the focus (the test hook's `focus`) to Play, Enter opens the setup, the players
// are set to 2, the arrows go down the options (the list scrolls each into view) and Start is
// pressed; at the table Esc opens the menu, the computer speed is set to Fast and Esc closes
// it; S opens the score sheet and Esc closes it (and again from the menu), K the tracker and A
// the move analysis, each closed with Esc; then a whole Block round is played with the arrows,
// Enter and L/R (the end for a tile that fits both), H asks for the hint and U takes a move back
// once; Enter on Next round deals the next. Screenshots of the focus ring at
// desktop and phone: keyboard-<size>.png.
import path from 'node:path';
import {
  browserTest, expectCanvasDrawn, fail, focusOn, key, log, resize, roundEnded, targets, view, waitFor, waitForGame,
} from './lib.mjs';

// Focuses `id`, presses Enter once (taken once key() returns) and waits for `done()`.
async function choose(page, id, done, what) {
  await focusOn(page, id, what);
  await key(page, 'Enter');
  await waitFor(`${what}: Enter on ${id} to take effect`, done, { ms: 15000, every: 30 });
}

const screenIs = (page, name) => async () => (await view(page)).screen === name;

browserTest('keyboard', async ({ page, server, errors, artifactDir }) => {
  await page.goto(server.url);
  await waitForGame(page, 'the page');
  if ((await view(page)).screen !== 'title') fail('a fresh page does not open on the title');
  await choose(page, 'button:play', screenIs(page, 'setup'), 'Play');
  await focusOn(page, 'players:0', 'two players');
  await key(page, 'Enter');
  // Down through the options: the list scrolls each focused control into view.
  const shownAtFirst = new Set((await targets(page)).map((t) => t.id));
  let scrolledTo = null;
  for (let i = 0; i < 40 && !scrolledTo; i++) {
    await key(page, 'ArrowDown');  // taken and drawn once it returns: the list has scrolled
    const v = await view(page);
    const ids = (await targets(page)).map((t) => t.id);
    if (!v.focus) fail('the focus went away in the setup list');
    if (!v.focus.startsWith('button:') && !ids.includes(v.focus)) fail(`the focused ${v.focus} is out of view`);
    if (!shownAtFirst.has(v.focus) && !v.focus.startsWith('button:')) scrolledTo = v.focus;
  }
  if (!scrolledTo) fail('the arrows never reached an option below the first screen');
  log(`the setup list scrolled to ${scrolledTo}`);
  await choose(page, 'button:start', screenIs(page, 'table'), 'Start');
  const first = await view(page);
  if (first.state.hands.length !== 2) fail(`the match has ${first.state.hands.length} players, not the 2 chosen`);
  log('the table, reached with the keyboard');

  // The menu: Esc opens it, the speed goes to Fast, Esc closes it.
  await key(page, 'Escape');
  await waitFor('the menu', async () => (await targets(page)).some((t) => t.id === 'menu:speed'), { ms: 10000 });
  const speed = () => page.evaluate(() => localStorage.getItem('boneyard.speed'));
  for (let i = 0; i < 3 && (await speed()) !== 'fast'; i++) {
    const before = await speed();
    await focusOn(page, 'menu:speed', 'the speed');
    await key(page, 'Enter');
    // Each Enter is taken before the next is pressed (one more would go past Fast).
    await waitFor('Enter to change the speed', async () => (await speed()) !== before, { ms: 10000 });
  }
  if ((await page.evaluate(() => localStorage.getItem('boneyard.speed'))) !== 'fast') fail('the speed did not reach Fast');
  await key(page, 'Escape');
  await waitFor('the menu to close', async () => !(await targets(page)).some((t) => t.id === 'menu:speed'),
    { ms: 10000 });

  // S opens the score sheet, and so does the menu's item; Esc closes it.
  const sheetOpen = async () => (await targets(page)).some((t) => t.id === 'button:close_sheet');
  for (const how of ['S', 'the menu']) {
    if (how === 'S') {
      await key(page, 's');
    } else {
      await key(page, 'Escape');
      await waitFor('the menu again', async () => (await targets(page)).some((t) => t.id === 'menu:score_sheet'), { ms: 10000 });
      await focusOn(page, 'menu:score_sheet', 'the menu\'s score sheet');
      await key(page, 'Enter');
    }
    await waitFor(`the score sheet (${how})`, sheetOpen, { ms: 10000 });
    await key(page, 'Escape');
    await waitFor(`the sheet to close (${how})`, async () => !(await sheetOpen()), { ms: 10000 });
  }

  // K and A: the tracker and the move analysis straight from the table (the menu closed); Esc
  // closes each.
  for (const [letter, panel] of [['k', 'tracker'], ['a', 'analysis']]) {
    await key(page, letter);
    await waitFor(`${letter.toUpperCase()} to open the ${panel}`, async () => (await view(page)).panel === panel, { ms: 10000 });
    await key(page, 'Escape');
    await waitFor(`the ${panel} to close`, async () => (await view(page)).panel === null, { ms: 10000 });
  }
  log('K opened the tracker and A the analysis, from the table');

  let moves = 0, undone = false, hinted = false, shot = false;
  const deadline = Date.now() + 180000;
  for (;;) {
    if (Date.now() > deadline) fail('the round did not end in 3 minutes');
    // Seat 0 to move with its tiles clickable, or the round over (the bots play meanwhile).
    const v = await waitFor('seat 0 to move or the round to end', async () => {
      const now = await view(page);
      if (roundEnded(now)) return now;
      if (now.screen !== 'table' || now.state.to_move !== 0 || !now.my_moves?.length) return null;
      return (await targets(page)).some((t) => t.id === 'button:hint') ? now : null;
    }, { ms: 60000, every: 50 });
    if (roundEnded(v)) break;
    if (!hinted) {  // H: the hint, thought out from the player's view
      await key(page, 'h');
      const hint = await waitFor('the hint', async () => (await view(page)).hint, { ms: 20000 });
      if (!v.my_moves.includes(hint)) fail(`the hint ${hint} is not a legal move`);
      hinted = true;
    }
    const move = v.my_moves[0];
    const before = JSON.stringify(v.state);
    if (move === 'pass') {
      await choose(page, 'button:pass', async () => JSON.stringify((await view(page)).state) !== before, 'pass');
    } else {
      const [tile, end] = move.split(':');
      await focusOn(page, `hand:${tile}`, `the tile ${tile}`);
      if (!shot) {
        for (const size of [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }]) {
          await resize(page, size);
          await focusOn(page, `hand:${tile}`, `the tile ${tile} (${size.name})`);
          await expectCanvasDrawn(page, `the focus ring (${size.name})`, path.join(artifactDir, `keyboard-${size.name}.png`));
        }
        await resize(page, { width: 1280, height: 800 });
        await focusOn(page, `hand:${tile}`, `the tile ${tile}`);
        shot = true;
      }
      await key(page, 'Enter');
      let chose = false;
      await waitFor(`${move} to be made`, async () => {
        const now = await view(page);
        if (JSON.stringify(now.state) !== before) return true;
        const after = (await targets(page)).map((t) => t.id);
        if (end && !chose && after.includes(`end:${end}`)) {  // both ends fit: L or R says which (once)
          await key(page, end);
          chose = true;
          log(`${tile}: ${end} chose the end`);
        }
        return false;
      }, { ms: 15000, every: 30 });
    }
    moves++;
    if (moves >= 2 && !undone && move !== 'pass') {  // U: take it back, then play on
      await waitFor('undo to be possible', async () => (await targets(page)).some((t) => t.id === 'button:undo'), { ms: 8000 });
      const count = (await view(page)).state.hands[0].length;
      await key(page, 'u');
      await waitFor('the tile to come back', async () => (await view(page)).state.hands[0].length > count, { ms: 8000 });
      log('U took the move back');
      undone = true;
      moves--;
    }
  }
  log(`round over after ${moves} moves by keyboard`);
  await waitFor('the summary', async () => (await targets(page)).some((t) => t.id === 'button:next_round' ||
    t.id === 'button:play_again'), { ms: 20000 });
  const next = (await targets(page)).find((t) => t.id === 'button:next_round');
  if (next) await choose(page, 'button:next_round', async () => (await view(page)).screen === 'table', 'the next round');
  errors.check('keyboard');
});
