// The card faces' controller and its state, for components; and what drawing a face needs
// (the fonts loaded, a measure, the game's templates).
import { partHooks } from '../hooks/part-hooks';
import { useEffect, useState } from 'react';
import type { CardFace } from '../../../card-dsl/service/faces';
import type { GameFaces } from '../../../engine/defs/faces';
import { facesOf as gameFacesOf } from '../../../engine/games/faces';
import { vocabularies } from '../../../engine/games/vocabularies';
import type { FacesController, FacesState } from './controller';
import type { Measure } from './fit';
import { loadFaceFonts } from './fonts';
import { canvasMeasure } from './measure';

const facesHooks = partHooks<FacesController, FacesState>('FacesContext');

export const FacesContext = facesHooks.Context;
export const useFacesController = facesHooks.useController;
/** A slice of the faces state (something already in it, or a primitive). */
export const useFaces = facesHooks.useSlice;

/** The templates of a card's game: its own, or generic ones. */
export function facesOfCard(face: Pick<CardFace, 'game' | 'kind'>): GameFaces {
  const vocabulary = vocabularies.get(face.game) ?? { game: face.game || 'cards', name: face.game || 'Cards', cardKinds: [{ name: face.kind, doc: '', stats: [], abilityWords: [] }] };
  return gameFacesOf(vocabulary);
}

let sharedMeasure: Measure | null = null;

export function faceMeasure(): Measure {
  sharedMeasure ??= canvasMeasure();
  return sharedMeasure;
}

/** True once the faces' fonts are loaded (text measured before would be measured wrong). */
export function useFaceFonts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadFaceFonts().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
