/**
 * Where the stack (and docker-compose.yml) takes a service's environment variable from:
 * - `secret`: a random secret generated once per data folder and shared by every service that names it;
 * - `gateway-url`: the gateway's internal address (for internal calls such as the user directory);
 * - `public-url`: the address people use;
 * - `repo-root`: the repository (or image) root, where built front ends are found;
 * - `data:<folder>`: a folder under the data directory;
 * - `service:<name>`: the internal address of another registered service (for its /internal API).
 */
export type EnvSource = 'secret' | 'gateway-url' | 'public-url' | 'repo-root' | `data:${string}` | `service:${string}`;

export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ServiceEntry {
  /** Lower-case name: also the docker-compose service and the `<NAME>_SERVICE_URL` the gateway reads. */
  name: string;
  /** `edge` is the gateway: started last, given every other service's URL. */
  role: 'edge' | 'service';
  folder: string;
  /** The process entry, relative to the repository root (or absolute, for services outside it). */
  entry: string;
  /** Default port when run alone (the stack picks free ports for everything but the gateway). */
  port: number;
  /** Its own PostgreSQL database; no other service reads it. */
  database: string;
  /** Answers 200 once the service can work (database reachable, migrations applied). */
  health: string;
  env: Readonly<Record<string, EnvSource>>;
}

/** A route a service brings with it when it is registered at run time (see extra-services.ts). */
export interface ServiceRoute {
  method: Method;
  path: string;
  access: Access;
  entitlement?: boolean;
}

export interface RemotePage {
  /** Exposed as `./<page>`, from `src/pages/<kebab-case>.tsx`. */
  page: string;
  /** The shell's route: relative to the root, `/` for the index page. */
  path: string;
  /** What the page is called in the shell's loading and fallback texts. */
  title: string;
  access: Access;
  entitlement?: boolean;
  /** Anonymous visitors go to /auth keeping the gift form's values. */
  carryGiftParams?: boolean;
  /**
   * Routed by the shell, but its module is not built yet in a remote that already exists (a remote
   * shared by several features): the remote does not expose it, and the shell shows its fallback.
   */
  planned?: boolean;
  /**
   * Works without the network (docs/offline.md): the service worker precaches its remote's code, and the
   * shell opens it offline. Every other page says "This needs the internet" while the device is offline.
   */
  offline?: boolean;
}

export interface RemoteEntry {
  /** The federation name, e.g. `mf_stories`. */
  name: string;
  folder: string;
  workspace: string;
  devPort: number;
  pages: readonly RemotePage[];
  /** Components other remotes render inside their own pages (through web-kit's RemoteWidget). */
  widgets?: readonly RemoteWidgetEntry[];
}

/**
 * A widget: a component a remote lends to other pages (a dialog, a card), loaded by the shell at run
 * time so the page that shows it never imports the remote that owns it. Exposed as `./<module>` from
 * `src/widgets/<kebab-case module>.tsx`, default-exported, taking the props its owner documents.
 */
export interface RemoteWidgetEntry {
  /** What pages ask for: `<RemoteWidget remote="commerce" widget="print-book" />`. */
  widget: string;
  /** The exposed module, e.g. `PrintBookWidget`. */
  module: string;
  /** What the widget is called in its loading and fallback texts. */
  title: string;
}
