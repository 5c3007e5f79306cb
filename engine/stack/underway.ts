// An effect that waits for its roll stays on the stack beneath it [FS-ROLL-3]: "when an effect
// that needs a roll starts to resolve, the roll is put on the stack above that effect". The
// effect's stack item goes back on the stack, marked `underway`, as the roll is stacked, so
// players see it and cards can target it (a cancel stops it, roll and all); it leaves the
// stack as its effect finishes. Only a card's or an ability's effect is kept so: the game's own
// events (an attack, a death) make their rolls as steps of their own.
import type { Ctx } from '../core/context';
import type { Frame, StackItem } from '../core/state';

/** The item whose effect `frame` belongs to goes back on the stack, beneath the roll about to be stacked. */
export function stackUnderway(ctx: Ctx, frame: Frame): void {
  const { state } = ctx;
  const at = state.frames.lastIndexOf(frame);
  let open: (typeof state.resolving)[number] | undefined;
  for (let i = state.resolving.length - 1; i >= 0; i -= 1) {
    if (state.resolving[i]!.depth <= at) {
      open = state.resolving[i];
      break;
    }
  }
  if (!open || (open.item.kind !== 'card' && open.item.kind !== 'ability')) return;
  if (open.item.underway || state.stack.some((item) => item.id === open!.item.id)) return;
  open.item.underway = true;
  state.stack.push(open.item);
}

/** The effect of an item that was kept on the stack has finished: the item leaves the stack. */
export function finishUnderway(ctx: Ctx, item: StackItem): void {
  const { state } = ctx;
  const at = state.stack.findIndex((s) => s.id === item.id);
  if (at >= 0) state.stack.splice(at, 1);
  delete item.underway;
}

/**
 * An underway item was cancelled (it is off the stack already): its effect stops where it is,
 * and the roll it waits for goes too.
 */
export function abandonUnderway(ctx: Ctx, item: StackItem): void {
  const { state } = ctx;
  const index = state.resolving.findIndex((open) => open.item.id === item.id);
  if (index < 0) return;
  const start = state.resolving[index]!.depth;
  const end = index + 1 < state.resolving.length ? state.resolving[index + 1]!.depth : state.frames.length;
  const removed = state.frames.splice(start, end - start);
  const rolls = new Set(removed.flatMap((frame) => (frame.waiting === undefined ? [] : [frame.waiting])));
  if (rolls.size > 0) state.stack = state.stack.filter((s) => !rolls.has(s.id));
  state.resolving.splice(index, 1);
  for (let i = index; i < state.resolving.length; i += 1) state.resolving[i]!.depth -= removed.length;
  delete item.underway;
}
