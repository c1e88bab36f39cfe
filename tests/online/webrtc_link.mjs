// Online play's connections (issue 28) as the site ships them: web/online/peer.mjs in the built
// site's own page, driven through window.boneyardOnline by Chromium profiles standing for the
// host's device and two friends' (the codes carried by the test, as a person would paste them).
//
// 1. The host invites seat 1, the friend joins with the invitation, the host answers with the
//    reply: both pages see 'open' (the time from invite() to both is reported). Messages go
//    both ways, a 60 KiB one among them; a 70 KiB one is not sent. The friend's page closes:
//    the host sees seat 1 'closed'.
// 2. The host invites seat 1 again (through a STUN server that never answers: the invitation
//    still comes, after the gathering's cap) and a fresh friend joins. A reply that does not
//    read and an invitation pasted as a reply are 'failed' and change nothing. The reply comes
//    as a link opened in a new tab of the host's browser: the hosting tab gets it as a 'link'
//    event, the new tab says where it went and starts no game; the reply from the link opens
//    the channel; bad invitations on the friend's page change nothing either, and messages
//    flow. The host closes seat 1: the friend sees 'closed'.
// 3. A reply link opened where no tab is hosting starts the game, which takes the link.
// Screenshot in <artifactDir>: online-reply-handed.png, the reply link's tab after the hand-off.
//
// The game runs in each page but its refreshes are paused once it is up (Module.pauseMainLoop,
// as the page test does), so it neither drains the events (the test watches them through
// boneyardOnline.listen) nor acts on them: this test is of the connections alone.
//
// It runs inside a network namespace of its own (netns.mjs).
//
//   node tests/online/webrtc_link.mjs <siteDir> <artifactDir>
import path from 'node:path';

import { enterNetns } from './netns.mjs';

enterNetns();

const { fail, launch, log, main, parseArgs, waitForGame, watchErrors } = await import('../browser/lib.mjs');
const { serve } = await import('../browser/serve.mjs');

const HOST = -1;  // a friend's page's peer: the host
const UNREACHABLE_STUN = 'stun:198.51.100.1:3478';  // TEST-NET-2: nothing answers there
const extraArgs = ['--disable-features=WebRtcHideLocalIpsWithMdns'];

// A page of the site, loaded in `side` (a launch()ed profile), its game up and paused, every
// online event recorded (with Date.now(): the pages share the machine's clock) in window.seen.
async function openSite(side, url, name) {
  const page = side.page;
  const errors = watchErrors(page);
  await page.goto(url);
  await waitForGame(page, name);
  await page.evaluate(() => {
    window.Module.pauseMainLoop();
    window.seen = [];
    window.boneyardOnline.listen((e) => window.seen.push({ ...e, at: Date.now() }));
  });
  if (!(await page.evaluate(() => window.boneyardOnline.supported()))) fail(`${name}: boneyardOnline.supported() is false`);
  return { ...side, name, errors };
}

// How many events `side` has seen: a mark to look for events after.
const mark = (side) => side.page.evaluate(() => window.seen.length);

// Waits for `side` to see an event of `kind` for `peer` after `after` (a mark), with `text` when
// given; returns it. A 'failed' event for that peer on the way fails at once, saying why.
async function expectEvent(side, kind, peer, { after = 0, text = null, ms = 20000 } = {}) {
  let found;
  try {
    const handle = await side.page.waitForFunction(([kind, peer, after, text]) => window.seen.slice(after).find(
      (e) => e.peer === peer && ((e.kind === kind && (text === null || e.text === text)) || e.kind === 'failed')),
    [kind, peer, after, text], { timeout: ms, polling: 20 });
    found = await handle.jsonValue();
  } catch (e) {
    const seen = await side.page.evaluate(() => window.seen.map((e) => `${e.kind}(${e.peer}) ${e.text.slice(0, 30)}`));
    fail(`${side.name}: no '${kind}' event for peer ${peer} in ${ms / 1000} s; seen: ${seen.join(', ') || 'none'}`);
  }
  if (found.kind !== kind) fail(`${side.name}: waiting for '${kind}' of peer ${peer}, got 'failed': ${found.text}`);
  return found;
}

// `from` sends `text` to `peer`; `to` must receive it from `fromPeer` (compared in its page).
async function expectMessage(from, peer, to, fromPeer, text, what) {
  const after = await mark(to);
  await from.page.evaluate(([peer, text]) => window.boneyardOnline.send(peer, text), [peer, text]);
  await expectEvent(to, 'message', fromPeer, { after, text });
  log(`${what}: ${from.name} -> ${to.name}, ${text.length} characters, arrived whole`);
}

