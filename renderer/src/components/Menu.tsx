// A menu of commands (the WAI-ARIA menu and menu button patterns), shared by the table's toolbar,
// the table's card and seat menus and the decks' context menus. The menu opens with the focus on
// its first item that can be chosen; the arrows walk every item (one that cannot be chosen now is
// still reached, and says why), Home and End go to the ends, a letter to the next item starting
// with it; Enter or Space chooses; Escape closes it and gives the focus back to what opened it,
// Tab does too and moves on from there, a click elsewhere just closes it. Each item is named by
// its label alone: the keys that do the same are shown beside it and given as aria-keyshortcuts.
import { Fragment, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import './menu.css';

export type MenuItem = {
  id: string;
  label: string;
  /** The keys that do the same, as the user reads them ("Ctrl+S"), shown beside the label. */
  keys?: string;
  /** The same keys in aria-keyshortcuts' syntax ("Control+S"). */
  ariaKeys?: string;
  /** A heading the item is listed under (a group starts where the heading changes). */
  group?: string;
  /** A line before the item, parting it from those above. */
  divider?: boolean;
  /** Why it cannot be chosen now (true: it cannot, for no reason worth saying). */
  disabled?: string | boolean | null;
  /** More about it, on hover. */
  title?: string;
  run: () => void;
};

/** Where a menu opens: under (or over) an element, or at a point (a right click). */
export type MenuPlace = { anchor: HTMLElement } | { x: number; y: number };

/** Why a menu closed: Escape or Tab, an item chosen, or the focus or a click elsewhere. */
export type MenuClose = 'key' | 'chosen' | 'away';

/** Which item the focus goes to when a menu opens: the first (or last) that can be chosen. */
export type MenuStart = 'first' | 'last';

/** What a key does in an open menu of `items` whose item `at` has the focus (-1: none). */
export type MenuKey = { focus: number } | { close: 'escape' | 'tab' } | null;

export function menuKey(key: string, items: readonly Pick<MenuItem, 'label'>[], at: number): MenuKey {
  const n = items.length;
  if (n === 0) return key === 'Escape' ? { close: 'escape' } : key === 'Tab' ? { close: 'tab' } : null;
  switch (key) {
    case 'ArrowDown':
      return { focus: (at + 1) % n };
    case 'ArrowUp':
      return { focus: at <= 0 ? n - 1 : at - 1 };
    case 'Home':
    case 'PageUp':
      return { focus: 0 };
    case 'End':
    case 'PageDown':
      return { focus: n - 1 };
    case 'Escape':
      return { close: 'escape' };
    case 'Tab':
      return { close: 'tab' };
  }
  // A letter or digit: the next item whose label starts with it, after the one in focus.
  if (key.length === 1 && key.trim() !== '') {
    const letter = key.toLocaleLowerCase();
    for (let step = 1; step <= n; step += 1) {
      const i = (at + step) % n;
      if (items[i]!.label.trimStart().toLocaleLowerCase().startsWith(letter)) return { focus: i };
    }
  }
  return null;
}

/** The item the focus goes to when a menu opens. */
export function startItem(items: readonly Pick<MenuItem, 'disabled'>[], start: MenuStart): number {
  const order = items.map((_, i) => i);
  if (start === 'last') order.reverse();
  return order.find((i) => !items[i]!.disabled) ?? order[0] ?? -1;
}

/** What an open menu button does with a key on the button: open its menu at the first or last item. */
export function menuButtonKey(key: string): MenuStart | null {
  return key === 'ArrowDown' ? 'first' : key === 'ArrowUp' ? 'last' : null;
}

type MenuProps = {
  label: string;
  items: readonly MenuItem[];
  at: MenuPlace;
  onClose: (why: MenuClose) => void;
  start?: MenuStart;
  id?: string;
  /** A click on this element does not count as a click elsewhere (the menu button, which closes it itself). */
  owner?: HTMLElement | null;
};

export function Menu({ label, items, at, onClose, start = 'first', id, owner }: MenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Escape, Tab or a choice give the focus back: to the anchor, or to what had it before.
  const before = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);
  const latest = useRef({ onClose, owner });
  latest.current = { onClose, owner };
  const anchor = 'anchor' in at ? at.anchor : null;
  const x = 'x' in at ? at.x : 0;
  const y = 'y' in at ? at.y : 0;

  const giveFocusBack = (): void => {
    const back = anchor ?? before.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };

  // Kept on screen: under its anchor (or at the point), else above it; never past an edge. Set on
  // the element before it is painted (not through state, which would leave it hidden a moment and
  // unable to take the focus).
  useLayoutEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    const box = menu.getBoundingClientRect();
    const from = anchor ? anchor.getBoundingClientRect() : { left: x, top: y, bottom: y };
    const below = anchor ? from.bottom + 4 : from.top;
    const above = anchor ? from.top - box.height - 4 : from.top - box.height;
    const top = below + box.height > window.innerHeight - 8 ? Math.max(8, above) : below;
    menu.style.left = `${Math.max(8, Math.min(window.innerWidth - box.width - 8, from.left))}px`;
    menu.style.top = `${top}px`;
  }, [anchor, x, y, items.length]);

  useEffect(() => {
    const all = ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    all?.[startItem(items, start)]?.focus();
    const onDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (ref.current?.contains(target) || latest.current.owner?.contains(target)) return;
      latest.current.onClose('away');
    };
    window.addEventListener('mousedown', onDown, true);
    return () => window.removeEventListener('mousedown', onDown, true);
    // The focus moves once, when the menu opens; new items (a table that moved on) keep it where it is.
  }, []);

  const choose = (item: MenuItem): void => {
    if (item.disabled) return;
    onClose('chosen');
    giveFocusBack();
    item.run();
  };

  let group: string | undefined;
  let groupItems: ReactNode[] = [];
  const parts: ReactNode[] = [];
  const endGroup = () => {
    if (groupItems.length === 0) return;
    parts.push(
      group === undefined ? (
        <Fragment key={`items-${parts.length}`}>{groupItems}</Fragment>
      ) : (
        <div key={`group-${parts.length}`} role="group" aria-label={group} className="menu-group">
          <div className="menu-group-heading" aria-hidden="true">
            {group}
          </div>
          {groupItems}
        </div>
      ),
    );
    groupItems = [];
  };
  for (const item of items) {
    if (item.group !== group) {
      endGroup();
      group = item.group;
    }
    if (item.divider && (groupItems.length > 0 || parts.length > 0)) groupItems.push(<div key={`divider-${item.id}`} role="separator" className="menu-divider" />);
    const why = typeof item.disabled === 'string' ? item.disabled : null;
    groupItems.push(
      <button
        key={item.id}
        type="button"
        role="menuitem"
        className="menu-item"
        tabIndex={-1}
        aria-disabled={item.disabled ? true : undefined}
        aria-keyshortcuts={item.ariaKeys}
        title={why ?? item.title}
        data-item={item.id}
        onClick={() => choose(item)}
      >
        <span className="menu-label">{item.label}</span>
        {item.keys ? (
          <kbd className="menu-keys" aria-hidden="true">
            {item.keys}
          </kbd>
        ) : null}
      </button>,
    );
  }
  endGroup();

  return (
    <div
      ref={ref}
      id={id}
      role="menu"
      aria-label={label}
      className="menu"
      onKeyDown={(event) => {
        // Keys with Ctrl or Cmd stay the studio's and the table's (Ctrl+S saves with the menu open).
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        event.stopPropagation();
        const all = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
        const does = menuKey(event.key, items, all.indexOf(document.activeElement as HTMLElement));
        if (!does) return;
        if ('focus' in does) {
          event.preventDefault();
          all[does.focus]?.focus();
          return;
        }
        // Tab moves on from the element that opened the menu: its default runs after the focus is back there.
        if (does.close === 'escape') event.preventDefault();
        onClose('key');
        giveFocusBack();
      }}
      onBlur={(event) => {
        const to = event.relatedTarget as Node | null;
        if (to && !ref.current?.contains(to) && !latest.current.owner?.contains(to)) onClose('away');
      }}
    >
      {parts}
    </div>
  );
}

type MenuButtonProps = {
  /** The button's text and name, and the menu's. */
  label: string;
  items: readonly MenuItem[];
  className?: string;
  title?: string;
};

/** A button that opens a menu: a click, Enter or Space, or Down opens it at its first item, Up at its last. */
export function MenuButton({ label, items, className, title }: MenuButtonProps) {
  const [open, setOpen] = useState<{ start: MenuStart; button: HTMLElement } | null>(null);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={`menu-button ${className ?? ''}`}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open !== null ? id : undefined}
        title={title}
        onClick={(event) => setOpen(open === null ? { start: 'first', button: event.currentTarget } : null)}
        onKeyDown={(event) => {
          const start = menuButtonKey(event.key);
          if (!start || event.altKey || event.ctrlKey || event.metaKey) return;
          event.preventDefault();
          event.stopPropagation();
          setOpen({ start, button: event.currentTarget });
        }}
      >
        <span>{label}</span>
        <svg className="menu-button-caret" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open ? <Menu id={id} label={label} items={items} at={{ anchor: open.button }} start={open.start} owner={open.button} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
