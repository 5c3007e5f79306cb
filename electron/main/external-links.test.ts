import { describe, expect, it } from 'vitest';
import { isDocumentationLink, openExternalLink } from './external-links';

const DOCS = ['https://docs.example.org/cardwright/'];

describe('outside links', () => {
  it('recognise the documentation by whole path segments of an https address', () => {
    expect(isDocumentationLink('https://docs.example.org/cardwright/', DOCS)).toBe(true);
    expect(isDocumentationLink('https://docs.example.org/cardwright/dsl#verbs', DOCS)).toBe(true);
    expect(isDocumentationLink('https://docs.example.org/cardwright-evil/', DOCS)).toBe(false);
    expect(isDocumentationLink('http://docs.example.org/cardwright/', DOCS)).toBe(false);
    expect(isDocumentationLink('https://docs.example.org.evil.example/cardwright/', DOCS)).toBe(false);
    expect(isDocumentationLink('https://user@docs.example.org/cardwright/', DOCS)).toBe(false);
    // The address is read as the browser will read it: an encoded `..` leaves the prefix.
    expect(isDocumentationLink('https://docs.example.org/cardwright/%2e%2e/x', DOCS)).toBe(false);
  });

  it('open documentation at once, ask about anything else, and never open what is not https', async () => {
    const opened: string[] = [];
    const asked: string[] = [];
    let yes = false;
    const deps = {
      open: async (url: string) => void opened.push(url),
      confirm: async (url: string) => (asked.push(url), yes),
      allowed: DOCS,
    };
    expect(await openExternalLink('https://docs.example.org/cardwright/dsl', deps)).toBe(true);
    expect(await openExternalLink('https://elsewhere.example/', deps)).toBe(false);
    yes = true;
    expect(await openExternalLink('https://elsewhere.example/', deps)).toBe(true);
    expect(await openExternalLink('file:///etc/passwd', deps)).toBe(false);
    expect(await openExternalLink('javascript:alert(1)', deps)).toBe(false);
    expect(asked).toEqual(['https://elsewhere.example/', 'https://elsewhere.example/']);
    expect(opened).toEqual(['https://docs.example.org/cardwright/dsl', 'https://elsewhere.example/']);
  });

});
