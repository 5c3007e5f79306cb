// The context menu of a row in the explorer's trees (a deck, a saved file): opened by a right
// click, Shift+F10 or the Menu key on the row, walked from the keyboard (arrows, Home, End,
// Enter; Escape or Tab close it), closed by a click elsewhere; the focus goes back to the row.
import { type KeyboardEvent, useEffect, useRef } from 'react';
import './row-menu.css';

export type RowMenuItem = { label: string; run: () => void };
/** Where a row's menu opens: at the pointer, or under the row for the keyboard. */
export type RowMenuPlace = { x: number; y: number };

/** The place under `row` where a menu opened from the keyboard shows. */
export function placeUnder(row: HTMLElement): RowMenuPlace {
  const box = row.getBoundingClientRect();
  return { x: box.left + 24, y: box.bottom };
}

/** A menu item's height, near enough to keep the menu on screen before it is drawn. */
const ITEM_PX = 34;
const WIDTH_PX = 200;

export function RowMenu({ label, at, items, onClose }: { label: string; at: RowMenuPlace; items: readonly RowMenuItem[]; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement;
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const all = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      all[(moves[event.key]! + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
    }
    // The tree under it would take the keys as its own (Delete, the arrows).
    event.stopPropagation();
  };
  const height = items.length * ITEM_PX + 8;
  return (
    <div
      ref={ref}
      role="menu"
      aria-label={label}
      className="row-menu"
      // Kept on screen: a row near the bottom opens its menu above the pointer.
      style={{ left: Math.min(at.x, window.innerWidth - WIDTH_PX), top: at.y + height > window.innerHeight ? at.y - height : at.y }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            onClose();
            item.run();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
