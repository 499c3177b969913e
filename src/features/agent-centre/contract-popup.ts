// The contract popup's own entry: its chunk holds the popup, not the whole agent centre.
export { ContractPopup } from './components/contracts/contract-popup';
