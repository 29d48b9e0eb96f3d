import { FEDERATION_SINGLETONS, REMOTES, SERVICES } from './registry.mjs';
import type { RemoteEntry, RemoteWidgetEntry, ServiceEntry } from './types';

export type * from './types';
export { FEDERATION_SINGLETONS, REMOTES, SERVICES };

export type ServiceName = (typeof SERVICES)[number]['name'];
/** Services behind the gateway (everything but the edge). */
export type UpstreamServiceName = Extract<(typeof SERVICES)[number], { role: 'service' }>['name'];
export type RemoteName = (typeof REMOTES)[number]['name'];
export type FederationSingleton = (typeof FEDERATION_SINGLETONS)[number];

export const edgeService = (): ServiceEntry => {
  const edge = SERVICES.find((service) => service.role === 'edge');
  if (!edge) throw new Error('The registry has no edge service');
  return edge;
};

export const upstreamServices = (): ServiceEntry[] => SERVICES.filter((service) => service.role === 'service');

/** The variable that tells the gateway where a service answers: `STORY_SERVICE_URL` for `story`. */
export const serviceUrlVariable = (name: string): string => `${name.toUpperCase().replace(/-/g, '_')}_SERVICE_URL`;

/** Where a remote's page module lives: `CreateStoryPage` is `./src/pages/create-story-page.tsx`. */
export const pageModulePath = (page: string): string => `./src/pages/${page.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.tsx`;

export function remoteEntry(name: RemoteName): RemoteEntry {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`${name} is not a registered remote`);
  return remote;
}

/** Where a remote's widget module lives: `PrintBookWidget` is `./src/widgets/print-book-widget.tsx`. */
export const widgetModulePath = (module: string): string => `./src/widgets/${module.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.tsx`;

/** The `exposes` of a remote's module-federation config: one module per registered page (planned ones excepted) and per widget. */
export const exposesOf = (remote: RemoteEntry): Record<string, string> => ({
  ...Object.fromEntries(remote.pages.filter((page) => !page.planned).map(({ page }) => [`./${page}`, pageModulePath(page)])),
  ...Object.fromEntries((remote.widgets ?? []).map(({ module }) => [`./${module}`, widgetModulePath(module)])),
});

/** A widget by the names pages use: `commerce` (or `mf_commerce`) and `print-book`. */
export function findWidget(remote: string, widget: string): { remote: RemoteEntry; widget: RemoteWidgetEntry } | null {
  const owner = REMOTES.find((candidate) => candidate.name === remote || candidate.name === `mf_${remote}`) as RemoteEntry | undefined;
  const entry = owner?.widgets?.find((candidate) => candidate.widget === widget);
  return owner && entry ? { remote: owner, widget: entry } : null;
}

/**
 * The `shared` of every federated build. `requiredVersion` comes from the build's own dependencies
 * (its package.json, or the installed version for builds without one), so each build states what it
 * was written against and the federation runtime warns on a mismatch.
 */
export function federationShared(requiredVersion: (name: FederationSingleton) => string) {
  return Object.fromEntries(FEDERATION_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: requiredVersion(name) }])) as Record<
    FederationSingleton,
    { singleton: true; requiredVersion: string }
  >;
}

/** `federationShared` for a build whose package.json lists every singleton among its dependencies. */
/**
 * A remote's whole module-federation config: its registered name and pages, remoteEntry.js, the
 * platform's singletons at the versions of the remote's own dependencies, and a manifest.
 */
export function remoteFederationOptions(name: RemoteName, dependencies: Record<string, string>) {
  const remote = remoteEntry(name);
  return {
    name: remote.name,
    filename: 'remoteEntry.js',
    exposes: exposesOf(remote),
    shared: federationSharedFrom(dependencies),
    manifest: true,
    dts: false,
  };
}

export function federationSharedFrom(dependencies: Record<string, string>) {
  return federationShared((name) => {
    const version = dependencies[name];
    if (!version) throw new Error(`${name} is a federation singleton: list it in this build's dependencies`);
    return version;
  });
}
