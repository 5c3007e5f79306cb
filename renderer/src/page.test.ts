// Checks on the page itself: the policy in index.html is the shared one, and nothing inline.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { META_CONTENT_SECURITY_POLICY } from '../../electron/shared/csp';

const html = readFileSync(fileURLToPath(new URL('../index.html', import.meta.url)), 'utf8');

describe('renderer/index.html', () => {
  it('carries exactly the shared Content-Security-Policy', () => {
    const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
    expect(match?.[1]).toBe(META_CONTENT_SECURITY_POLICY);
  });

  it('has no inline script and loads nothing from elsewhere', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\.\//);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
  });
});
