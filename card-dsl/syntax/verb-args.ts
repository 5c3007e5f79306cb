// Which declared argument of a game verb each written argument fills: the named ones take their
// own, and the unnamed ones fill what is left in declaration order (`scrap this` gives `this`
// to the verb's first argument). The checker and the compiler both assign arguments this way.
import type { VerbSpec } from '../../engine/defs';
import type { VerbArg } from './ast';

/** For each written argument, the declared one it fills, or null (an unknown name, or no argument left). */
export function assignArgs(spec: VerbSpec, args: readonly VerbArg[]): (string | null)[] {
  const declared = Object.keys(spec.args);
  const named = new Set(args.flatMap((a) => (a.name && declared.includes(a.name.text) ? [a.name.text] : [])));
  const open = declared.filter((name) => !named.has(name));
  return args.map((arg) => {
    if (arg.name) return declared.includes(arg.name.text) ? arg.name.text : null;
    return open.shift() ?? null;
  });
}
