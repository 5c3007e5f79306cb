// How the renderer talks to the loopback web host (`npm run web`): the same channels and
// events as the Electron preload, carried over HTTP on 127.0.0.1.
//
//   POST /api/<channel>            body: the request as JSON (UTF-8); header TOKEN_HEADER: the
//                                  token; header SESSION_HEADER: the tab's session, if it has one
//                                  answer: 200 with a Result<response> as JSON
//                                          401 with a Result error 'unauthorized'
//   GET  /api/events?token=<token>&session=<session>
//                                  Server-Sent Events of that session: `event: <event name>` +
//                                  `data: <json>`; 404 with 'session-closed' for a session that
//                                  is not open (the browser then stops retrying)
//
// The token is random per launch; the printed URL carries it in its fragment
// (`http://127.0.0.1:<port>/#token=<token>`) so it never reaches server logs or referrers.

import { MAX_FILE_BYTES } from './contract';

export const API_PREFIX = '/api/';
export const EVENTS_PATH = '/api/events';
export const TOKEN_HEADER = 'x-cardwright-token';
/** The session the request belongs to (see SessionId in the contract); absent before one starts. */
export const SESSION_HEADER = 'x-cardwright-session';
export const SESSION_PARAM = 'session';
export const TOKEN_FRAGMENT = 'token';
/**
 * Largest request body the web host reads: the largest legal file write, whatever its text.
 * MAX_FILE_BYTES counts characters, and a control character is six bytes in JSON (`\u0001`),
 * so a write can need six times that, plus its path and the JSON around it.
 */
export const MAX_BODY_BYTES = 6 * MAX_FILE_BYTES + 64 * 1024;

export function tokenFromFragment(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get(TOKEN_FRAGMENT);
  return token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null;
}
