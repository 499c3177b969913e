export { AgentCentrePopup } from './components/agent-centre-popup';
