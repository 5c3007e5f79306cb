// Escaping for SVG markup built as text: every value from a card (its name, its text) passes
// through one of these, so a card can never inject markup into a face.

const TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTRIBUTE: Record<string, string> = { ...TEXT, '"': '&quot;', "'": '&#39;' };

/** Text content; control characters (not allowed in XML) are dropped. */
export function text(value: string): string {
  return stripControl(value).replace(/[&<>]/g, (c) => TEXT[c]!);
}

export function attr(value: string | number): string {
  return stripControl(String(value)).replace(/[&<>"']/g, (c) => ATTRIBUTE[c]!);
}

function stripControl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}
