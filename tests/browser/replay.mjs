// Browser test (issue 13): a copied record opened as a replay link.
//
//   node tests/browser/replay.mjs <siteDir> <artifactDir> [path/to/boneyard]
//
// Two rounds of Block are played by clicks; from the second round's summary the review opens
// and Copy record puts the record on the clipboard: the deal and every move of both rounds
// with the seat, the round scores, the save line and a #replay= link. The next round is then
// dealt (a match in progress, saved). The replay link opened in the page shows the round review
// of the record's last round, without starting a match: the steps move, the earlier round can be
// chosen, and closing it goes back to the title where the match in progress is still there,
// its save untouched. A broken replay link is refused with a message, and so are two links
// fuzzing found (issue 15: every deal voided, which hung the page; bytes that are not UTF-8).
// With the native program given, `boneyard replay FILE` reads the copied record and prints
// both rounds. Screenshots: replay-<size>.png, replay-refused.png, replay-link-*.png.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  browserTest, expectCanvasDrawn, fail, idsOf, log, playAnyRound, pressUntil, reachTable, shootAtSizes, SIZES,
  still, view, waitFor, waitForGame,
} from './lib.mjs';

const binary = process.argv[4];
const summaryShown = async (page) => {
  const ids = await idsOf(page);
  return ids.includes('button:next_round') || ids.includes('button:play_again');
};

