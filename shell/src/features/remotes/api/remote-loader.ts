import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { findWidget, type RemoteName } from '@bedtime/platform';

export type { RemoteName };
export const RUNTIME_MANIFEST_URL = '/runtime/remotes.json';

/** A remote page that could not be fetched or is not a page; Retry loads it again from scratch. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly page: string,
    cause: unknown,
  ) {
    super(`Could not load ${remote}/${page}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/**
 * A page whose remote is not deployed here: it is missing from the runtime manifest, its manifest URL
 * answers 404, or the page is registered but not built yet. Retrying cannot help, so the shell says so.
 */
export class RemoteNotDeployedError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly page: string,
    reason: string,
  ) {
    super(`${remote}/${page} is not deployed: ${reason}`);
    this.name = 'RemoteNotDeployedError';
  }
}

/**
 * After a failed load: asks the remote's manifest URL once more, to tell "not there" (404/410) from
 * "could not reach it" (a network error or a server error), which Retry may fix.
 */
async function answersNotFound(entry: string): Promise<boolean> {
  try {
    const response = await fetch(entry, { cache: 'no-store' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

let manifest: Promise<Record<string, string>> | null = null;
/** name → manifest URL currently registered with the federation runtime. */
const registered = new Map<string, string>();

async function fetchManifest(): Promise<Record<string, string>> {
  // The gateway answers it `no-cache` (revalidated on every page load); asked the default way, the fetch
  // can take the copy index.html preloads.
  const response = await fetch(RUNTIME_MANIFEST_URL);
  if (!response.ok) throw new Error(`${RUNTIME_MANIFEST_URL} answered ${response.status}`);
  const body = (await response.json()) as { remotes?: Record<string, string> };
  return body.remotes ?? {};
}

function remoteManifest(): Promise<Record<string, string>> {
  // A failed fetch is forgotten at once, so the next attempt (Retry) asks again.
  manifest ??= fetchManifest().catch((error: unknown) => {
    manifest = null;
    throw error;
  });
  return manifest;
}

function ensureRegistered(remote: RemoteName, entry: string): void {
  if (registered.get(remote) === entry) return;
  registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
  registered.set(remote, entry);
}

/** Loads `<remote>/<page>` through the manifest the gateway publishes (docs/frontend-conventions.md). */
export async function loadRemotePage(remote: RemoteName, page: string): Promise<{ default: ComponentType }> {
  let entryUrl: string | null = null;
  try {
    const remotes = await remoteManifest();
    const entry = remotes[remote];
    if (!entry) throw new RemoteNotDeployedError(remote, page, `not listed in ${RUNTIME_MANIFEST_URL}`);
    entryUrl = new URL(entry, window.location.href).href;
    ensureRegistered(remote, entryUrl);
    const module = await loadRemote<{ default?: unknown }>(`${remote}/${page}`);
    if (!module || typeof module.default !== 'function') throw new Error(`${remote}/${page} has no default-exported component`);
    return { default: module.default as ComponentType };
  } catch (error) {
    if (error instanceof RemoteLoadError || error instanceof RemoteNotDeployedError) throw error;
    if (entryUrl && (await answersNotFound(entryUrl))) throw new RemoteNotDeployedError(remote, page, `${entryUrl} answered 404`);
    throw new RemoteLoadError(remote, page, error);
  }
}

/**
 * Starts loading a page's code without waiting for it: the shell asks for the page when its route
 * renders, at the same time as antd (which the page's scope waits for), not after it.
 */
export function prefetchRemotePage(remote: RemoteName, page: string): void {
  loadRemotePage(remote, page).catch(() => {
    // The page's own load reports it (and offers Retry).
  });
}

/**
 * Drops everything the federation runtime cached about a remote (manifest, entry script, loaded
 * modules) so that the next load fetches it again. registerRemotes with force is the runtime's own
 * way to replace a remote.
 */
export function forgetRemote(remote: RemoteName): void {
  const entry = registered.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

/**
 * Loads a widget another remote lends (`commerce` / `print-book`), for web-kit's RemoteWidget: the
 * registry names its module, and it comes through the same manifest and federation runtime as pages.
 */
export async function loadRemoteWidget(remote: string, widget: string): Promise<{ default: ComponentType; title: string }> {
  const found = findWidget(remote, widget);
  if (!found) throw new Error(`${remote} lends no widget called ${widget}`);
  const name = found.remote.name as RemoteName;
  try {
    return { ...(await loadRemotePage(name, found.widget.module)), title: found.widget.title };
  } catch (error) {
    // The next attempt (Retry) fetches the remote again rather than reusing a broken load.
    if (error instanceof RemoteLoadError) forgetRemote(name);
    throw error;
  }
}
