// Firefox at a shared table, both ways (issues 46 and 49): Debian's firefox-esr, driven over
// WebDriver BiDi (browsers.mjs: headful in a virtual X display, where it has WebGL), plays with
// headless Chromium through the real UI, one table after the other:
// 1. Firefox as a friend: a Chromium host invites seat 1; the Firefox page opens the invitation,
//    types a name and shows its reply; the host pastes it, and a Hearts round is played to its
//    end, the friend's moves (the pass, every trick) made by clicks in Firefox.
// 2. Firefox as the host: its page invites seat 1; a Chromium friend opens the invitation, types
//    a name and shows its reply; the Firefox host pastes it into its field, and a round of Block
//    for two is played to its end, the host's moves made by clicks in Firefox.
// At every step the friend's page shows only its own hand and no message that reached it holds
// another seat's; at the end both pages show the round over with the same scores (the friend's
// turned to its chair), and no page saw an error. Reported: the time from opening each
// invitation to the seat being taken, each round's, the second table's and the whole test's.
// Screenshots in <artifactDir>, mid-round: online-firefox-table.png (the Firefox friend's
// table), online-firefox-host.png (the Chromium friend's table at the Firefox host) and
// online-firefox-host-table.png (the Firefox host's table).
//
// It runs inside a network namespace of its own (netns.mjs), every browser in it.
//
//   node tests/online/firefox_friend.mjs <siteDir> <artifactDir>
import path from 'node:path';

import { enterNetns } from './netns.mjs';

enterNetns();

const { expectCanvasDrawn, fail, log, main, parseArgs, press, roundEnded } =
  await import('../browser/lib.mjs');
const { serve } = await import('../browser/serve.mjs');
const { join, openPage, playRound, seatOf, toTable, waitView } = await import('./online_lib.mjs');

// One table: the host's page in `browsers.host` invites seat 1 of the game `hash` (its friends=1),
// a friend's page in `browsers.friend` joins it as `name`, and the round is played to its end.
// The first time the friend is asked to move and `midRound(its view, moves so far)` holds,
// `shots` are taken: { friend, host }, file names in `artifactDir` (either may be missing). The
// friend's table cannot change then: it waits on the friend. Every page opened goes in `open`.
async function playTable({ server, artifactDir, open }, { hash, browsers, name, midRound, shots }) {
  const viewport = { width: 1280, height: 800 };
  const host = await openPage(`${server.url}${hash}`, `the ${browsers.host} host`,
                              { browser: browsers.host, viewport });
  open.push(host);
  await waitView(host, 'the Friends online screen', (v) => v.screen === 'online' && v.online.role === 'host');
  // Friends on this network: no STUN server to wait for.
  await press(host.page, 'online:network');
  await waitView(host, 'a link without STUN', (v) => seatOf(v, 1)?.link?.endsWith('&stun=0'));
  const { friend } = await join(host, 1, name, { browser: browsers.friend, viewport });
  open.push(friend);
  for (const [side, browser] of [[host, browsers.host], [friend, browsers.friend]]) {
    if (browser !== 'firefox') continue;
    const agent = await side.page.evaluate(() => navigator.userAgent);
    if (!/Firefox\//.test(agent)) fail(`${side.name} is not Firefox's: ${agent}`);
    log(`${side.name}: ${agent.match(/Firefox\/[\d.]+/)[0]}`);
  }
  await toTable(host);

  const roundStarted = Date.now();
  let shot = false;
  const end = await playRound(host, [{ side: friend, seat: 1 }], {
    before: async (side, v, ts, moves) => {
      if (shot || side !== friend || !midRound(v, moves)) return;
      shot = true;
      if (shots.friend) {
        await expectCanvasDrawn(friend.page, `${name}'s table (${browsers.friend})`,
                                path.join(artifactDir, shots.friend));
      }
      if (shots.host) {
        await expectCanvasDrawn(host.page, `the ${browsers.host} host's table`, path.join(artifactDir, shots.host));
      }
    },
  });
  if (!shot) fail(`the round ended before ${friend.name}'s table was seen mid-round`);
  log(`the round played to its end in ${((Date.now() - roundStarted) / 1000).toFixed(1)} s`);
  // The friend's scores are the host's, turned to its chair (its seat i is the host's i + 1).
  const fv = await waitView(friend, 'the round over', roundEnded);
  const scores = end.state.scores;
  const turned = scores.map((_, i) => scores[(i + 1) % scores.length]);
  if (JSON.stringify(fv.state.scores) !== JSON.stringify(turned))
    fail(`${friend.name}'s scores ${JSON.stringify(fv.state.scores)} are not the host's ${JSON.stringify(turned)}`);
  log(`both pages end the round with the scores ${JSON.stringify(scores)} (the host's order)`);
  for (const s of [host, friend]) s.errors.check(`of ${s.name}`);
}

main('online_firefox_friend', async () => {
  const { siteDir, artifactDir } = parseArgs('firefox_friend.mjs');
  const server = await serve(siteDir);
  const open = [];
  try {
    const started = Date.now();
    await playTable({ server, artifactDir, open }, {
      hash: '#game=hearts&players=4&seed=5&delay=0&friends=1',
      browsers: { host: 'chromium', friend: 'firefox' },
      name: 'Fox',
      midRound: (v, moves) => moves >= 8 && (v.state?.trick ?? []).length >= 2,  // a trick on the table, Fox's turn
      shots: { friend: 'online-firefox-table.png' },
    });
    await Promise.all(open.splice(0).map((s) => s.close()));

    // The cheapest real round for the other way: Block for two.
    const second = Date.now();
    await playTable({ server, artifactDir, open }, {
      hash: '#game=block&players=2&seed=7&delay=0&friends=1',
      browsers: { host: 'firefox', friend: 'chromium' },
      name: 'Cam',
      // Her turn, a line of three or more on the table.
      midRound: (v) => (v.state?.line ?? []).length >= 3,
      shots: { friend: 'online-firefox-host.png', host: 'online-firefox-host-table.png' },
    });
    log(`the table with the Firefox host: ${((Date.now() - second) / 1000).toFixed(1)} s`);
    log(`the whole test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await Promise.all(open.map((s) => s.close().catch(() => {})));
    await server.close().catch(() => {});
  }
});