browserTest('replay', async ({ page, context, server, errors, artifactDir }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  // No delay: the computer player's pace does not matter to the record.
  await page.goto(`${server.url}#game=block&players=2&target=500&seed=7&delay=0`);
  await waitForGame(page, 'block');
  await reachTable(page);
  for (let round = 1; round <= 2; round++) {
    await playAnyRound(page);
    await waitFor(`round ${round}'s summary`, () => summaryShown(page), { ms: 20000 });
    if (round === 1)
      await pressUntil(page, 'button:next_round', async () => (await view(page)).screen === 'table', 'next round');
  }
  const sheet = (await view(page)).sheet;
  await pressUntil(page, 'button:review', async () => (await view(page)).review_at !== null, 'Review');
  await pressUntil(page, 'review:copy_record', async () => {
    const text = await page.evaluate(() => navigator.clipboard.readText()).catch(() => '');
    return text.includes('Save: boneyard1');
  }, 'Copy record');
  const record = await page.evaluate(() => navigator.clipboard.readText());
  for (const needed of ['Boneyard record: Block', 'Round 1', 'Round 2', 'Points:', 'Totals:', 'Replay: '])
    if (!record.includes(needed)) fail(`the record has no "${needed}":\n${record}`);
  const link = record.split('\n').find((l) => l.startsWith('Replay: ')).slice('Replay: '.length);
  if (!link.includes('#replay=')) fail(`the replay link: ${link}`);
  log(`record: ${record.split('\n').length} lines; link ${link.length} characters`);

  // The match goes on: the next round is dealt and saved.
  await pressUntil(page, 'review:close', async () => (await view(page)).review_at === null, 'Close the review');
  await pressUntil(page, 'button:next_round', async () => (await view(page)).screen === 'table', 'round 3');
  // The save changes with every move: it is read once round 3 waits for the player (a
  // computer player may open it). The frame that makes a move saves the match, so the save the
  // page holds is that of the state the test hook shows.
  await waitFor('your turn in round 3', async () => {
    const v = await view(page);
    return v.state && v.state.round === 3 && v.state.to_move === 0;
  }, { ms: 30000 });
  const saved = await page.evaluate(() => localStorage.getItem('boneyard.save'));
  if (!saved) fail('no match in progress was saved');

  // The replay link: the review of the last round, no match started.
  await page.evaluate((hash) => { location.hash = hash; }, link.slice(link.indexOf('#')));
  const opened = await waitFor('the replay', async () => {
    const v = await view(page);
    return v.screen === 'replay' && v.replay ? v : null;
  }, { ms: 10000 });
  if (opened.replay.rounds !== 2 || opened.replay.round !== 2 || opened.replay.review_at !== 0)
    fail(`the replay opened at ${JSON.stringify(opened.replay)}`);
  await shootAtSizes(page, 'the replay', (size) => path.join(artifactDir, `replay-${size}.png`), SIZES[0]);
  await pressUntil(page, 'review:next', async () => (await view(page)).replay.review_at === 1, 'Next');
  await pressUntil(page, 'review:end', async () => {
    const r = (await view(page)).replay;
    return r.review_at === r.round_moves;
  }, 'End');
  await pressUntil(page, 'review:prev_round', async () => (await view(page)).replay.round === 1, 'the earlier round');
  const first = (await view(page)).replay;
  if (first.round_moves < 2 || first.review_at !== 0) fail(`round 1 of the replay: ${JSON.stringify(first)}`);
  if (await page.evaluate(() => localStorage.getItem('boneyard.save')) !== saved) fail('the replay touched the saved match');
  await pressUntil(page, 'review:close', async () => (await view(page)).screen === 'title', 'Close the replay');
  if (!(await idsOf(page)).includes('button:continue')) fail('after the replay the match in progress is gone');
  if (await page.evaluate(() => localStorage.getItem('boneyard.save')) !== saved) fail('the replay changed the save');
  await pressUntil(page, 'button:continue', async () => (await view(page)).screen === 'table', 'Continue');
  if ((await view(page)).state.round !== 3) fail('Continue did not return to round 3');

  // A broken replay link: a message, nothing changed.
  await page.evaluate(() => { location.hash = '#replay=boneyard1%3Bnonsense'; });
  // The frame that takes the link refuses it (and would have saved any change it made).
  await waitFor('the refusal', async () => (await view(page)).screen === 'title', { ms: 15000 });
  if (await page.evaluate(() => localStorage.getItem('boneyard.save')) !== saved) fail('a broken replay link changed the save');
  await expectCanvasDrawn(page, 'a broken replay link', path.join(artifactDir, 'replay-refused.png'));

  // Links fuzzing found (issue 15): one whose every deal was voided hung the page; one whose
  // bytes are not UTF-8. Each is refused at once with a message, and nothing is changed.
  const hostile = [
    ['#game=draw&players=2&sets=2&hand_size=26&redeal_five_doubles=true', /fewer than 1 deal in 100 would stand/, 'link-redeal'],
    ['#game=block&seed=%C3%A9%C3', /seed must be a whole number/, 'link-bad-utf8'],
  ];
  let before = (await view(page)).message || '';  // the broken replay link's, still on the title
  for (const [hash, says, file] of hostile) {
    await page.evaluate((h) => { location.hash = h; }, hash);
    // Wait for this link's answer: the card shows the last refusal until the frame takes the new hash.
    await waitFor(`the refusal of ${hash}`, async () => {
      const shown = (await view(page)).message || '';
      return shown !== before && /could not be opened/.test(shown);
    }, { ms: 10000 });
    const message = (await view(page)).message;
    before = message;
    log(`${hash}: ${message}`);
    if (!says.test(message)) fail(`${hash}: unexpected message: ${message}`);
    if (await page.evaluate(() => localStorage.getItem('boneyard.save')) !== saved) fail(`${hash} changed the save`);
    await expectCanvasDrawn(page, hash, path.join(artifactDir, `replay-${file}.png`));
  }
  if (!(await idsOf(page)).includes('button:continue')) fail('after the refused links the match in progress is gone');

  if (binary) {  // the command line reads the same record
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'boneyard-record-')), 'record.txt');
    fs.writeFileSync(file, record);
    const out = execFileSync(binary, ['replay', file], { encoding: 'utf8' });
    log(`boneyard replay:\n${out.trim()}`);
    const rounds = out.split('\n').filter((l) => /^Round \d+/.test(l.trim()));
    if (rounds.length !== 2) fail(`boneyard replay printed ${rounds.length} rounds:\n${out}`);
    const totals = sheet.totals.map(String);
    if (!totals.every((t) => out.includes(t))) fail(`boneyard replay's totals differ from the sheet's ${totals}:\n${out}`);
  }
  errors.check('replay');
});
