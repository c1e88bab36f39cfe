// Browser test: a seat's name typed in the game's own field, and the last match's seats
// carried over to the next setup, said and undone.
//
//   node tests/browser/seat_names.mjs <siteDir> <artifactDir>
//
// On the setup screen (Block, 4 players), through real clicks and keys:
//   - tapping a seat's name opens a field over it: the page's own <input> (a phone's keyboard
//     needs one), focused in the tap's own release handler (iOS raises its keyboard only then),
//     lying exactly over the name's box (seat_name:N's target) at a desktop window, a
//     phone held upright and on its side (screenshots seat_names-field-<size>.png);
//   - typing replaces the name, Enter keeps it; Escape leaves the name as it was; a tap
//     elsewhere keeps it (and the tap does its own work too);
//   - an empty name and one with a comma are refused with the message, the name as it was; the
//     field takes at most 12 characters;
//   - the Start bar's line counts the people (one person: says the seats were renamed); Reset seats makes
//     every other seat a computer player with its usual name;
//   - where the page can play online (window.boneyardOnline.supported(): WebRTC, as in
//     Chromium), a seat's third kind, Friend: picked, the test view lists the seat among the
//     friends, its name is the default and not tappable, the line counts the friends, and the
//     three kinds lie in one row, clear of the name, at the three sizes (screenshots
//     seat_names-friend-<size>.png); a seat made a person then makes the friend a computer
//     player. Where it cannot, no seat offers Friend;
//   - a match started with two people, named, and the page loaded again: the setup has the
//     same seats and says so, and Reset seats undoes them (seat_names-carried.png).
// Fails on any console or page error.
import path from 'node:path';
import {
  SIZES, browserTest, expectCanvasDrawn, fail, keyInField, log, press, pressInList, resize, still, targets,
  typeInField, view, waitFor, waitForGame, wheel,
} from './lib.mjs';

const setupOf = async (page) => (await view(page)).setup;

// Waits for the setup's test view to satisfy `ok`; fails naming `what` and what it saw.
async function expectSetup(page, what, ok) {
  let last;
  await waitFor(what, async () => ok(last = await setupOf(page)), { ms: 10000, every: 30,
                                                                    describe: () => JSON.stringify(last) });
}

// Scrolls the setup's list down until every one of `ids` is on the screen; returns the targets.
async function showInList(page, ids) {
  for (let i = 0; i < 30; i++) {
    const ts = await targets(page);
    if (ids.every((id) => ts.some((t) => t.id === id))) return ts;
    const size = page.viewportSize();
    await wheel(page, size.width / 2, size.height / 2, 60);
  }
  fail(`the setup list never showed ${ids.join(', ')} at once; targets: ${(await targets(page)).map((t) => t.id).join(' ')}`);
}

// Taps seat `seat`'s name; returns once its field is open with the name in it, focused. The
// field has the focus already when the release's own handlers have run (iOS Safari raises its
// keyboard only for a focus given there, not in the frame that takes the tap): a listener on
// the window, which hears the release after the canvas's listeners in the same dispatch, sees
// what has the focus then.
async function openField(page, seat) {
  const name = (await setupOf(page)).names[seat];
  await page.evaluate(() => {
    if (!window.boneyardFocusAtRelease) {
      window.addEventListener('pointerup', () => { window.boneyardFocusAtRelease.push(document.activeElement?.id ?? null); });
    }
    window.boneyardFocusAtRelease = [];
  });
  await pressInList(page, `seat_name:${seat}`);
  await expectSetup(page, `the field for seat ${seat}`, (s) => s.editing?.seat === seat && s.editing.text === name);
  await waitFor('the page\'s text field to have the focus',
                () => page.evaluate(() => document.activeElement?.id === 'boneyard-field'), { ms: 10000, every: 16 });
  const atRelease = await page.evaluate(() => window.boneyardFocusAtRelease.at(-1));
  if (atRelease !== 'boneyard-field') fail(`at the tap's release the focus was on ${atRelease}, not the name's field`);
}

