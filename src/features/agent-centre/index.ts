/*
 * The agent centre is a shell: the popup, which draws its pages with the centre layout (leaving out the
 * contract kinds the site does not enable), and the announcements page. The other pages are features of
 * their own (agent-team, agent-reports, agent-contracts); their table is in the popup host
 * (src/app/popups/agent-centre.tsx), since a feature may not import another.
 */
export { AgentCentrePopup, type AgentCentrePopupProps, type AgentCentreRow } from './agent-centre-popup';
