// QR codes both ways (issue 46): the host's Friends online screen draws each friend's invitation
// link as a QR code, and the friend's Join a table screen draws the reply link, as a phone's
// camera would read them. Each screen is shot at 1280x800, 390x844 and 844x390 (a device pixel a
// CSS pixel: a phone's own screen is sharper) and the PNG decoded with Debian's zbarimg
// (zbar-tools): it must read the very link the page gives (its test view). Where the rows leave
// no room beside or under them, the row's QR code button shows the code alone, and that is
// shot. Then the reply as read from the picture is opened in the host's browser, as the host's
// phone camera would, and the friend is seated. On the way: the host's paste field says what
// goes in it and lies clear of the buttons.
// Screenshots in <artifactDir>/qr/: invitation-<size>.png and reply-<size>.png.
//
// It runs inside a network namespace of its own (netns.mjs): the links hold real WebRTC codes.
//
//   node tests/online/qr_code.mjs <siteDir> <artifactDir>
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { enterNetns } from './netns.mjs';

enterNetns();

const { SIZES, expectCanvasDrawn, fail, keyInField, log, main, parseArgs, press, resize, still, targets, waitFor } =
  await import('../browser/lib.mjs');
const { serve } = await import('../browser/serve.mjs');
const { openPage, waitView } = await import('./online_lib.mjs');

// The QR codes zbarimg reads in a PNG, one a line ([] for none).
function readCodes(file) {
  const run = spawnSync('zbarimg', ['--raw', '-q', '-Sdisable', '-Sqrcode.enable', file], { encoding: 'utf8' });
  if (run.error) fail(`zbarimg could not run (Debian's zbar-tools; .ci/setup installs it): ${run.error.message}`);
  return run.stdout.split('\n').filter((line) => line !== '');
}

// Shoots `side`'s online screen at every size and reads the code in each picture: it must be
// `text`. Where the screen offers the code by a button (no room beside the rows), the code alone.
async function shootAndRead(side, what, file, text, dir) {
  for (const size of SIZES) {
    await still(side.page, await resize(side.page, size));
    const button = (await targets(side.page)).find((t) => t.id.startsWith('online:qr:'));
    if (button) await press(side.page, button.id);
    await still(side.page);
    const png = path.join(dir, `${file}-${size.width}x${size.height}.png`);
    await expectCanvasDrawn(side.page, `${what} (${size.name})`, png);
    const read = readCodes(png);
    if (read.length !== 1 || read[0] !== text)
      fail(`${what} (${size.name}): zbarimg read ${JSON.stringify(read)} in ${png}, not the link ${text}`);
    log(`${what} (${size.name}): the QR code reads as the link (${text.length} characters)` +
        (button ? ', shown alone by its button' : ''));
    if (button) await press(side.page, 'online:qr_close');
  }
}

// The host's paste field: opened by Paste reply, it says what goes in it and covers no button.
async function checkPasteField(host, seat) {
  await press(host.page, `online:reply:${seat}`);
  const field = await waitFor('the paste field to open', () => host.page.evaluate(() => {
    const f = document.getElementById('boneyard-field');
    if (!f || f.style.display === 'none' || document.activeElement !== f) return null;
    const r = f.getBoundingClientRect();
    return { placeholder: f.placeholder, x: r.x, y: r.y, w: r.width, h: r.height };
  }), { ms: 10000, every: 16 });
  if (field.placeholder !== 'Paste the reply link here') fail(`the empty paste field says ${JSON.stringify(field.placeholder)}`);
  const over = (await targets(host.page)).filter((t) => t.x < field.x + field.w && field.x < t.x + t.w &&
                                                       t.y < field.y + field.h && field.y < t.y + t.h);
  if (over.length) fail(`the paste field ${JSON.stringify(field)} lies over ${over.map((t) => t.id).join(', ')}`);
  await keyInField(host.page, 'Escape', (v) => v.online.editing === '');
  log('the paste field says what goes in it and covers no button');
}

main('qr_code', async () => {
  const { siteDir, artifactDir } = parseArgs('qr_code.mjs');
  const dir = path.join(artifactDir, 'qr');
  fs.mkdirSync(dir, { recursive: true });
  const server = await serve(siteDir);
  const open = [];
  try {
    const host = await openPage(`${server.url}#game=hearts&players=4&seed=5&delay=0&friends=1`, 'the host');
    open.push(host);
    let v = await waitView(host, 'the invitation link', (v) => v.screen === 'online' && v.online.seats?.[0]?.link);
    const link = v.online.seats[0].link;
    await shootAndRead(host, 'the invitation', 'invitation', link, dir);
    await checkPasteField(host, 1);

    const friend = await openPage(link, "the friend's phone", { viewport: SIZES[1], mobile: true });
    open.push(friend);
    v = await waitView(friend, 'the reply link', (v) => v.screen === 'online' && v.online.reply);
    const reply = v.online.reply;
    await shootAndRead(friend, 'the reply', 'reply', reply, dir);

    // The reply as the camera read it, opened in the host's browser: the friend takes the seat.
    const tab = await host.context.newPage();
    await tab.goto(reply);
    await waitFor('the reply link\'s tab to hand the reply to the table\'s tab',
                  () => tab.evaluate(() => document.documentElement.dataset.state === 'handed'), { ms: 20000 });
    await waitView(host, 'the friend seated through the scanned reply', (v) => v.online.seats[0].state === 'seated');
    await waitView(friend, 'its table', (v) => v.screen === 'table');
    log('the reply read from the QR code seats the friend');
    for (const side of open) side.errors.check(`of ${side.name}`);
  } finally {
    for (const side of open) await side.close().catch(() => {});
    await server.close().catch(() => {});
  }
});
