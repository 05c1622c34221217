// The experiment ids of a build's configuration (VITE_EXPERIMENT_IDS), read apart from the rest of the
// configuration so that node-side code and tests can read them too.

/** `key=id,key=id` as a record; malformed entries are left out. */
export function parseExperimentIds(text: string | undefined): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const entry of (text ?? '').split(',')) {
    const match = /^\s*([A-Za-z0-9]+)\s*=\s*([A-Za-z0-9_.:-]+)\s*$/.exec(entry);
    if (match?.[1] && match[2]) ids[match[1]] = match[2];
  }
  return ids;
}
