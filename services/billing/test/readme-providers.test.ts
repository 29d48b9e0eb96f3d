import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { WEBHOOK_EVENT_TYPES } from '../src/domain/webhooks';

/**
 * Whoever sets up the Stripe webhook endpoint does it from the README: an endpoint on another API version
 * sends objects in another shape, and an event type left out is never delivered. So the README's version and
 * event list must be the ones billing is built for, and change when the SDK or the handler does.
 */
const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Providers in production'), readme.indexOf('**What the fakes prove'));
const stripePart = section.slice(section.indexOf('**Stripe**'), section.indexOf('**Lulu**'));

describe("the README's Stripe setup", () => {
  it('pins the webhook endpoint to the API version billing sends requests in, and names the pinned SDK', () => {
    expect(section.length).toBeGreaterThan(0);
    const named = new Set(stripePart.match(/\d{4}-\d{2}-\d{2}\.[a-z]+/g) ?? []);
    expect([...named]).toEqual([Stripe.API_VERSION]);
    // The package's exports hide its package.json: read it beside the resolved entry point.
    const entry = createRequire(import.meta.url).resolve('stripe');
    const packageJson = `${entry.slice(0, entry.lastIndexOf('/node_modules/stripe/'))}/node_modules/stripe/package.json`;
    const sdkVersion = (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
    expect(stripePart).toContain(`\`stripe\` SDK (${sdkVersion})`);
  });

  it('lists exactly the event types billing handles', () => {
    const events = stripePart.slice(stripePart.indexOf('- Events'), stripePart.indexOf('- Billing settings'));
    const listed = [...events.matchAll(/`([a-z_]+(?:\.[a-z_]+)+)`/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });
});
