// The right-hand pane: the card preview. (The sandbox table has the centre's Table view.)
import { Preview } from './faces/Preview';

export function SidePane() {
  return (
    <aside className="side-pane" data-testid="side-pane" aria-label="Card preview">
      <div className="side-body preview-body">
        <Preview />
      </div>
    </aside>
  );
}
