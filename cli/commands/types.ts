/** A `cardwright` subcommand: runs with its arguments and returns the exit code. */
export type Command = {
  summary: string;
  usage: string;
  run: (args: string[], io: Io) => Promise<number>;
};

export type Io = {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Rewrites the current line (progress); a no-op when output is not a terminal. */
  progress: (line: string) => void;
};
