import { REMOTES } from '@bedtime/platform';

/**
 * Where the shell finds each registered micro-frontend at run time. Defaults point at the copies the
 * gateway serves from `/remotes/<folder>/`; REMOTE_URLS
 * (`mf_stories=https://cdn.example/mf-stories/mf-manifest.json,...`) moves any of them without rebuilding
 * the shell.
 */
export const REMOTE_FOLDERS: readonly string[] = REMOTES.map((remote) => remote.folder);

export function remoteManifest(overrides: string | undefined): Record<string, string> {
  const remotes: Record<string, string> = {};
  for (const { name, folder } of REMOTES) remotes[name] = `/remotes/${folder}/mf-manifest.json`;
  for (const pair of (overrides ?? '').split(',')) {
    const [name, url] = pair.split('=').map((part) => part?.trim());
    if (name && url) remotes[name] = url;
  }
  return remotes;
}
