import { call, E, relay, schemasOf, type CallSpec } from './call-spec';
import { bindCodeSent, profileSaved, withdrawPasswordSaved } from './schemas/profile';

/*
 * The calls of the member centre, the Points Mall, promotions, rewards and the agent centre: a chunk of
 * its own, loaded with the first of them (decision 019). Their answers' shapes load per area, as lazily.
 */

const cashierSchema = schemasOf(() => import('./schemas/cashier'));
const recordsSchema = schemasOf(() => import('./schemas/records'));
const rewardsSchema = schemasOf(() => import('./schemas/rewards'));
const agentSchema = schemasOf(() => import('./schemas/agent'));
const agentTeamSchema = schemasOf(() => import('./schemas/agent-team'));
const contractSchema = schemasOf(() => import('./schemas/agent-contracts'));
const agentReportSchema = schemasOf(() => import('./schemas/agent-reports'));

export const memberCalls = {
  // Member profile and security (our design, mocks/README.md)
  saveProfile: call('/wps/member/info', 'COMM3', 'PUT', 'required', profileSaved),
  saveWithdrawPassword: call(
    '/wps/member/password/withdraw',
    'COMM3',
    'POST',
    'required',
    withdrawPasswordSaved,
    E,
  ),
  smsBindCode: call('/wps/verification/sms/bind', 'COMM3', 'POST', 'required', bindCodeSent),
  bindMobile: call('/wps/member/info/mobile', 'COMM3', 'POST', 'required', profileSaved),
  bindEmail: call('/wps/member/info/email', 'COMM3', 'POST', 'required', profileSaved, E),

  memberTransactions: call(
    relay('ODSFE2_MemTransDet'),
    'COMM3',
    'GET',
    'required',
    recordsSchema('transactionPage'),
  ),

  // Records beside the account record, and the cashier: our design where spec 2 says "not shown"
  // (mocks/README.md, Records, Deposits, Withdrawals; decision 003).
  memberBets: call(relay('ODSFE2_MemBetDet'), 'COMM3', 'GET', 'required', recordsSchema('betPage')),
  memberProfitLoss: call(
    relay('ODSFE2_MemProfitLoss'),
    'COMM3',
    'GET',
    'required',
    recordsSchema('profitLoss'),
  ),
  memberBonuses: call(relay('ODSFE2_MemBonusDet'), 'COMM3', 'GET', 'required', recordsSchema('bonusPage')),
  depositChannels: call(
    relay('PAYFE_getDepositChannels'),
    'DEPOSIT3',
    'GET',
    'required',
    cashierSchema('depositChannels'),
  ),
  createDepositOrder: call(
    relay('PAYFE_createDepositOrder'),
    'DEPOSIT3',
    'POST',
    'required',
    cashierSchema('depositOrder'),
  ),
  depositOrder: call(
    relay('PAYFE_getDepositOrder'),
    'DEPOSIT3',
    'GET',
    'required',
    cashierSchema('depositOrder'),
  ),
  bankAccounts: call(
    relay('MCS2_getBankAccounts'),
    'WITHDRAW3',
    'GET',
    'required',
    cashierSchema('bankAccounts'),
  ),
  addBankAccount: call(
    relay('MCS2_addBankAccount'),
    'WITHDRAW3',
    'POST',
    'required',
    cashierSchema('bankAccount'),
  ),
  withdrawInfo: call(
    relay('PAYFE_getWithdrawInfo'),
    'WITHDRAW3',
    'GET',
    'required',
    cashierSchema('withdrawInfo'),
  ),
  withdraw: call(
    relay('passwordCheck/PAYFE_withdraw'),
    'WITHDRAW3',
    'POST',
    'required',
    cashierSchema('withdrawal'),
    E,
  ),
  withdrawals: call(
    relay('PAYFE_getWithdrawals'),
    'WITHDRAW3',
    'GET',
    'required',
    cashierSchema('withdrawals'),
  ),
  confirmWithdrawal: call(
    relay('PAYFE_confirmWithdrawal'),
    'WITHDRAW3',
    'POST',
    'required',
    cashierSchema('withdrawal'),
  ),
  uplineInfo: call(relay('MCS2_getUplineInfo'), 'FUNDTRANS3', 'GET', 'required', cashierSchema('uplineInfo')),
  transferToUpline: call(
    relay('passwordCheck/MCS2_transferToUpline'),
    'FUNDTRANS3',
    'POST',
    'required',
    cashierSchema('uplineTransfer'),
    E,
  ),

  // Contracts
  // The contract calls: an `action` of list, offer, accept, reject or terminate (our design,
  // mocks/README.md, Agent contracts).
  dividendContract: call(
    relay('MCS2_processDividendReq'),
    'COMM3',
    'GET',
    'required',
    contractSchema('contractAnswer'),
  ),
  dailySalaryContract: call(
    relay('MCS2_processDailySalContract'),
    'COMM3',
    'GET',
    'required',
    contractSchema('contractAnswer'),
  ),
  hourlySalaryContract: call(
    relay('MCS2_processContractHourSalary'),
    'COMM3',
    'POST',
    'required',
    contractSchema('contractAnswer'),
  ),
  realTimeSalaryContract: call(
    relay('MCSFE_processRealTimeSalaryContract'),
    'RTSALARY3',
    'POST',
    'required',
    contractSchema('contractAnswer'),
  ),

  // The agent centre's sign-up code, until it reads the endpoint (src/core/api/referral-info.ts).
  referralInfo: call(
    relay('MCSFE_getReferralInfo'),
    'COMM3',
    'GET',
    'required',
    rewardsSchema('referralInfo'),
  ),

  // Agent centre. The consolidated data is spec 2's /wps/member/info/funds/consolidated: its four
  // contract-kind fields; the agent policy flag (AGENTPOLICY3) governs it. The team overview is our design
  // (mocks/README.md, Agent centre).
  consolidatedFunds: call(
    '/wps/member/info/funds/consolidated',
    'AGENTPOLICY3',
    'GET',
    'required',
    agentSchema('consolidated'),
  ),
  teamOverview: call(
    relay('ODSFE2_getTeamOverview'),
    'AGENT3',
    'GET',
    'required',
    agentSchema('teamOverview'),
  ),
  // Account registration and team management: our design (mocks/README.md, Agent centre: registration and
  // team management).
  teamMembers: call(
    relay('ODSFE2_getTeamMembers'),
    'AGENT3',
    'GET',
    'required',
    agentTeamSchema('teamMembers'),
  ),
  createDownline: call(
    relay('ODSFE2_createDownline'),
    'AGENT3',
    'POST',
    'required',
    agentTeamSchema('downline'),
    E,
  ),
  transferToDownline: call(
    relay('passwordCheck/MCS2_transferToDownline'),
    'AGENT3',
    'POST',
    'required',
    agentTeamSchema('downlineTransfer'),
    E,
  ),
  // The agent centre's four reports (our design, mocks/README.md "Agent centre reports").
  teamBetting: call(
    relay('ODSFE2_getTeamBetting'),
    'AGENT3',
    'GET',
    'required',
    agentReportSchema('teamBettingPage'),
  ),
  teamProfitLoss: call(
    relay('ODSFE2_getTeamProfitLoss'),
    'AGENT3',
    'GET',
    'required',
    agentReportSchema('teamProfitLossPage'),
  ),
  teamTransactions: call(
    relay('ODSFE2_getTeamTransactions'),
    'AGENT3',
    'GET',
    'required',
    agentReportSchema('teamTransactionPage'),
  ),
  agentIncome: call(
    relay('ODSFE2_getAgentIncome'),
    'AGENT3',
    'GET',
    'required',
    agentReportSchema('agentIncomePage'),
  ),
} as const satisfies Record<string, CallSpec>;

export type MemberCalls = typeof memberCalls;
