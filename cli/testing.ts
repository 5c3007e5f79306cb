// For tests: device files made inside a scratch folder. A test of what the commands do with a
// device never names the system's own (/dev/null, /dev/full): if a change ever broke the
// refusal, a test run as root would replace them for the whole machine.
import { execFileSync } from 'node:child_process';

const MINORS = { null: 3, zero: 5, full: 7 } as const;

/** Makes a character device like /dev/<kind> at `path`; false where that is not allowed (not root). */
export function deviceNode(path: string, kind: keyof typeof MINORS): boolean {
  try {
    execFileSync('mknod', ['-m', '666', path, 'c', '1', String(MINORS[kind])], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
