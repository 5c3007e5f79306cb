// The new-set wizard against a fake host and scripted answers.
import { describe, expect, it } from 'vitest';
import type { HostError, Result, WorkspaceSnapshot } from '../../../electron/shared/contract';
import { vocabularies } from '../../../engine/games/vocabularies';
import { gameChoices } from './games';
import { type GameChoice, cardFileHeader, expandSnippet, firstCardText, newSetWizard } from './new-set';
import type { DialogAnswer, DialogSpec } from './types';

const games: GameChoice[] = await gameChoices();
const snapshot: WorkspaceSnapshot = { root: '/w', name: 'W', sets: [] };
const ok = <T,>(value: T): Result<T> => ({ ok: true, value });

function wizard(answers: DialogAnswer[], host: { createSet?: (r: { game: string; set: string; name: string }) => Result<WorkspaceSnapshot>; existing?: string } = {}) {
  const asked: DialogSpec[] = [];
  const created: { game: string; set: string; name: string }[] = [];
  const written: { path: string; content: string; baseVersion: string | null }[] = [];
  const run = newSetWizard({
    games: async () => games,
    workspace: () => snapshot,
    ask: async (spec) => {
      asked.push(spec);
      const answer = answers.shift();
      if (!answer) throw new Error(`no answer left for "${spec.title}"`);
      return answer;
    },
    host: {
      createSet: async (request) => {
        created.push(request);
        return host.createSet?.(request) ?? ok(snapshot);
      },
      readFile: async ({ path }) => ok({ path, content: host.existing ?? cardFileHeader(created.at(-1)!.game, created.at(-1)!.name), version: 'a'.repeat(64) }),
      writeFile: async ({ path, content, baseVersion }) => {
        written.push({ path, content, baseVersion });
        return ok({ path, version: '0'.repeat(64) });
      },
    },
  });
  return { run, asked, created, written };
}

describe('the new-set wizard', () => {
  it('offers every game of the engine, then the card kinds of the game chosen', async () => {
    const { run, asked } = wizard([
      { button: 'next', values: { game: 'four-souls', name: 'Wrath', set: '' } },
      { button: 'cancel', values: {} },
    ]);
    expect(await run).toBeNull();
    expect(asked[0]?.fields?.[0]?.options?.map((o) => o.value).sort()).toEqual([...vocabularies.keys()].sort());
    expect(asked[1]?.fields?.[0]?.options?.map((o) => o.value)).toEqual(vocabularies.get('four-souls')!.cardKinds.map((k) => k.name));
  });

  it('makes the set with its folder from the name, and writes the first card from its kind\'s snippet', async () => {
    const { run, created, written } = wizard([
      { button: 'next', values: { game: 'stak-bots', name: 'Scrap Yard', set: '' } },
      { button: 'create', values: { kind: 'bot', card: 'Rust "Bucket"' } },
    ]);
    const made = await run;
    expect(created).toEqual([{ game: 'stak-bots', set: 'scrap-yard', name: 'Scrap Yard' }]);
    expect(written).toEqual([{ path: 'sets/stak-bots/scrap-yard/cards.cards', content: 'game stak-bots\nset "Scrap Yard"\n\nbot "Rust \\"Bucket\\"" rank 1 power 1 {\n  \n}\n', baseVersion: 'a'.repeat(64) }]);
    // The cursor goes into the card's body, where its abilities are written.
    expect(made).toMatchObject({ set: 'sets/stak-bots/scrap-yard', file: 'sets/stak-bots/scrap-yard/cards.cards', cursor: { line: 5, column: 3 } });
  });

  it('asks again with the reason when the set cannot be made, keeping what was typed, and goes back on Back', async () => {
    const { run, asked } = wizard(
      [
        { button: 'next', values: { game: 'stak-bots', name: '', set: '' } },
        { button: 'next', values: { game: 'stak-bots', name: 'Core', set: 'Bad Folder!' } },
        { button: 'next', values: { game: 'stak-bots', name: 'Core', set: 'core' } },
        { button: 'back', values: { kind: 'bot', card: '' } },
        { button: 'next', values: { game: 'stak-bots', name: 'Core', set: 'core' } },
        { button: 'create', values: { kind: 'bot', card: 'Pup' } },
        { button: 'cancel', values: {} },
      ],
      { createSet: () => ({ ok: false, error: { code: 'already-exists', message: 'The set stak-bots/core already exists' } as HostError }) },
    );
    expect(await run).toBeNull();
    expect(asked.map((a) => a.error ?? '')).toEqual(['', 'Type a name for the set', expect.stringContaining('lowercase'), '', '', '', expect.stringContaining('already exists')]);
    expect(asked[4]?.fields?.find((f) => f.id === 'name')?.value).toBe('Core');
    expect(asked[6]?.fields?.find((f) => f.id === 'set')?.value).toBe('core');
  });

  it('writes out a snippet: the name in the first place, the other places\' defaults', () => {
    expect(expandSnippet('monster "${1:Name}" hp ${2:1} evasion ${3:1} {\n  $0\n}', 'Pooter')).toEqual({ text: 'monster "Pooter" hp 1 evasion 1 {\n  \n}', body: 36 });
    expect(firstCardText(cardFileHeader('x', 'S'), { kind: 'k', label: 'k card', snippet: 'k "${1:Name}"' }, 'A')).toEqual({ text: 'game x\nset "S"\n\nk "A"\n', cursor: { line: 4, column: 6 } });
  });

  it('keeps a card file that was already there, writing the card after its text', async () => {
    const { run, written } = wizard(
      [
        { button: 'next', values: { game: 'stak-bots', name: 'Old', set: '' } },
        { button: 'create', values: { kind: 'bot', card: 'Pup' } },
      ],
      { existing: 'game stak-bots\n\nbot "Kept" rank 1 power 1 {}\n' },
    );
    const made = await run;
    expect(written[0]?.content).toBe('game stak-bots\n\nbot "Kept" rank 1 power 1 {}\n\nbot "Pup" rank 1 power 1 {\n  \n}\n');
    expect(made?.cursor).toEqual({ line: 6, column: 3 });
  });
});
