// How a client (the Electron preload, the web client) keeps the session its page works in: the
// answer to a channel that starts a session names it, a closed workspace ends it. Kept free of
// zod so the preload bundle stays small; the host validates every id it receives.
import { type ChannelName, sessionEndingChannels, sessionStartingChannels } from './channel-names';

/** The session to send with the page's next request, after `answer` came back for `channel`. */
export function sessionAfter(channel: string, answer: unknown, current: string | null): string | null {
  if (typeof answer !== 'object' || answer === null || (answer as { ok?: unknown }).ok !== true) return current;
  if (sessionStartingChannels.includes(channel as ChannelName)) {
    const value = (answer as { value?: unknown }).value;
    const session = typeof value === 'object' && value !== null ? (value as { session?: unknown }).session : null;
    return typeof session === 'string' ? session : null;
  }
  if (sessionEndingChannels.includes(channel as ChannelName)) return null;
  return current;
}
