// A small menu beside a card or a seat: the legal actions it offers when it offers more than one
// (an item with two abilities, a bot that can be played onto several staks), and in god mode the
// god tools for it. Arrow keys move, Enter picks, Escape closes and gives the focus back.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export type MenuItem = { id: string; label: string; group?: string; disabled?: string | null; run: () => void };

type Props = { anchor: HTMLElement; label: string; items: readonly MenuItem[]; onClose: () => void };

export function ActionMenu({ anchor, label, items, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const rect = anchor.getBoundingClientRect();
    const menu = ref.current?.getBoundingClientRect();
    const width = menu?.width ?? 240;
    const height = menu?.height ?? 34 * items.length;
    const left = Math.max(8, Math.min(window.innerWidth - width - 8, rect.left));
    const below = rect.bottom + 6;
    const top = below + height > window.innerHeight - 8 ? Math.max(8, rect.top - height - 6) : below;
    setPlace({ left, top });
  }, [anchor, items.length]);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus();
    const onDown = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    window.addEventListener('mousedown', onDown, true);
    return () => window.removeEventListener('mousedown', onDown, true);
  }, [anchor, onClose]);
  let group: string | undefined;
  return (
    <div
      ref={ref}
      className="t-action-menu"
      role="menu"
      aria-label={label}
      style={place ? { left: place.left, top: place.top } : { visibility: 'hidden' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' || event.key === 'Tab') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
          anchor.focus();
        } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          event.stopPropagation();
          const buttons = [...(ref.current?.querySelectorAll<HTMLElement>('button:not(:disabled)') ?? [])];
          const at = buttons.indexOf(document.activeElement as HTMLElement);
          buttons[(at + (event.key === 'ArrowDown' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
        }
      }}
    >
      {items.map((item) => {
        const heading = item.group !== undefined && item.group !== group ? item.group : null;
        group = item.group;
        return (
          <div key={item.id} role="none">
            {heading ? (
              <div className="t-action-menu-group" role="presentation">
                {heading}
              </div>
            ) : null}
            <button
              type="button"
              role="menuitem"
              className="t-action-menu-item"
              disabled={!!item.disabled}
              title={item.disabled ?? undefined}
              onClick={() => {
                onClose();
                item.run();
              }}
            >
              {item.label}
            </button>
          </div>
        );
      })}
    </div>
  );
}
