/**
 * First load of the sign-in page, signed out, with a cold cache, in Debian's Chromium: how much
 * JavaScript (gzipped bytes on the wire) arrives before the login form can be used, and how soon the
 * first content is painted. Goal: at most 350 KB of gzipped JavaScript before sign-in.
 */
import { openBrowser, type Browser } from '../../e2e/support/browser';

const RUNS = 3;
const JS_GOAL_KB = 350;

interface Sample {
  scriptBytes: number;
  scriptCount: number;
  fcpMs: number;
  formUsableMs: number;
}

async function loadAuthOnce(browser: Browser, baseUrl: string): Promise<Sample> {
  // A new context has an empty cache and no cookies: a first visit, signed out.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  let formUsable = false;
  page.on('requestfinished', (request) => {
    if (formUsable || request.resourceType() !== 'script') return;
    scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto(`${baseUrl}/auth`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('button', { name: 'Sign In' }).waitFor();
  await form.getByLabel('Email').waitFor();
  formUsable = true;
  const timings = await page.evaluate(() => ({
    formUsableMs: performance.now(),
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  const sizes = await Promise.all(scripts);
  await context.close();
  return { scriptBytes: sizes.reduce((sum, size) => sum + size, 0), scriptCount: sizes.length, ...timings };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function runFrontendBench(baseUrl: string): Promise<Record<string, number>> {
  // The journeys' Chromium, launched the same way (fresh profile, flags for a network-less machine).
  const browser = await openBrowser();
  try {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1) samples.push(await loadAuthOnce(browser, baseUrl));
    const kb = median(samples.map((sample) => sample.scriptBytes)) / 1024;
    console.log(
      `frontend: /auth loads ${kb.toFixed(1)} KB of gzipped JavaScript before the login form is usable (goal <= ${JS_GOAL_KB} KB: ${kb <= JS_GOAL_KB ? 'met' : 'not met'})`,
    );
    return {
      'frontend /auth JS before interactive KB (gzip)': kb,
      'frontend /auth JS files before interactive': median(samples.map((sample) => sample.scriptCount)),
      'frontend /auth first contentful paint ms': median(samples.map((sample) => sample.fcpMs)),
      'frontend /auth login form usable ms': median(samples.map((sample) => sample.formUsableMs)),
    };
  } finally {
    await browser.close();
  }
}
