// A minimal observable store. State changes are applied synchronously, so async work always
// reads the current state (React's own state would be a render behind).
export type Listener = () => void;

export class Store<S> {
  private listeners = new Set<Listener>();

  constructor(private state: S) {}

  get = (): S => this.state;

  update(change: (state: S) => S): void {
    const next = change(this.state);
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
