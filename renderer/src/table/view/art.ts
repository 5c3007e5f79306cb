// The art a card's face shows in the editor, for the table's small faces and its zoom: the same
// file (`<set folder>/art/<slug>.<ext>`, faces/art.ts) loaded once by the faces controller. A
// card of a bundled set that is not in the workspace has no art here, as in the editor.
import { useMemo } from 'react';
import type { CardFace } from '../../../../card-dsl/service/faces';
import { useFaces, useFacesController } from '../../faces/hooks';

/** A function giving a face's art as a data URL (null while it loads, or when it has none); a new one once more art has loaded. */
export function useTableArt(): (face: CardFace | undefined) => string | null {
  const faces = useFacesController();
  const loaded = useFaces((s) => s.art);
  return useMemo(() => {
    // Finding the file looks through the set's files: once per face while this art is current.
    const found = new Map<CardFace, string | null>();
    return (face) => {
      if (!face || face.path === '') return null;
      let art = found.get(face);
      if (art === undefined) found.set(face, (art = faces.art(face)));
      return art;
    };
  }, [faces, loaded]);
}
