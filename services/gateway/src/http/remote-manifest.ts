/**
 * Where the shell finds each micro-frontend at run time. Defaults point at the copies the gateway serves;
 * REMOTE_URLS (`mf_stories=https://cdn.example/mf-stories/mf-manifest.json,...`) moves any of them without
 * rebuilding the shell.
 */
export const REMOTE_FOLDERS = {
  mf_stories: 'mf-stories',
  mf_commerce: 'mf-commerce',
  mf_community: 'mf-community',
  mf_admin: 'mf-admin',
} as const;

export type RemoteName = keyof typeof REMOTE_FOLDERS;

export function remoteManifest(overrides: string | undefined): Record<string, string> {
  const remotes: Record<string, string> = {};
  for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) remotes[name] = `/remotes/${folder}/mf-manifest.json`;
  for (const pair of (overrides ?? '').split(',')) {
    const [name, url] = pair.split('=').map((part) => part?.trim());
    if (name && url) remotes[name] = url;
  }
  return remotes;
}
