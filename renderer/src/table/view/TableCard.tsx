// One card on the table, drawn with the editor's card faces (small, with its art, damage, counters
// and exhausted state; the game's back when face down). A card the seat to act can do something with
// is a button: one action is done by a click, several open a menu of them.
import { memo, useMemo } from 'react';
import type { CardFace } from '../../../../card-dsl/service/faces';
import type { GameFaces } from '../../../../engine/defs/faces';
import { drawFace } from '../../components/faces/CardFaceView';
import { renderBack } from '../../faces/svg';
import type { CardRef, CardSnap, LegalSnap } from '../model';
import type { CardSize } from '../../../../engine/defs/table-layout';

export type CardAffordance = {
  actions: readonly LegalSnap[];
  /** A card the current prompt offers to pick. */
  candidate: boolean;
  picked: boolean;
  /** A target of the stack item being looked at. */
  targeted: boolean;
};

type Props = {
  card: CardSnap;
  face: CardFace | undefined;
  /** The art the face shows in the editor (a data URL), or null. */
  art: string | null;
  faces: GameFaces;
  size: CardSize;
  affordance: CardAffordance;
  /** A covered card of a cascade: only its top edge (its info bar) shows. */
  covered?: boolean;
  /** In god mode every card is a button that opens its god tools. */
  godMode?: boolean;
  onAct: (card: CardRef, actions: readonly LegalSnap[], anchor: HTMLElement) => void;
  onContextMenu: (card: CardRef, anchor: HTMLElement) => void;
  onHover: (card: CardRef | null, anchor: HTMLElement | null) => void;
};

const backs = new WeakMap<GameFaces, Map<boolean, string>>();

/** The game's card back, drawn once per game and orientation. */
function backOf(faces: GameFaces, exhausted: boolean): string {
  let byTurn = backs.get(faces);
  if (!byTurn) backs.set(faces, (byTurn = new Map()));
  let svg = byTurn.get(exhausted);
  if (!svg) byTurn.set(exhausted, (svg = renderBack(faces, { exhausted })));
  return svg;
}

/** Whether two renderings of a card would look and act the same (snapshots are new objects each time). */
function sameCard(a: Props, b: Props): boolean {
  if (a.face !== b.face || a.art !== b.art || a.faces !== b.faces || a.size !== b.size || a.covered !== b.covered || a.godMode !== b.godMode || a.onAct !== b.onAct || a.onContextMenu !== b.onContextMenu || a.onHover !== b.onHover) return false;
  const x = a.card;
  const y = b.card;
  if (x.id !== y.id || x.def !== y.def || x.exhausted !== y.exhausted || x.damage !== y.damage || JSON.stringify(x.counters) !== JSON.stringify(y.counters) || JSON.stringify(x.changed) !== JSON.stringify(y.changed) || x.states.join() !== y.states.join()) return false;
  const p = a.affordance;
  const q = b.affordance;
  return p.candidate === q.candidate && p.picked === q.picked && p.targeted === q.targeted && p.actions.length === q.actions.length && p.actions.every((action, i) => action.index === q.actions[i]!.index && action.text === q.actions[i]!.text);
}

export const TableCard = memo(function TableCard({ card, face, art, faces, size, affordance, covered = false, godMode = false, onAct, onContextMenu, onHover }: Props) {
  const shown = card.def !== null && face !== undefined;
  const counters = JSON.stringify(card.counters);
  const svg = useMemo(() => {
    if (!shown) return backOf(faces, card.exhausted);
    const parsed = JSON.parse(counters) as Record<string, number>;
    return drawFace(face, art, false, { small: true, damage: card.damage, exhausted: card.exhausted, counters: Object.keys(parsed).length > 0 ? parsed : undefined }).svg;
  }, [shown, face, art, faces, card.damage, card.exhausted, counters]);
  const name = shown ? face.name : 'Face-down card';
  const { actions, candidate, picked, targeted } = affordance;
  const classes = ['t-card', `size-${size}`, card.exhausted ? 'exhausted' : '', shown ? '' : 'face-down', actions.length > 0 ? 'actionable' : '', candidate ? 'candidate' : '', picked ? 'picked' : '', targeted ? 'targeted' : '', covered ? 'covered' : ''].filter(Boolean).join(' ');
  const changed = Object.entries(card.changed);
  const body = (
    <>
      <div className="t-card-face" dangerouslySetInnerHTML={{ __html: svg }} />
      {changed.length > 0 && !covered ? (
        <span className="t-card-changed" aria-hidden="true">
          {changed.map(([stat, value]) => `${stat} ${value}`).join(' · ')}
        </span>
      ) : null}
      {card.states.length > 0 && !covered ? <span className="t-card-state">{card.states.join(', ')}</span> : null}
    </>
  );
  const hover = {
    onMouseEnter: (event: React.MouseEvent<HTMLElement>) => onHover(card.id, event.currentTarget),
    onMouseLeave: () => onHover(null, null),
    onFocus: (event: React.FocusEvent<HTMLElement>) => onHover(card.id, event.currentTarget),
    onBlur: () => onHover(null, null),
  };
  const menu = {
    onContextMenu: (event: React.MouseEvent<HTMLElement>) => {
      event.preventDefault();
      onContextMenu(card.id, event.currentTarget);
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
        event.preventDefault();
        onContextMenu(card.id, event.currentTarget);
      }
    },
  };
  const state = [card.exhausted ? 'exhausted' : '', card.damage > 0 ? `${card.damage} damage` : '', ...Object.entries(card.counters).filter(([, n]) => n > 0).map(([c, n]) => `${n} ${c.replace(/-/g, ' ')}`)].filter(Boolean).join(', ');
  const described = state ? `${name} (${state})` : name;
  if (actions.length === 0 && !godMode) {
    return (
      <div className={classes} data-testid="table-card" data-card={name} data-card-id={card.id} role="img" aria-label={described} {...hover} {...menu}>
        {body}
      </div>
    );
  }
  const label = actions.length === 1 ? `${name}: ${actions[0]!.text}` : actions.length > 1 ? `${name}: ${actions.length} actions` : `${described}: god tools`;
  return (
    <button
      type="button"
      className={classes}
      data-testid="table-card"
      data-card={name}
      data-card-id={card.id}
      aria-label={label}
      aria-haspopup={actions.length !== 1 || godMode ? 'menu' : undefined}
      title={actions.map((a) => a.text).join('\n') || undefined}
      onClick={(event) => onAct(card.id, actions, event.currentTarget)}
      {...hover}
      {...menu}
    >
      {body}
    </button>
  );
}, sameCard);
