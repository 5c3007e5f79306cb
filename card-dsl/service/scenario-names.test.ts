import { describe, expect, it } from 'vitest';
import { applyTextEdits as apply } from './positions';
import { scenarioRenameEdits } from './scenario-names';

const SCENARIO = [
  'version: 1',
  'name: One Bolt Pup meets a Bolt Puppy',
  'given:',
  '  p1: { stak: [Bolt Pup, Welder], hand: [] }  # Bolt Pup on the bottom',
  'steps:',
  '  - p1: play Bolt Pup',
  'expect:',
  '  events: [played Bolt Pup, entry Bolt Pup, drew Bolt Puppy]',
  "  note: 'Bolt Pup # not a comment'",
  '',
].join('\n');

describe('applyTextEdits', () => {
  it('applies edits given in the original coordinates, in any order, skipping overlaps', () => {
    const text = 'ab\ncd\nef';
    const at = (line: number, a: number, b: number) => ({ start: { line, character: a }, end: { line, character: b } });
    expect(apply(text, [{ range: at(2, 0, 1), newText: 'E' }, { range: at(0, 1, 2), newText: 'BB' }])).toBe('aBB\ncd\nEf');
    expect(apply(text, [{ range: at(0, 0, 2), newText: 'x' }, { range: at(0, 1, 2), newText: 'y' }])).toBe('x\ncd\nef');
    expect(apply(text, [])).toBe(text);
  });
});

describe('scenario rename', () => {
  it('renames whole-word uses outside comments', () => {
    const out = apply(SCENARIO, scenarioRenameEdits(SCENARIO, 'Bolt Pup', 'Spark Pup'));
    expect(out).toContain('name: One Spark Pup meets a Bolt Puppy');
    expect(out).toContain('stak: [Spark Pup, Welder], hand: [] }  # Bolt Pup on the bottom');
    expect(out).toContain('- p1: play Spark Pup');
    expect(out).toContain('events: [played Spark Pup, entry Spark Pup, drew Bolt Puppy]');
    expect(out).toContain("note: 'Spark Pup # not a comment'");
  });

  it('changes nothing when the new name could not be written plainly in YAML, or nothing changes', () => {
    expect(scenarioRenameEdits(SCENARIO, 'Bolt Pup', 'Pup, the Bolt')).toEqual([]);
    expect(scenarioRenameEdits(SCENARIO, 'Bolt Pup', 'Bolt Pup')).toEqual([]);
    expect(scenarioRenameEdits(SCENARIO, 'Gearhead', 'Gear')).toEqual([]);
  });
});
