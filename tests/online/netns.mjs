// WebRTC needs a network interface with a route: the online tests run themselves inside a
// network namespace they make (unshare -n, a veth pair, 192.0.2.0/24: without a default route
// Chromium gathers no candidate at all), where they serve the site on loopback, so no packet reaches the machine's own
// addresses. It needs root, as the CI has.
//
// enterNetns() re-runs the calling script inside a new namespace and exits with its status;
// inside it (BONEYARD_NETNS=1) it returns at once.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function enterNetns() {
  if (process.env.BONEYARD_NETNS === '1') return;
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

// One Wi-Fi at home: inside the test's namespace, a bridge (the access point) on 198.51.100.0/24
// where the test's own namespace is 198.51.100.1 (the host's laptop, which keeps its way out
// through v0). lanDevice() makes another device on it: a namespace of its own (held by a
// sleeping process) with one address on the bridge and its default route through it, and a
// wrapper that starts Chromium there (launch({ executablePath })). Such a device reaches the
// laptop only over the shared network, as two phones on one Wi-Fi do; it has no other way out.
export const LAN_HOST = '198.51.100.1';

function sh(command) {
  const run = spawnSync('sh', ['-c', command], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${command}: ${run.stderr || run.error?.message}`);
}

let bridged = false;

export function lanDevice(index, chromium) {
  if (!bridged) {
    sh(`ip link add br0 type bridge && ip addr add ${LAN_HOST}/24 dev br0 && ip link set br0 up`);
    bridged = true;
  }
  const holder = spawn('unshare', ['-n', 'sleep', '100000'], { stdio: 'ignore' });
  const ns = `/proc/${holder.pid}/ns/net`;
  const address = `198.51.100.${20 + index}`;
  // The namespace is the holder's once unshare has made it: then its link differs from ours.
  const own = fs.readlinkSync('/proc/self/ns/net');
  for (let i = 0; i < 2000 && (!fs.existsSync(ns) || fs.readlinkSync(ns) === own); i++) spawnSync('sleep', ['0.005']);
  sh([
    `ip link add lan${index} type veth peer name dev${index}`,
    `ip link set dev${index} netns ${holder.pid}`,
    `ip link set lan${index} master br0 up`,
    `nsenter --net=${ns} sh -c 'ip link set lo up && ip addr add ${address}/24 dev dev${index} && ` +
      `ip link set dev${index} up && ip route add default via ${LAN_HOST} dev dev${index}'`,
  ].join(' && '));
  const wrapper = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'boneyard-device-')), 'chromium');
  fs.writeFileSync(wrapper, `#!/bin/sh\nexec nsenter --net=${ns} ${chromium} "$@"\n`, { mode: 0o755 });
  return {
    address,
    executablePath: wrapper,
    close() {
      holder.kill();
      fs.rmSync(path.dirname(wrapper), { recursive: true, force: true });
    },
  };
}
