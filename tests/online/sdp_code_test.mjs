// web/online/sdp_code.mjs without a browser: a description survives its short code (every
// field the other side needs, in a code of about 100 characters), and a code that is cut
// short, padded, of another version or plain junk is refused with a message, never half read.
//
//   node tests/online/sdp_code_test.mjs
import assert from 'node:assert/strict';
import { decode, describe, encode } from '../../web/online/sdp_code.mjs';

let checks = 0;
const check = (ok, what) => {
  assert.ok(ok, what);
  ++checks;
};
const refused = (code, why) => {
  let error;
  try {
    decode(code);
  } catch (e) {
    error = e;
  }
  check(error instanceof Error && error.message.length > 0, `refused: ${why} (${JSON.stringify(code).slice(0, 60)})`);
  if (why instanceof RegExp) check(why.test(error.message), `the message for ${why}: ${error.message}`);
  return error?.message;
};

// A description shaped as Chromium writes one for a data channel, with candidates of every
// kind the code keeps (IPv4 and IPv6 hosts, an mDNS name, a server-reflexive address) and two
// it leaves out (a TCP candidate, a second component).
const fingerprint = Array.from({ length: 32 }, (_, i) => ((i * 37 + 11) & 255).toString(16).toUpperCase().padStart(2, '0')).join(':');
const offer = [
  'v=0',
  'o=- 3141592653589793238 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 51234 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 203.0.113.7',
  'a=candidate:1467250027 1 udp 2122260223 192.168.1.23 51234 typ host generation 0 network-id 1',
  'a=candidate:2999745851 1 udp 2122265343 fd00:1:2::7 51235 typ host generation 0 network-id 2',
  'a=candidate:3108292134 1 udp 2122194687 0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.local 51236 typ host generation 0',
  'a=candidate:842163049 1 udp 1686052607 203.0.113.7 40000 typ srflx raddr 192.168.1.23 rport 51234 generation 0',
  'a=candidate:435653019 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0',
  'a=candidate:1467250027 2 udp 2122260222 192.168.1.23 51237 typ host generation 0',
  'a=ice-ufrag:Qx7v',
  'a=ice-pwd:Zb3kT9mQ+Lr2/Wp8sN4vH6yJ',
  'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${fingerprint}`,
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

// Round trip: every field the other side needs, UDP candidates of component 1 only.
const code = encode('offer', offer);
check(/^[A-Za-z0-9_-]+$/.test(code), 'the code is base64url');
const back = decode(code);
check(back.type === 'offer', 'the type survives');
const want = describe(offer), got = describe(back.sdp);
check(want.candidates.length === 4, 'four candidates of component 1 over UDP');
assert.deepEqual(got.candidates.map((c) => [c.address, c.port, c.type]),
                 [['192.168.1.23', 51234, 'host'], ['fd00:1:2:0:0:0:0:7', 51235, 'host'],
                  ['0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.local', 51236, 'host'], ['203.0.113.7', 40000, 'srflx']]);
++checks;
for (const field of ['ufrag', 'pwd', 'setup']) check(got[field] === want[field], `${field} survives`);
assert.deepEqual(got.fingerprint, want.fingerprint);
++checks;
check(code.length <= 160, `four candidates in ${code.length} characters`);
const answer = decode(encode('answer', offer.replace('a=setup:actpass', 'a=setup:active')));
check(answer.type === 'answer' && describe(answer.sdp).setup === 'active', 'an answer and its role survive');

// One host and one server-reflexive candidate, the usual case behind a home router.
const usual = offer.split('\r\n').filter((l) => !/fd00|\.local|tcp| 2 udp/.test(l)).join('\r\n');
const short = encode('offer', usual);
check(short.length <= 110, `one host and one reflexive candidate in ${short.length} characters`);

// What encode() cannot pack is an Error too.
assert.throws(() => encode('offer', usual.replace(/a=candidate.*\r\n/g, '')), /no candidate/);
assert.throws(() => encode('offer', usual.replace('sha-256', 'sha-1')), /sha-1/);
assert.throws(() => encode('pranswer', usual), /not an offer or an answer/);
checks += 3;

// Refusals.
refused('', /empty/);
refused(42, /not text/);
refused('x'.repeat(3000), /too long/);
refused('abc$def', /does not belong/);
refused(short + 'AAAA', /after its end/);
for (let n = 1; n < short.length; ++n) refused(short.slice(0, n), /cut short|does not belong|malformed/);
const bytes = (b) => Buffer.from(b).toString('base64url');
const raw = Buffer.from(short, 'base64url');
refused(bytes([0x20, ...raw.subarray(1)]), /version 2/);
refused(bytes([raw[0] | 4, ...raw.subarray(1)]), /header/);
const fpEnd = 1 + 1 + raw[1] + 1 + raw[2 + raw[1]] + 32;  // the candidate count's byte
refused(bytes([...raw.subarray(0, fpEnd), 0]), /0 candidates/);
refused(bytes([...raw.subarray(0, fpEnd), 1, 7, 1, 2, 3, 4, 0, 80]), /unknown kind/);
refused(bytes([...raw.subarray(0, fpEnd), 1, 0, 1, 2, 3, 4, 0, 0]), /port 0/);
refused(bytes([raw[0], 2, 65, 66, ...raw.subarray(2 + raw[1])]), /malformed/);

// Junk: a seeded stream of random codes is refused or read whole, never anything else.
let seed = 12345;
const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
let accepted = 0;
for (let i = 0; i < 20000; ++i) {
  const mutated = Buffer.from(raw);
  for (let k = 0; k < 1 + (next() % 3); ++k) mutated[next() % mutated.length] = next() & 255;
  try {
    const d = decode(mutated.toString('base64url'));
    check(typeof d.sdp === 'string' && (d.type === 'offer' || d.type === 'answer'), 'a read code is whole');
    describe(d.sdp);
    ++accepted;
  } catch (e) {
    check(e instanceof Error && e.message.length > 0, 'junk is refused with a message');
  }
}
console.log(`PASS: ${checks} checks; of 20,000 mutated codes ${accepted} read as descriptions, the rest refused`);
