// Two Chromium pages (two browser profiles, as two devices) connect a WebRTC data channel
// through the short codes of web/online/sdp_code.mjs alone: the host's offer code goes to the
// friend, the friend's answer code comes back, and a message goes each way (issue 28).
//
// WebRTC needs a network interface with a route: the test runs itself inside a network
// namespace it makes (unshare -n, a veth pair, 192.0.2.0/24; TOOLCHAIN.md "WebRTC in tests"),
// so no packet reaches the machine's own addresses. It needs root, as the CI has.
//
//   node tests/online/webrtc_link.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

if (process.env.BONEYARD_NETNS !== '1') {
  const setup = [
    'ip link set lo up',
    'ip link add v0 type veth peer name v1',
    'ip addr add 192.0.2.10/24 dev v0',
    'ip link set v0 up',
    'ip link set v1 up',
    'ip route add default via 192.0.2.1 dev v0',
  ].join(' && ');
  const args = process.argv.slice(1).map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const run = spawnSync('unshare', ['-n', 'sh', '-c', `${setup} && exec node ${args}`], {
    stdio: 'inherit',
    env: { ...process.env, BONEYARD_NETNS: '1' },
  });
  if (run.error || run.status === null) {
    console.error('FAIL: could not make a network namespace (unshare -n needs root):', run.error?.message ?? run.signal);
    process.exit(1);
  }
  process.exit(run.status);
}

const { launch, log, fail, waitFor } = await import('../browser/lib.mjs');
const { serve } = await import('../browser/serve.mjs');

// The module served beside an empty page, so both pages load it from one origin.
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'boneyard-online-'));
fs.copyFileSync(path.join(root, 'web/online/sdp_code.mjs'), path.join(site, 'sdp_code.mjs'));
fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>online</title>');
const server = await serve(site);
const extraArgs = ['--disable-features=WebRtcHideLocalIpsWithMdns'];
const host = await launch({ extraArgs }), friend = await launch({ extraArgs });
try {
  for (const side of [host, friend]) {
    await side.page.goto(server.url);
    await side.page.evaluate(async () => {
      window.sdp = await import('./sdp_code.mjs');
      window.gathered = (pc) =>
        new Promise((resolve) => {
          if (pc.iceGatheringState === 'complete') resolve();
          pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && resolve());
        });
      window.received = [];
      window.listen = (dc) => {
        window.dc = dc;
        dc.onmessage = (e) => window.received.push(e.data);
      };
    });
  }
  const started = Date.now();
  const offer = await host.page.evaluate(async () => {
    const pc = (window.pc = new RTCPeerConnection({ iceServers: [] }));
    window.listen(pc.createDataChannel('boneyard', { ordered: true }));
    await pc.setLocalDescription(await pc.createOffer());
    await window.gathered(pc);
    return { code: window.sdp.encode('offer', pc.localDescription.sdp), sdp: pc.localDescription.sdp.length };
  });
  log(`offer: ${offer.code.length} characters (the description had ${offer.sdp})`);
  const answer = await friend.page.evaluate(async (code) => {
    const pc = (window.pc = new RTCPeerConnection({ iceServers: [] }));
    pc.ondatachannel = (e) => window.listen(e.channel);
    await pc.setRemoteDescription(window.sdp.decode(code));
    await pc.setLocalDescription(await pc.createAnswer());
    await window.gathered(pc);
    return { code: window.sdp.encode('answer', pc.localDescription.sdp), sdp: pc.localDescription.sdp.length };
  }, offer.code);
  log(`answer: ${answer.code.length} characters (the description had ${answer.sdp})`);
  await host.page.evaluate(async (code) => window.pc.setRemoteDescription(window.sdp.decode(code)), answer.code);
  await waitFor('the data channel to open on both pages', async () => {
    const states = await Promise.all([host, friend].map((s) => s.page.evaluate(() => window.dc?.readyState)));
    return states.every((s) => s === 'open');
  });
  log(`connected ${Date.now() - started} ms after the offer was asked for`);
  await host.page.evaluate(() => window.dc.send('hello from the host'));
  await friend.page.evaluate(() => window.dc.send('hello from the friend'));
  await waitFor('a message each way', async () => {
    const [h, f] = await Promise.all([host, friend].map((s) => s.page.evaluate(() => window.received)));
    return h.includes('hello from the friend') && f.includes('hello from the host');
  });
  if (offer.code.length > 200 || answer.code.length > 200) fail('a code is longer than 200 characters');
  log('PASS');
} finally {
  await host.close();
  await friend.close();
  await server.close();
  fs.rmSync(site, { recursive: true, force: true });
}
