/**
 * Route-level tests of a remote's pages: the page renders at its registered path inside the same
 * providers the shell gives it (BedtimeProviders: antd, the query client, the session, toasts, the
 * router), in jsdom, and its requests are answered by a table of API routes the test writes. Nothing
 * of the page is replaced: its components, queries and contract parsing all run. A test file opts in
 * with the jsdom environment pragma of vitest on its first line.
 */
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { User } from '@bedtime/contracts';
import { BedtimeProviders } from '../providers';

// A page's first render loads antd and its chunks: on a loaded machine that takes seconds, not the
// one second `findBy*` waits by default (expect.poll's matching default is in vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

/** What a test route answers: a JSON body (status 200), or a status with a body. */
export type ApiAnswer = string | number | boolean | null | readonly unknown[] | { [key: string]: unknown };
/** An API route: its answer, or a function of the request that gives one. */
export type ApiRoute = ApiAnswer | ((request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>);
export interface ApiRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** `'GET /api/stories'`, `'POST /api/stories/:id/favorite'`: a method and a path whose `:name` parts match one segment. */
export type ApiRoutes = Record<string, ApiRoute>;

export interface RenderedPage extends RenderResult {
  /** Every request the page made, in order. */
  requests: ApiRequest[];
}

const statusAnswer = (answer: ApiAnswer): answer is { status: number; body?: unknown } =>
  typeof answer === 'object' &&
  answer !== null &&
  'status' in answer &&
  typeof (answer as { status: unknown }).status === 'number' &&
  Object.keys(answer).every((key) => key === 'status' || key === 'body');

function matches(pattern: string, method: string, path: string): boolean {
  const [patternMethod, patternPath = ''] = pattern.split(' ');
  if (patternMethod !== method) return false;
  const want = patternPath.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** jsdom lacks what antd's layout code asks the browser for. */
function browserShims(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

/**
 * Answers the page's fetches from `routes`; a request no route names fails the test's expectations with
 * a 404 the page shows, and is listed in `requests` so the test can say what it expected instead.
 */
export function answerApi(routes: ApiRoutes, requests: ApiRequest[] = []): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: ApiRequest = { method, path: url.pathname, query: url.searchParams, body: text ? (JSON.parse(text) as unknown) : undefined };
    requests.push(request);
    const key = Object.keys(routes).find((pattern) => matches(pattern, method, url.pathname));
    const route: ApiRoute = (key === undefined ? undefined : routes[key]) ?? { status: 404, body: { message: `No test route for ${method} ${url.pathname}` } };
    const answer = await (typeof route === 'function' ? route(request) : route);
    const { status, body } = statusAnswer(answer) ? answer : { status: 200, body: answer };
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

/**
 * Renders `Page` at `url` (e.g. `/story/s1`), routed as `path` (its registry path, e.g. `story/:id`),
 * with the API answered by `routes`. `user` is who is signed in (`GET /api/user`); null is a visitor.
 */
export function renderPage(Page: ComponentType, options: { path: string; url?: string; routes?: ApiRoutes; user?: User | null }): RenderedPage {
  browserShims();
  const requests: ApiRequest[] = [];
  const user = options.user === undefined ? null : options.user;
  const routes: ApiRoutes = { 'GET /api/user': user ? { user } : { status: 401, body: { message: 'Not signed in' } }, ...options.routes };
  globalThis.fetch = answerApi(routes, requests);
  const routePath = options.path.startsWith('/') ? options.path : `/${options.path}`;
  window.history.replaceState({}, '', options.url ?? routePath);
  const result = render(
    <BedtimeProviders>
      <Routes>
        <Route path={routePath} element={<Page />} />
      </Routes>
    </BedtimeProviders>,
  );
  return Object.assign(result, { requests });
}

/** Unmounts each test's page after it (vitest runs here without globals, so Testing Library cannot by itself). */
export function cleanUpPagesAfterEach(): void {
  afterEach(() => cleanup());
}

/** A signed-in parent as `GET /api/user` answers, with `overrides`. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'parent@example.com',
    firstName: 'Sam',
    lastName: 'Parent',
    nickname: null,
    displayName: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    subscriptionStatus: 'trial',
    subscriptionEndsAt: null,
    trialEndsAt: '2099-01-01T00:00:00.000Z',
    isAdmin: false,
    emailVerified: true,
    ...overrides,
  } as User;
}
