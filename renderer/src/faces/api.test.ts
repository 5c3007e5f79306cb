import { describe, expect, it } from 'vitest';
import { createFacesApi } from './api';

const manifest = { game: 'stak-bots', set: 'starter', name: 'Starter' };
const folder = 'sets/stak-bots/starter';
const A = `${folder}/a.cards`;
const B = `${folder}/b.cards`;

describe('the faces worker API', () => {
  it('holds the workspace it is given and answers for the card at a position', async () => {
    const api = createFacesApi();
    await api.load([{ folder, manifest }], [
      { path: A, text: 'game stak-bots\n\nbot "Ant" rank 1 power 2 {}\n' },
      { path: B, text: 'game stak-bots\n\nbot "Bee" rank 2 power 3 {\n  entry: draw a card\n}\n' },
    ]);
    const found = await api.faceAt(B, { line: 3, character: 4 });
    expect(found?.status === 'card' && found.face).toMatchObject({ name: 'Bee', setName: 'Starter', rulesText: 'Entry: draw a card.' });
    expect((await api.setFaces(folder))?.cards.map((c) => c.name)).toEqual(['Ant', 'Bee']);
    expect(await api.setFaces('sets/other/set')).toBeNull();
  });

  it('follows changed and deleted files, and starts over on load', async () => {
    const api = createFacesApi();
    await api.load([{ folder, manifest }], [{ path: A, text: 'game stak-bots\n\nbot "Ant" rank 1 power 2 {}\n' }]);
    await api.update(A, 'game stak-bots\n\nbot "Ant" rank 1 power 9 {}\n');
    const found = await api.faceAt(A, { line: 2, character: 0 });
    expect(found?.status === 'card' && found.face.stats).toEqual([
      { name: 'rank', value: 1 },
      { name: 'power', value: 9 },
    ]);
    await api.update(B, 'game stak-bots\n\nbot "Bee" rank 2 power 3 {}\n');
    expect((await api.setFaces(folder))?.cards).toHaveLength(2);
    await api.update(A, null);
    expect((await api.setFaces(folder))?.cards.map((c) => c.name)).toEqual(['Bee']);
    await api.load([], []);
    expect(await api.faceAt(B, { line: 2, character: 0 })).toBeNull();
  });
});