// A message of `n` characters that is not all one letter (a deterministic pattern).
function bulk(n) {
  let x = 12345, out = '';
  while (out.length < n) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += 'abcdefghijklmnopqrstuvwxyz{}[]":,0123456789 '[x % 44];
  }
  return out;
}

// The host's invitation for seat 1 and the friend's reply; returns the codes and the times
// (the pages' clocks) of invite(), the invitation, join() and the reply.
async function inviteAndJoin(host, friend, stun) {
  const hostMark = await mark(host), friendMark = await mark(friend);
  const invitedAt = await host.page.evaluate((stun) => {
    const at = Date.now();
    window.boneyardOnline.invite(1, stun);
    return at;
  }, stun);
  const invitation = await expectEvent(host, 'invitation', 1, { after: hostMark });
  const joinedAt = await friend.page.evaluate((code) => {
    const at = Date.now();
    window.boneyardOnline.join(code, []);
    return at;
  }, invitation.text);
  const reply = await expectEvent(friend, 'reply', HOST, { after: friendMark });
  log(`invitation: ${invitation.text.length} characters in ${invitation.at - invitedAt} ms; ` +
      `reply: ${reply.text.length} characters in ${reply.at - joinedAt} ms`);
  for (const code of [invitation.text, reply.text]) {
    if (!/^[A-Za-z0-9_-]+$/.test(code) || code.length > 200) fail(`a code that would not fit a link: ${code}`);
  }
  return { invitation: invitation.text, reply: reply.text, invitedAt, gathered: invitation.at - invitedAt, hostMark, friendMark };
}

// Both pages see the channel open; returns when the later one did.
async function expectOpen(host, friend, { hostMark, friendMark }) {
  const [a, b] = await Promise.all([expectEvent(host, 'open', 1, { after: hostMark }),
                                    expectEvent(friend, 'open', HOST, { after: friendMark })]);
  return Math.max(a.at, b.at);
}

