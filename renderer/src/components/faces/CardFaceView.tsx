// One card face, drawn as inline SVG from its template (the same markup that exports print).
import { memo, useMemo } from 'react';
import type { CardFace } from '../../../../card-dsl/service/faces';
import { faceMeasure, facesOfCard } from '../../faces/hooks';
import { renderFace, type FaceState, type RenderedFace } from '../../faces/svg';

type Props = FaceState & {
  face: CardFace;
  art: string | null;
  /** Mark numbers the written text leaves out, and text cut for lack of room. */
  problems?: boolean;
  className?: string;
};

/** Faces drawn lately, by card data and how they were drawn: scrolling back costs nothing. */
const drawn = new WeakMap<CardFace, Map<string, RenderedFace>>();

/** The face's markup, from the cache when this card was drawn the same way before. */
export function drawFace(face: CardFace, art: string | null, problems: boolean, state: FaceState = {}): RenderedFace {
  const key = `${art ?? ''}|${problems ? 1 : 0}|${JSON.stringify(state)}`;
  let forCard = drawn.get(face);
  if (!forCard) drawn.set(face, (forCard = new Map()));
  let rendered = forCard.get(key);
  if (!rendered) {
    rendered = renderFace(face, facesOfCard(face), faceMeasure(), { art, problems, ...state });
    if (forCard.size > 4) forCard.clear();
    forCard.set(key, rendered);
  }
  return rendered;
}

export const CardFaceView = memo(function CardFaceView({ face, art, problems = false, className, ...state }: Props) {
  const { small, damage, exhausted, faceDown } = state;
  const counters = state.counters ? JSON.stringify(state.counters) : '';
  const rendered = useMemo(
    () => drawFace(face, art, problems, { small, damage, exhausted, faceDown, counters: counters ? (JSON.parse(counters) as Record<string, number>) : undefined }),
    [face, art, problems, small, damage, exhausted, faceDown, counters],
  );
  return <div className={`card-face ${exhausted ? 'sideways' : ''} ${className ?? ''}`} data-testid="card-face" data-card={face.name} data-overflow={rendered.overflow ? 'true' : 'false'} dangerouslySetInnerHTML={{ __html: rendered.svg }} />;
});
