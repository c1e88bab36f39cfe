// A friend's page in Firefox at a Chromium host's table (issue 46): Debian's firefox-esr, driven
// over WebDriver BiDi (browsers.mjs: headful in a virtual X display, where it has WebGL), opens
// the host's invitation, types a name and shows its reply; the host (headless Chromium) pastes
// it, and a Hearts round is played to its end, the friend's moves (the pass, every trick) made by
// clicks in Firefox. At every step the Firefox page shows only its own hand and no message that
// reached it holds another seat's; at the end both pages show the round over with the same
// scores (the friend's turned to its chair). Reported: the time from opening the invitation to
// the seat being taken, and the round's. Screenshot in <artifactDir>: online-firefox-table.png
// (the Firefox friend's table, mid-round).
//
// It runs inside a network namespace of its own (netns.mjs), both browsers in it.
//
//   node tests/online/firefox_friend.mjs <siteDir> <artifactDir>
import path from 'node:path';

import { enterNetns } from './netns.mjs';

enterNetns();

const { expectCanvasDrawn, fail, log, main, parseArgs, press, roundEnded, view } = await import('../browser/lib.mjs');
const { serve } = await import('../browser/serve.mjs');
const { join, openPage, playRound, seatOf, toTable, waitView } = await import('./online_lib.mjs');

main('online_firefox_friend', async () => {
  const { siteDir, artifactDir } = parseArgs('firefox_friend.mjs');
  const server = await serve(siteDir);
  const open = [];
  try {
    const started = Date.now();
    const host = await openPage(`${server.url}#game=hearts&players=4&seed=5&delay=0&friends=1`, 'the host (Chromium)');
    open.push(host);
    await waitView(host, 'the Friends online screen', (v) => v.screen === 'online' && v.online.role === 'host');
    // Friends on this network: no STUN server to wait for.
    await press(host.page, 'online:network');
    await waitView(host, 'a link without STUN', (v) => seatOf(v, 1)?.link?.endsWith('&stun=0'));
    const { friend, took } = await join(host, 1, 'Fox', { browser: 'firefox', viewport: { width: 1280, height: 800 } });
    open.push(friend);
    const agent = await friend.page.evaluate(() => navigator.userAgent);
    if (!/Firefox\//.test(agent)) fail(`the friend's page is not Firefox's: ${agent}`);
    log(`Fox's browser: ${agent.match(/Firefox\/[\d.]+/)[0]}; she took seat 1 ${took} ms after opening the invitation`);
    await toTable(host);

    const roundStarted = Date.now();
    let shot = false;
    const end = await playRound(host, [{ side: friend, seat: 1 }], {
      between: async (moves) => {  // once a trick is on the Firefox friend's table
        if (shot || moves < 8 || ((await view(friend.page)).state?.trick ?? []).length < 2) return;
        shot = true;
        await expectCanvasDrawn(friend.page, "the Firefox friend's table", path.join(artifactDir, 'online-firefox-table.png'));
      },
    });
    if (!shot) fail('the round ended before the Firefox friend\'s table was seen');
    log(`the round played to its end in ${((Date.now() - roundStarted) / 1000).toFixed(1)} s`);
    // The friend's scores are the host's, turned to its chair (its seat i is the host's i + 1).
    const fv = await waitView(friend, 'the round over', roundEnded);
    const scores = end.state.scores;
    const turned = scores.map((_, i) => scores[(i + 1) % scores.length]);
    if (JSON.stringify(fv.state.scores) !== JSON.stringify(turned))
      fail(`the Firefox friend's scores ${JSON.stringify(fv.state.scores)} are not the host's ${JSON.stringify(turned)}`);
    log(`both pages end the round with the scores ${JSON.stringify(scores)} (the host's order)`);
    for (const s of open) s.errors.check(`of ${s.name}`);
    log(`the whole test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    for (const s of open) await s.close().catch(() => {});
    await server.close().catch(() => {});
  }
});
