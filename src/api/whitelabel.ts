import type { WhitelabelNode } from './schemas/system';

/** The flag tree as `{ MODID: on }`. A child switched on under a parent switched off is off. */
export function flattenWhitelabel(tree: readonly WhitelabelNode[], parentOn = true): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const node of tree) {
    const on = parentOn && node.enabled === '1';
    flags[node.modId] = on;
    if (node.childrenNodes) Object.assign(flags, flattenWhitelabel(node.childrenNodes, on));
  }
  return flags;
}
