// Browser test: sound. A share link opens a 2-player Block table; the computer player opens
// before the player touches anything, and nothing plays: the audio output is not even open
// (the browser's autoplay rule). The first click (a move) opens it and the page's Web Audio
// context runs; every tile laid from then on is played as a clack and each return of the turn
// as a chime (counted as they are queued, in the test hook's "sound"). The menu's Sound switch
// turns it off; after a reload it is still off: clicks no longer open the output and moves
// play nothing; switched on again, the output opens at that tap and moves are heard again.
// Screenshots of the menu with the switch: sound-menu-<size>.png (desktop 1280x800, phone
// 390x844, landscape phone 844x390).
import path from 'node:path';
import {
  anyMove, browserTest, expectCanvasDrawn, fail, idsOf, log, myTurn, press, pressUntil, reachTable, resize,
  SIZES, still, targets, view, waitFor, waitForGame,
} from './lib.mjs';

const sound = async (page) => (await view(page)).sound;
const context = (page) => page.evaluate(() => window.boneyardTest.audio()?.context.state ?? 'none');
const lineLength = async (page) => ((await view(page)).state?.line || []).length;
const heard = (s) => Object.values(s.played).reduce((a, b) => a + b, 0);

// Makes `count` moves as seat 0 (stopping early if the round ends); returns how many it made.
async function makeMoves(page, count, what) {
  let made = 0;
  for (; made < count; made++) {
    const v = await view(page);
    if (v.screen !== 'table') break;
    try {
      await myTurn(page, what);
    } catch (e) {
      if (/round ended/.test(e.message)) break;
      throw e;
    }
    await anyMove(page);
  }
  return made;
}

// If the round is over, deals the next (the parts below want a table to play on).
async function ensureTable(page) {
  const v = await view(page);
  if (v.screen === 'round_over') {
    await pressUntil(page, 'button:next_round', async () => (await view(page)).screen === 'table', 'the next round');
  } else if (v.screen !== 'table') {
    fail(`expected a table, the page shows ${v.screen}`);
  }
}

// Waits until seat 0 is to move again, or the round is over.
async function asked(page) {
  await waitFor('seat 0 to be asked again', async () => {
    const v = await view(page);
    return v.screen !== 'table' || v.state?.to_move === 0;
  }, { ms: 30000 });
}

// Waits until every cue the table's changes so far queued has had its time, when there is no
// count to wait for (nothing may be heard). A change queues its cues for at most kTrickShowMs
// (450 ms, a trick taken; the chime 300 ms) after the frame that saw it (shell/views/sound/sound_cues.h), a
// frame is asked for at the time of the next cue waiting, and the first frame drawn from then on
// takes it. So it is over once the game asks for no frame within 450 ms (no cue waits), or has
// drawn a frame that began (by the page's clock, the game's) 450 ms after seat 0 was seen asked
// (nothing changes after that until the next input). Waits for the game's frames, not for time.
async function cuesTaken(page) {
  const due = await page.evaluate(() => performance.now() + 450);
  let frameAfterDue = null;
  let last;
  await waitFor('the game to take the cues of the moves made', async () => {
    last = await page.evaluate(() => ({ now: performance.now(), ...JSON.parse(window.boneyardTest.progress()) }));
    if (last.settling === 0 && (last.next_ms < 0 || last.next_ms > 450)) return true;
    if (frameAfterDue === null && last.now >= due) frameAfterDue = last.frame;
    return frameAfterDue !== null && last.frame > frameAfterDue;
  }, { ms: 30000, every: 16, describe: () => JSON.stringify(last) });
}

// Waits (up to 15 s) for the cue counts `enough(played)` wants: the cues are counted as they are
// queued to the output, at their time. If they never come, the caller's checks say what played.
async function cuesPlayed(page, what, enough) {
  await waitFor(what, async () => enough((await sound(page)).played), { ms: 15000 }).catch(() => {});
}

// Opens the menu and returns its Sound switch.
async function openMenu(page) {
  await pressUntil(page, 'button:menu', async () => (await idsOf(page)).includes('menu:sound'), 'opening the menu');
  return (await targets(page)).find((t) => t.id === 'menu:sound');
}

