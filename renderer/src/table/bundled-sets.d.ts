// The sets bundled with the studio, compiled when the page is built (scripts/bundled-sets.ts).
declare module 'virtual:cardwright/bundled-sets' {
  import type { SetFile } from '../../../engine/defs';
  const sets: SetFile[];
  export default sets;
}
