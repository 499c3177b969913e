export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

type Spec = [modId: string, children?: Spec[]];

// The nesting follows the product's areas; every node is on by default but those in offByDefault.
const treeSpec: Spec[] = [
  ['COMM3', [['CAPTCHA3'], ['MOBILEVERCODELOGIN3'], ['PWDEXPFORCECHANGE3'], ['FREEPLAY3']]],
  ['REG3', [['USERNAMEREG3'], ['MOBILENUMREG3'], ['REGMOBVERF3'], ['MOBILENUMPASSREG3']]],
  ['GAMELO3', [['GAMELOHOT3'], ['GAMELOFAV3'], ['GAMELOREC3']]],
  // AGETRANSFERUP3: the member centre's transfer to the upline (spec 5 notes @~506,500).
  ['WALLET3', [['FUNDTRANS3'], ['DEPOSIT3'], ['WITHDRAW3'], ['WDRAWNOPASSVERIF3'], ['AGETRANSFERUP3']]],
  // AGENTRANSMULTDOWN3: one transfer to several direct downlines (spec 5 notes @~506,500).
  [
    'AGENT3',
    [['RTSALARY3'], ['DAILYSAL3'], ['HOURSAL3'], ['DIVIDEND3'], ['AGENTPOLICY3'], ['AGENTRANSMULTDOWN3']],
  ],
  ['POINTS3', [['POINTMALL3']]],
  // The invite link's form (spec 5, 70542479384 @~464,500): SIMPLIFIEDURL3 `/?r=<code>`; SUFAFFCODE3 (off)
  // the affiliate code as a query, not a sub-domain.
  ['PROMO3', [['MISSION3'], ['REFERRAL3', [['SIMPLIFIEDURL3'], ['SUFAFFCODE3']]]]],
  ['MSG3', [['INBOX3'], ['OUTBOX3'], ['SENDMAIL3']]],
  ['FEEDBACK3'],
  ['HELP3'],
  // The live chat (CBS_modelList, CBS_launchChat); off, customer service is the status answer's desks.
  ['CBS3'],
  // Deleting a bank card: the proof the site asks (spec 5 2.5, 71034253453 @~96,000): the first one on,
  // in this order, so the password unless the tests switch it off.
  ['BINDCARD3', [['DELCARDPWSVERF3'], ['DELCARDMOBVERF3'], ['DELCARDGASVERF3']]],
];

function build(spec: Spec, values: ReadonlyMap<string, boolean>): WhitelabelNode {
  const [modId, children = []] = spec;
  return {
    modId,
    enabled: values.get(modId) === false ? '0' : '1',
    childrenNodes: children.map((child) => build(child, values)),
  };
}

export function allModuleIds(): string[] {
  const ids: string[] = [];
  const walk = (spec: Spec): void => {
    ids.push(spec[0]);
    (spec[1] ?? []).forEach(walk);
  };
  walk([ROOT_MODULE_ID, treeSpec]);
  return ids;
}

/** The root node the status answer carries (product rules: start-up answer: one object, not a list). */
export const ROOT_MODULE_ID = 'PORTAL3';

/**
 * The tree the site publishes, reflecting the current flag values: one root node, each node with its own
 * `enabled` (a node switched off leaves its children's values as they are, as the reference reads them).
 */
export function buildWhitelabelTree(values: ReadonlyMap<string, boolean>): WhitelabelNode {
  return build([ROOT_MODULE_ID, treeSpec], values);
}

/** Switches that change a default behaviour: off unless a scenario turns them on. */
const offByDefault = new Set(['WDRAWNOPASSVERIF3', 'SUFAFFCODE3']);

export function defaultFlagValues(): Map<string, boolean> {
  return new Map(allModuleIds().map((id) => [id, !offByDefault.has(id)]));
}