// The page's field lies over the name's box (its target, CSS pixels), to within a pixel.
async function expectFieldOver(page, seat, where) {
  const t = (await targets(page)).find((x) => x.id === `seat_name:${seat}`);
  if (!t) fail(`${where}: seat_name:${seat} is not on the screen while its field is open`);
  const r = await page.evaluate(() => {
    const b = document.getElementById('boneyard-field').getBoundingClientRect();
    return { x: b.x, y: b.y, w: b.width, h: b.height };
  });
  const off = Math.max(Math.abs(r.x - t.x), Math.abs(r.y - t.y), Math.abs(r.w - t.w), Math.abs(r.h - t.h));
  if (off > 1) fail(`${where}: the field lies at ${JSON.stringify(r)}, the name's box at ${JSON.stringify(t)}`);
}

browserTest('seat_names', async ({ page, server, errors, artifactDir }) => {
  await page.goto(server.url);
  await waitForGame(page, 'seat_names');
  await press(page, 'button:play');
  await waitFor('the setup screen', async () => (await view(page)).screen === 'setup');
  await pressInList(page, 'game:0');  // Block
  await pressInList(page, 'players:2');  // 4 players
  let s = await setupOf(page);
  if (JSON.stringify(s.names) !== '["You","West","North","East"]') fail(`a new table's names: ${JSON.stringify(s.names)}`);
  if (!s.summary.startsWith('4 players \u2022')) fail(`a new table's line: ${s.summary}`);
  if ((await targets(page)).some((t) => t.id === 'reset_seats')) fail('Reset seats is offered for a new table');

  // Typing replaces the name; Enter keeps it.
  await openField(page, 1);
  const desktop = page.viewportSize();
  for (const size of SIZES) {
    await still(page, await resize(page, size));
    await expectFieldOver(page, 1, `the field at ${size.name}`);
    await expectCanvasDrawn(page, `the name field (${size.name})`, path.join(artifactDir, `seat_names-field-${size.name}.png`));
  }
  await still(page, await resize(page, desktop));
  await expectFieldOver(page, 1, 'the field back at the desktop size');
  await typeInField(page, 'Cy', (v) => v.setup.editing?.text === 'Cy');
  await keyInField(page, 'Enter', (v) => v.setup.editing === null);
  await expectSetup(page, 'West renamed Cy', (x) => x.names[1] === 'Cy' && x.error === '');
  if (await page.evaluate(() => document.activeElement?.id) !== 'canvas') fail('the keys did not go back to the game');

  // Escape leaves the name as it was.
  await openField(page, 1);
  await typeInField(page, 'Zed', (v) => v.setup.editing?.text === 'Zed');
  await keyInField(page, 'Escape', (v) => v.setup.editing === null);
  s = await setupOf(page);
  if (s.names[1] !== 'Cy' || s.error !== '') fail(`Escape kept a name: ${JSON.stringify(s)}`);
  if ((await view(page)).screen !== 'setup') fail('Escape in the field left the setup screen');

  // Refused: an empty name, a comma; the field stops at 12 characters.
  await openField(page, 1);
  await keyInField(page, 'Backspace', (v) => v.setup.editing?.text === '');
  await keyInField(page, 'Enter', (v) => v.setup.editing === null);
  await expectSetup(page, 'the empty name refused', (x) => x.names[1] === 'Cy' && x.error === 'A name needs at least one letter.');
  await openField(page, 1);
  await typeInField(page, 'Al, Bo', (v) => v.setup.editing?.text === 'Al, Bo');
  await keyInField(page, 'Enter', (v) => v.setup.editing === null);
  await expectSetup(page, 'the comma refused', (x) => x.names[1] === 'Cy' && x.error === 'A name cannot hold a comma.');
  await openField(page, 1);
  await typeInField(page, 'Maximilianus Rex', (v) => v.setup.editing?.text === 'Maximilianus');
  await keyInField(page, 'Enter', (v) => v.setup.editing === null);
  await expectSetup(page, 'twelve characters kept', (x) => x.names[1] === 'Maximilianus' && x.error === '');
  s = await setupOf(page);
  if (!s.summary.startsWith('4 players, seats renamed \u2022')) fail(`the line with a seat renamed: ${s.summary}`);

  // A tap elsewhere keeps the name, and does its own work: North becomes a person.
  await openField(page, 2);
  await typeInField(page, 'Dee', (v) => v.setup.editing?.text === 'Dee');
  await pressInList(page, 'seat_kind:2:0');
  await expectSetup(page, 'Dee kept by a tap elsewhere, a person',
                    (x) => x.editing === null && x.names[2] === 'Dee' && JSON.stringify(x.people) === '[0,2]');
  s = await setupOf(page);
  if (!s.summary.startsWith('2 people, 2 Normal computer players \u2022')) fail(`the line: ${s.summary}`);

  // Reset seats.
  await pressInList(page, 'reset_seats');
  await expectSetup(page, 'the seats reset', (x) => JSON.stringify(x.names) === '["You","West","North","East"]' &&
                                                    JSON.stringify(x.people) === '[0]' && x.summary.startsWith('4 players \u2022'));

  // Friends online, where the page can play online.
  const online = await page.evaluate(() => Boolean(window.boneyardOnline?.supported()));
  if (!online) {
    log('no online play in this browser: no Friend to pick');
    if ((await targets(page)).some((t) => /^seat_kind:\d+:2$/.test(t.id))) fail('Friend is offered without online play');
  } else {
    await pressInList(page, 'seat_kind:2:2');
    await expectSetup(page, 'North a friend online', (x) => JSON.stringify(x.friends) === '[2]' &&
                                                            JSON.stringify(x.people) === '[0]' && x.names[2] === 'North');
    s = await setupOf(page);
    if (!s.summary.startsWith('You, 1 friend online, 2 Normal computer players \u2022')) fail(`the line with a friend: ${s.summary}`);
    const before = page.viewportSize();
    for (const size of SIZES) {
      await still(page, await resize(page, size));
      const ts = await showInList(page, [0, 1, 2].map((k) => `seat_kind:2:${k}`));
      await still(page);
      if (ts.some((t) => t.id === 'seat_name:2')) fail(`${size.name}: a friend's name can be tapped`);
      const kinds = [0, 1, 2].map((k) => ts.find((t) => t.id === `seat_kind:2:${k}`));
      if (kinds.some((t) => Math.abs(t.y - kinds[0].y) > 0.5)) fail(`${size.name}: seat 2's kinds are not in one row: ${JSON.stringify(kinds)}`);
      const name = ts.find((t) => t.id === 'seat_name:1');  // a seat's name beside or above its kinds
      const west = ts.find((t) => t.id === 'seat_kind:1:0');
      if (name && west && name.x + name.w > west.x + 0.5 && name.y + name.h > west.y + 0.5)
        fail(`${size.name}: West's name ${JSON.stringify(name)} lies over its kinds ${JSON.stringify(west)}`);
      await expectCanvasDrawn(page, `a friend's seat (${size.name})`, path.join(artifactDir, `seat_names-friend-${size.name}.png`));
    }
    await still(page, await resize(page, before));
    await pressInList(page, 'seat_kind:1:0');  // a person at the device: no friends online beside
    await expectSetup(page, 'West a person, North a computer player again',
                      (x) => JSON.stringify(x.people) === '[0,1]' && JSON.stringify(x.friends) === '[]');
    await pressInList(page, 'reset_seats');
    await expectSetup(page, 'the seats reset again', (x) => JSON.stringify(x.people) === '[0]' && x.friends.length === 0);
  }

  // Carried over: a match with two people, named, then the page again.
  await pressInList(page, 'seat_kind:3:0');
  await openField(page, 3);
  await typeInField(page, 'Eve', (v) => v.setup.editing?.text === 'Eve');
  await keyInField(page, 'Enter', (v) => v.setup.editing === null);
  await press(page, 'button:start');
  await waitFor('the match', async () => ['table', 'cover'].includes((await view(page)).screen), { ms: 20000 });
  log('a match with two people started; loading the page again');
  await page.reload();
  await waitForGame(page, 'seat_names (again)');
  await press(page, 'button:play');
  await waitFor('the setup screen again', async () => (await view(page)).screen === 'setup');
  s = await setupOf(page);
  if (JSON.stringify(s.people) !== '[0,3]' || s.names[3] !== 'Eve') fail(`the seats did not carry over: ${JSON.stringify(s)}`);
  if (!s.summary.startsWith("Last table's seats: 2 people, 2 Normal computer players \u2022")) fail(`the carried seats unsaid: ${s.summary}`);
  await expectCanvasDrawn(page, 'the carried seats', path.join(artifactDir, 'seat_names-carried.png'));
  await pressInList(page, 'reset_seats');
  await expectSetup(page, 'the carried seats reset', (x) => JSON.stringify(x.people) === '[0]' &&
                                                            x.names[3] === 'East' && x.summary.startsWith('4 players'));
  errors.check('during the test');
});