await main('online_webrtc_link', async () => {
  const { siteDir, artifactDir } = parseArgs('webrtc_link.mjs');
  const server = await serve(siteDir);
  log(`serving ${siteDir} at ${server.url}`);
  const browsers = [];
  const profile = async () => {
    const b = await launch({ extraArgs });
    browsers.push(b);
    return b;
  };
  try {
    const host = await openSite(await profile(), server.url, 'host');
    let friend = await openSite(await profile(), server.url, 'friend');

    // 1. Invitation, reply, open; messages; the friend's page closes.
    let codes = await inviteAndJoin(host, friend, []);
    await host.page.evaluate((code) => window.boneyardOnline.answer(1, code), codes.reply);
    const openAt = await expectOpen(host, friend, codes);
    log(`connected: both pages saw 'open' ${openAt - codes.invitedAt} ms after invite() (the codes carried by the test)`);
    await expectMessage(host, 1, friend, HOST, 'hello from the host', 'a message');
    await expectMessage(friend, HOST, host, 1, 'hello from the friend', 'a message');
    await expectMessage(host, 1, friend, HOST, bulk(60 * 1024), 'a 60 KiB message');
    await expectMessage(friend, HOST, host, 1, bulk(60 * 1024 - 1), 'a 60 KiB message');
    // Over 64 KiB is not sent: the short message after it is the next to arrive.
    let after = await mark(friend);
    await host.page.evaluate((big) => {
      window.boneyardOnline.send(1, big);
      window.boneyardOnline.send(1, 'after the big one');
    }, bulk(70 * 1024));
    const next = await expectEvent(friend, 'message', HOST, { after });
    if (next.text !== 'after the big one') fail(`a 70 KiB message was sent (${next.text.length} characters arrived)`);
    log('a 70 KiB message was not sent');

    after = await mark(host);
    const closedFrom = Date.now();
    await friend.page.close();
    const closed = await expectEvent(host, 'closed', 1, { after });
    log(`the friend's page closed: the host saw seat 1 'closed' ${closed.at - closedFrom} ms later`);
    friend.errors.check('of the first friend');

    // 2. Again for seat 1, a fresh friend; bad replies; the reply as a link to the hosting tab.
    friend = await openSite(await profile(), server.url, 'second friend');
    codes = await inviteAndJoin(host, friend, [UNREACHABLE_STUN]);
    if (codes.gathered > 5000) fail(`with a STUN server that never answers the invitation took ${codes.gathered} ms`);
    log(`with a STUN server that never answers, the invitation came after ${codes.gathered} ms (the cap is 3 s)`);
    for (const [bad, why] of [['not a code!', /character/], ['AAAA', /version|cut short/], [codes.invitation, /not a reply/]]) {
      after = await mark(host);
      await host.page.evaluate((code) => window.boneyardOnline.answer(1, code), bad);
      const refused = await expectEvent(host, 'failed', 1, { after });
      if (!why.test(refused.text)) fail(`the reply ${JSON.stringify(bad.slice(0, 20))} was refused with "${refused.text}"`);
      log(`a bad reply ${JSON.stringify(bad.slice(0, 20))}: 'failed', "${refused.text}"`);
    }

    await host.page.evaluate(() => window.boneyardOnline.hosting(true));
    after = await mark(host);
    const tab = await host.context.newPage();
    const tabErrors = watchErrors(tab);
    const hash = `#reply=${codes.reply}`;
    await tab.goto(server.url + hash);
    const link = await expectEvent(host, 'link', HOST, { after, text: hash });
    const handed = await tab.waitForFunction(() => document.documentElement.dataset.state === 'handed' && {
      status: document.getElementById('status').textContent,
      game: !!document.querySelector('script[src="boneyard.js"]') || !!window.boneyardTest,
      overlay: getComputedStyle(document.getElementById('overlay')).display,
      hash: location.hash,
    }, null, { timeout: 10000, polling: 20 }).then((h) => h.jsonValue(), async () => {
      fail(`the reply link's tab did not hand over (data-state ${await tab.evaluate(() => document.documentElement.dataset.state)})`);
    });
    if (!/Your reply went to the Boneyard tab that invited\. You can close this tab\./.test(handed.status)) {
      fail(`the reply link's tab says "${handed.status}"`);
    }
    if (handed.game) fail("the reply link's tab started the game");
    if (handed.hash) fail(`the reply link's tab kept ${handed.hash} in its address (a reload would hand it over again)`);
    if (handed.overlay === 'none') fail("the reply link's tab shows no message");
    await tab.screenshot({ path: path.join(artifactDir, 'online-reply-handed.png') });
    log(`the reply link went to the hosting tab; the new tab says "${handed.status}" and started no game ` +
        '(online-reply-handed.png)');
    tabErrors.check("of the reply link's tab");
    const hostMark = await mark(host);  // after the refusals
    await host.page.evaluate((code) => window.boneyardOnline.answer(1, code), link.text.slice('#reply='.length));
    await expectOpen(host, friend, { hostMark, friendMark: codes.friendMark });
    log('the same invitation, answered through the link after the bad replies, connected');
    // A bad invitation on the friend's side changes nothing either: the channel stays up.
    for (const [bad, why] of [['AAAA', /version/], [codes.reply, /not an invitation/]]) {
      after = await mark(friend);
      await friend.page.evaluate((code) => window.boneyardOnline.join(code, []), bad);
      const refused = await expectEvent(friend, 'failed', HOST, { after });
      if (!why.test(refused.text)) fail(`the invitation ${JSON.stringify(bad.slice(0, 20))} was refused with "${refused.text}"`);
    }
    log('bad invitations on the friend\'s page: \'failed\', and the connection stays');
    await expectMessage(host, 1, friend, HOST, 'welcome back', 'a message');
    await expectMessage(friend, HOST, host, 1, 'thanks', 'a message');

    after = await mark(friend);
    const hostAfter = await mark(host);
    await host.page.evaluate(() => window.boneyardOnline.close(1));
    await expectEvent(friend, 'closed', HOST, { after });
    const late = await host.page.evaluate((after) => window.seen.slice(after), hostAfter);
    if (late.length) fail(`the host closed seat 1 and still had events: ${JSON.stringify(late)}`);
    log("the host closed seat 1: the friend saw 'closed', the host nothing more");

    // 3. A reply link where no tab is hosting: the game starts and takes it (take_link clears
    // the address's hash).
    const lone = await friend.context.newPage();
    const loneErrors = watchErrors(lone);
    await lone.goto(`${server.url}#reply=${codes.reply}`);
    await waitForGame(lone, 'a reply link with no hosting tab');
    await lone.waitForFunction(() => location.hash === '', null, { timeout: 10000, polling: 50 })
      .catch(() => fail('the game did not take the reply link'));
    log('a reply link with no hosting tab started the game, which took the link');
    loneErrors.check('of the reply link with no hosting tab');

    host.errors.check('of the host');
    friend.errors.check('of the second friend');
  } finally {
    for (const b of browsers) await b.close();
    await server.close().catch(() => {});
  }
});