browserTest('sound', async ({ page, server, errors, artifactDir }) => {
  // No delay: a computer player's move waits at least for the tile before to land anyway
  // (Session::bot_wait), which keeps every tile's clack apart.
  await page.goto(`${server.url}#game=block&players=2&seed=7&delay=0`);
  await waitForGame(page, 'block');
  await reachTable(page);

  // Before any input: the table plays on (a computer player opens), but nothing is heard, also
  // once the cues of its move have had their time.
  await waitFor('the computer player to open', async () => (await lineLength(page)) >= 1, { ms: 30000 }).catch(() => {});
  if ((await lineLength(page)) >= 1) {
    await asked(page);
    await cuesTaken(page);
  }
  let s = await sound(page);
  const early = await lineLength(page);
  log(`before any input: ${early} tile(s) laid; ${JSON.stringify(s)}, audio context: ${await context(page)}`);
  if (early < 1) fail('the computer player was to open this round (seed 7): nothing was laid before any input');
  if (!s.on) fail('sound is off by default');
  if (s.device_open) fail('the audio output opened before any input');
  if (heard(s) !== 0) fail(`cues were played before any input: ${JSON.stringify(s.played)}`);
  if ((await context(page)) !== 'none') fail('a Web Audio context exists before any input');

  // The first click, a move: the output opens and the context runs.
  await myTurn(page, 'the first move');
  const lineBefore = await lineLength(page);
  await anyMove(page);
  await waitFor('the audio output to open after the first click', async () => (await sound(page)).device_open, { ms: 5000 });
  await waitFor('the Web Audio context to run', async () => (await context(page)) === 'running', { ms: 5000 });
  s = await sound(page);
  log(`after the first click: output open at ${s.rate} Hz, context ${await context(page)}`);
  if (s.rate < 8000) fail(`the output's rate is ${s.rate}`);

  // What the output plays reaches Web Audio: an analyser on SDL's output node records the loudest
  // sample it passes (a cue peaks at 0.2 to 0.45; two that overlap add up, kept within 1), and
  // the audio clock's time it has looked up to (soundSeen).
  await page.evaluate(() => {
    const sdl = window.boneyardTest.audio();
    const analyser = sdl.context.createAnalyser();
    analyser.fftSize = 2048;
    sdl.node.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    window.soundPeak = 0;
    window.soundSeen = 0;
    setInterval(() => {
      const at = sdl.context.currentTime;
      analyser.getFloatTimeDomainData(samples);
      for (const x of samples) window.soundPeak = Math.max(window.soundPeak, Math.abs(x));
      window.soundSeen = at;
    }, 20);
  });

  // A few more moves: a clack per tile laid since, a chime per return of the turn.
  const more = await makeMoves(page, 3, 'a move with sound on');
  await asked(page);
  // The cues come at their time after the moves: wait for the counts the checks below expect (the
  // chime, the last cue queued, comes after every clack before it), then until the analyser has
  // looked past the end of the last sound the output was given.
  if ((await view(page)).screen === 'table') {
    const laidNow = (await lineLength(page)) - lineBefore;
    await cuesPlayed(page, `${laidNow} clacks and ${more + 1} chimes`, (p) => p.tile >= laidNow && p.turn >= more + 1);
  } else {
    await cuesPlayed(page, 'the round\'s arpeggio', (p) => p.round >= 1);
  }
  // SDL's queue empties as its node takes the samples; the analyser has heard them once it has
  // looked a tenth of a second past that (the node's buffers: 1,024 samples each).
  await waitFor('the output to take the last cue', async () => (await sound(page)).queued_ms === 0, { ms: 15000 });
  const emptied = await page.evaluate(() => window.boneyardTest.audio().context.currentTime);
  await waitFor('the analyser to hear the last cue through', () => page.evaluate((t) => window.soundSeen > t + 0.1, emptied),
                { ms: 15000 });
  s = await sound(page);
  const loudest = await page.evaluate(() => window.soundPeak);
  log(`the loudest sample Web Audio played: ${loudest.toFixed(3)}`);
  if (!(loudest > 0.1 && loudest <= 1)) fail(`the cues did not reach Web Audio as expected: peak ${loudest}`);
  const laid = (await lineLength(page)) - lineBefore;
  log(`after ${more + 1} moves: ${laid} tiles laid; played ${JSON.stringify(s.played)}`);
  if ((await view(page)).screen === 'table') {
    if (s.played.tile !== laid) fail(`${laid} tiles were laid but ${s.played.tile} clacks played`);
    if (s.played.turn !== more + 1) fail(`the turn came back ${more + 1} times but ${s.played.turn} chimes played`);
  } else if (s.played.tile < 1 || s.played.round !== 1) {
    fail(`the round ended: expected clacks and one arpeggio, played ${JSON.stringify(s.played)}`);
  }
  if (s.played.trick !== 0 || s.played.draw !== 0) fail(`Block has no tricks nor draws: ${JSON.stringify(s.played)}`);

  // The menu with its Sound switch, at three sizes.
  let item = await openMenu(page);
  for (const size of SIZES) {
    await still(page, await resize(page, size));
    const ts = await targets(page);
    item = ts.find((t) => t.id === 'menu:sound');
    if (!item) fail(`${size.name}: the menu has no Sound switch`);
    if (item.x < 0 || item.y < 0 || item.x + item.w > size.width || item.y + item.h > size.height)
      fail(`${size.name}: the Sound switch lies off the screen: ${JSON.stringify(item)}`);
    const overlapping = ts.filter((t) => t.id.startsWith('menu:') && t.id !== 'menu:sound' && t.id !== 'menu:close' &&
      t.x < item.x + item.w && item.x < t.x + t.w && t.y < item.y + item.h && item.y < t.y + t.h);
    if (overlapping.length) fail(`${size.name}: the Sound switch overlaps ${overlapping.map((t) => t.id).join(' ')}`);
    await expectCanvasDrawn(page, `the menu (${size.name})`, path.join(artifactDir, `sound-menu-${size.name}.png`));
  }
  await still(page, await resize(page, { width: 1280, height: 800 }));

  // Off, kept in storage, and still off after a reload: nothing opens, nothing plays.
  await pressUntil(page, 'menu:sound', async () => !(await sound(page)).on, 'switching sound off');
  const stored = await page.evaluate(() => localStorage.getItem('boneyard.sound'));
  if (stored !== '0') fail(`switched off, storage holds boneyard.sound=${stored}`);
  await press(page, 'menu:close');
  await page.reload();
  await waitForGame(page, 'reload');
  s = await sound(page);
  if (s.on) fail('sound is on again after a reload');
  await pressUntil(page, 'button:continue', async () => (await view(page)).screen !== 'title', 'continuing the match');
  await ensureTable(page);
  const off = await makeMoves(page, 2, 'a move with sound off');
  await asked(page);
  await cuesTaken(page);  // nothing may be heard: no count to wait for
  s = await sound(page);
  log(`sound off, after ${off} moves: ${JSON.stringify(s)}, audio context: ${await context(page)}`);
  if (s.device_open) fail('with sound off, a click opened the audio output');
  if (off < 1) fail('no move was made with sound off');
  if (heard(s) !== 0) fail(`with sound off, cues were played: ${JSON.stringify(s.played)}`);

  // On again: the tap on the switch opens the output, and the table is heard again.
  await ensureTable(page);
  await openMenu(page);
  await pressUntil(page, 'menu:sound', async () => (await sound(page)).on, 'switching sound on');
  await waitFor('the audio output to open at the switch', async () => (await sound(page)).device_open, { ms: 5000 });
  await press(page, 'menu:close');
  if (await page.evaluate(() => localStorage.getItem('boneyard.sound')) !== '1') fail('switched on, storage not updated');
  const lineAgain = await lineLength(page);
  const again = await makeMoves(page, 1, 'a move with sound on again');
  await asked(page);
  const laidAgain = (await view(page)).screen === 'table' ? (await lineLength(page)) - lineAgain : 1;
  if (laidAgain > 0) await cuesPlayed(page, `${laidAgain} clack(s)`, (p) => p.tile >= laidAgain);
  s = await sound(page);
  log(`sound on again, after ${again} move(s) and ${laidAgain} tile(s) laid: ${JSON.stringify(s.played)}`);
  if (laidAgain > 0 && s.played.tile < 1) fail('switched on again, a tile laid made no sound');
  errors.check('sound');
});
