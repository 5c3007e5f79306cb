// Exports arriving in parts (a PDF of a whole set is larger than one request may be): kept in
// memory until the last part, then written whole by the atomic writer, so the file on disk is
// either the previous one or the complete new one.
import { MAX_EXPORT_BYTES } from '../shared/contract';
import { HostFailure } from './files';

type Pending = { parts: Buffer[]; size: number; next: number };

export class ExportParts {
  private readonly pending = new Map<string, Pending>();

  /** Adds part `part` of `path`; returns the bytes received so far. Part 0 starts over. */
  add(path: string, part: number, bytes: Buffer): number {
    let entry = this.pending.get(path);
    if (part === 0 || !entry) {
      if (part !== 0) throw new HostFailure('invalid-request', `Part ${part} of ${path} arrived before part 0; export it again`);
      entry = { parts: [], size: 0, next: 0 };
      this.pending.set(path, entry);
    }
    if (part !== entry.next) {
      this.pending.delete(path);
      throw new HostFailure('invalid-request', `Part ${part} of ${path} arrived when part ${entry.next} was expected; export it again`);
    }
    if (this.total() + bytes.length > MAX_EXPORT_BYTES) {
      this.pending.delete(path);
      throw new HostFailure('too-large', `${path} would be larger than ${MAX_EXPORT_BYTES} bytes`);
    }
    entry.parts.push(bytes);
    entry.size += bytes.length;
    entry.next += 1;
    return entry.size;
  }

  /** The whole file, once its last part is in; forgotten here. */
  take(path: string): Buffer {
    const entry = this.pending.get(path);
    this.pending.delete(path);
    return entry ? Buffer.concat(entry.parts, entry.size) : Buffer.alloc(0);
  }

  clear(): void {
    this.pending.clear();
  }

  private total(): number {
    let size = 0;
    for (const entry of this.pending.values()) size += entry.size;
    return size;
  }
}
