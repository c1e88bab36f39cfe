// WebRTC needs a network interface with a route: the online tests run themselves inside a
// network namespace they make (unshare -n, a veth pair, 192.0.2.0/24; TOOLCHAIN.md "WebRTC in
// tests"), where they serve the site on loopback, so no packet reaches the machine's own
// addresses. It needs root, as the CI has.
//
// enterNetns() re-runs the calling script inside a new namespace and exits with its status;
// inside it (BONEYARD_NETNS=1) it returns at once.
import { spawnSync } from 'node:child_process';

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
