// The variants' fieldset shared by the New table dialog and the simulation's setup, rendered to
// markup: a checkbox for each variant offered, and the parameters of those switched on only, each
// labelled with its variant's name and showing the value chosen, or its default.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { VariantChoice } from '../model';
import { VariantChoices, variantDefaults } from './VariantChoices';

const offered: VariantChoice[] = [
  { id: 'super-shop', name: 'Super shop', doc: 'More shop.', from: 'rules', params: [{ name: 'cents', type: 'int', default: 5, min: 0, max: 20, doc: 'Cents.' }] },
  { id: 'chosen-characters', name: 'Chosen characters', doc: 'Choose.', from: 'rules', params: [{ name: 'pick', type: 'choice', default: 'one-of-two', choices: ['one-of-two', 'any'], doc: 'How.' }] },
  { id: 'quick-draw', name: 'Quick Draw', doc: 'Draw.', from: 'set', params: [{ name: 'twice', type: 'bool', default: false, doc: 'Twice.' }] },
];

const render = (values: Record<string, Record<string, number | boolean | string>>) =>
  renderToStaticMarkup(<VariantChoices className="group" checkClass="check" fieldClass="field" paramClass="param" offered={offered} values={values} onToggle={() => undefined} onParam={() => undefined} />);

describe('VariantChoices', () => {
  it('offers every variant, a set\'s said to be from a set, with no parameter shown while it is off', () => {
    const html = render({});
    expect(html).toMatch(/^<fieldset class="group"><legend>Variants<\/legend>/);
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
    expect(html).toContain('Quick Draw <span class="muted">(from a set)</span>');
    expect(html).not.toContain('Super shop: cents');
  });

  it('shows the parameters of a variant switched on, as chosen or at their defaults', () => {
    const html = render({ 'super-shop': { cents: 9 }, 'chosen-characters': {}, 'quick-draw': { twice: true } });
    expect(html).toContain('<label class="field param" title="Cents."><span>Super shop: cents</span><input type="number" min="0" max="20" step="1" value="9"/>');
    expect(html).toContain('<span>Chosen characters: pick</span><select><option selected="">one-of-two</option><option>any</option></select>');
    expect(html).toContain('<label class="check param" title="Twice."><input type="checkbox" checked=""/><span>Quick Draw: twice</span>');
  });

  it('renders nothing when no variant is offered, and switches one on at its defaults', () => {
    expect(renderToStaticMarkup(<VariantChoices className="g" checkClass="c" fieldClass="f" paramClass="p" offered={[]} values={{}} onToggle={() => undefined} onParam={() => undefined} />)).toBe('');
    expect(variantDefaults(offered[1]!.params)).toEqual({ pick: 'one-of-two' });
  });
});
