export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: readonly WhitelabelNode[];
}

/**
 * The flag tree as `{ MODID: on }`, walked as the reference client walks it (product rules: start-up answer): each node
 * keeps its own `enabled`, so a parent switched off does not switch its children off. The reference sends
 * one root node; older builds a list of roots (both are read).
 */
export function flattenWhitelabel(
  tree: WhitelabelNode | readonly WhitelabelNode[] | null | undefined,
): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const walk = (node: WhitelabelNode): void => {
    flags[node.modId] = node.enabled === '1';
    node.childrenNodes?.forEach(walk);
  };
  if (Array.isArray(tree)) (tree as readonly WhitelabelNode[]).forEach(walk);
  else if (tree) walk(tree as WhitelabelNode);
  return flags;
}
