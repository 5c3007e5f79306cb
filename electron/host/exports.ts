// Exports arriving in parts (a PDF of a whole set is larger than one request may be): kept in
// memory until the last part, then written whole by the atomic writer, so the file on disk is
// either the previous one or the complete new one.
import { MAX_EXPORT_BYTES } from '../shared/contract';
import { HostFailure } from './files';

type Pending = { parts: Buffer[]; size: number; next: number };

/**
 * Parts are kept per owner (a workspace session) and path, so two windows exporting the same
 * file name never mix their parts.
 */
export class ExportParts {
  private readonly pending = new Map<string, Pending>();

  /** Adds part `part` of `path` for `owner`; returns the bytes received so far. Part 0 starts over. */
  add(owner: string, path: string, part: number, bytes: Buffer): number {
    const key = keyOf(owner, path);
    let entry = this.pending.get(key);
    if (part === 0 || !entry) {
      if (part !== 0) throw new HostFailure('invalid-request', `Part ${part} of ${path} arrived before part 0; export it again`);
      entry = { parts: [], size: 0, next: 0 };
      this.pending.set(key, entry);
    }
    if (part !== entry.next) {
      this.pending.delete(key);
      throw new HostFailure('invalid-request', `Part ${part} of ${path} arrived when part ${entry.next} was expected; export it again`);
    }
    if (this.total() + bytes.length > MAX_EXPORT_BYTES) {
      this.pending.delete(key);
      throw new HostFailure('too-large', `${path} would be larger than ${MAX_EXPORT_BYTES} bytes`);
    }
    entry.parts.push(bytes);
    entry.size += bytes.length;
    entry.next += 1;
    return entry.size;
  }

  /** The whole file, once its last part is in; forgotten here. */
  take(owner: string, path: string): Buffer {
    const key = keyOf(owner, path);
    const entry = this.pending.get(key);
    this.pending.delete(key);
    return entry ? Buffer.concat(entry.parts, entry.size) : Buffer.alloc(0);
  }

  /** Forgets an owner's unfinished exports (its session ended), or every one. */
  clear(owner?: string): void {
    if (owner === undefined) return this.pending.clear();
    const prefix = keyOf(owner, '');
    for (const key of [...this.pending.keys()]) if (key.startsWith(prefix)) this.pending.delete(key);
  }

  private total(): number {
    let size = 0;
    for (const entry of this.pending.values()) size += entry.size;
    return size;
  }
}

function keyOf(owner: string, path: string): string {
  return `${owner}\u0000${path}`;
}
