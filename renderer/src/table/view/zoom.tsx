// Hovering (or focusing) a card shows it large beside the table, with its rules text as the
// hover explains it and its stats now against the printed ones. The hovered card lives in a small
// store of its own, so moving the mouse over the table redraws only the zoom.
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { CardFace } from '../../../../card-dsl/service/faces';
import { drawFace } from '../../components/faces/CardFaceView';
import { Store } from '../../state/store';
import { useTableController } from '../hooks';
import { useTableArt } from './art';
import type { CardDetail, CardRef } from '../model';

type Hovered = { card: CardRef; rect: DOMRect } | null;

export class ZoomStore extends Store<Hovered> {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    super(null);
  }

  /** Shows a card after a short rest of the pointer (at once when null hides it). */
  show = (card: CardRef | null, anchor: HTMLElement | null): void => {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (card === null || anchor === null) {
      this.update(() => null);
      return;
    }
    this.timer = setTimeout(() => this.update(() => ({ card, rect: anchor.getBoundingClientRect() })), 220);
  };
}

const ZoomContext = createContext<ZoomStore | null>(null);
export const ZoomProvider = ZoomContext.Provider;

export function useZoom(): ZoomStore {
  const zoom = useContext(ZoomContext);
  if (!zoom) throw new Error('useZoom must be used inside <ZoomProvider>');
  return zoom;
}

const statWords = (name: string) => name.replace(/-/g, ' ');

export function CardZoom({ faces, serial }: { faces: Readonly<Record<string, CardFace>>; serial: number }) {
  const zoom = useZoom();
  const table = useTableController();
  const hovered = useSyncExternalStore(zoom.subscribe, zoom.get);
  const [detail, setDetail] = useState<CardDetail | null>(null);
  const artOf = useTableArt();
  useEffect(() => {
    let live = true;
    if (!hovered) {
      setDetail(null);
      return;
    }
    void table.cardDetail(hovered.card).then((found) => {
      if (live) setDetail(found);
    });
    return () => {
      live = false;
    };
  }, [hovered, table, serial]);
  if (!hovered || !detail || detail.id !== hovered.card) return null;
  const face = detail.def ? faces[detail.def] : undefined;
  const width = 300;
  const right = hovered.rect.right + 12 + width < window.innerWidth;
  const left = right ? hovered.rect.right + 12 : Math.max(8, hovered.rect.left - width - 12);
  const top = Math.max(8, Math.min(window.innerHeight - 560, hovered.rect.top - 40));
  return (
    <aside className="t-zoom" style={{ left, top, width }} aria-label={`${detail.name}, enlarged`} data-testid="card-zoom">
      {face ? <div className="t-zoom-face" dangerouslySetInnerHTML={{ __html: drawFace(face, artOf(face), false, { damage: detail.damage, counters: Object.keys(detail.counters).length ? detail.counters : undefined }).svg }} /> : <p className="muted">A face-down card: its face is hidden from the seat in control.</p>}
      {face ? (
        <div className="t-zoom-detail">
          <h3>{detail.name}</h3>
          {detail.stats.length > 0 ? (
            <ul className="t-zoom-stats">
              {detail.stats.map((s) => (
                <li key={s.name} className={s.now !== s.printed ? 'changed' : ''}>
                  <span>{statWords(s.name)}</span> <strong>{s.now}</strong>
                  {s.now !== s.printed ? <span className="muted"> (printed {s.printed})</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
          {detail.damage > 0 ? <p>Damage {detail.damage}</p> : null}
          {Object.entries(detail.counters).map(([name, count]) => (count ? <p key={name}>{count} {name} counters</p> : null))}
          {detail.exhausted ? <p>Exhausted</p> : null}
          {detail.states.length > 0 ? <p>Being {detail.states.join(', ')}</p> : null}
          {detail.rulesText ? <p className="t-zoom-rules">{detail.rulesText}</p> : null}
        </div>
      ) : null}
    </aside>
  );
}
