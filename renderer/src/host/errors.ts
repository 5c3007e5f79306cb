// Host errors as the user reads them, and the one place transport failures become Results.
import type { HostError, Result } from '../../../electron/shared/contract';

export function ioError(message: string): HostError {
  return { code: 'io-error', message };
}

export function failed<T>(error: HostError): Result<T> {
  return { ok: false, error };
}

/** Best-effort text of anything thrown (fetch rejections, preload exceptions). */
export function describeThrown(thrown: unknown): string {
  if (thrown instanceof Error && thrown.message) return thrown.message;
  if (typeof thrown === 'string' && thrown) return thrown;
  return 'unknown error';
}

/** One line a person can act on; field issues are listed when the host gave them. */
export function describeHostError(error: HostError): string {
  const base = error.message.trim() || error.code;
  if (!error.issues || error.issues.length === 0 || base.includes(error.issues[0]?.message ?? '\u0000')) return base;
  const details = error.issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
  return `${base} (${details})`;
}
