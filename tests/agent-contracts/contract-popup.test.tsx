import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contractOffer } from '@/app/after-paint/contract-offer';
import { server } from '@mocks/node';
import { findHeader, loginToken, renderApp, setScenario } from '../test-utils';

// The contract offer check is the after-paint service these tests rely on (renderApp starts none by itself).
const afterPaint = [contractOffer];

/** Counts the contract calls carrying this action (GET kinds in the query). */
function countActions(action: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('MCS2_processDividendReq') && url.searchParams.get('action') === action) {
      seen.count += 1;
    }
  });
  return seen;
}

async function agent02Arrives() {
  sessionStorage.setItem('token', await loginToken('agent02', 'Agent#2026'));
  const view = await renderApp('/', { afterPaint });
  const popup = await screen.findByRole('dialog', { name: 'Contract offers' });
  return { ...view, popup };
}

describe('the contract popup', () => {
  it("opens for agent02's waiting dividend, with its simulation and the lower-rate warning", async () => {
    const { popup } = await agent02Arrives();
    expect(
      await within(popup).findByRole('heading', { name: 'Bonus (dividend) from agent01' }),
    ).toBeInTheDocument();
    expect(within(popup).getByRole('region', { name: 'What it would have paid' })).toHaveTextContent(
      /On your team's figures from 2026-10-17 to 2026-10-31/,
    );
    expect(
      within(popup).getByText(/accepting it ends your contract with sub01 \(30%\) automatically/),
    ).toBeInTheDocument();
  });

  it('accepts once however fast Accept is pressed, and says which downline contract ended', async () => {
    const accepts = countActions('accept');
    const { popup } = await agent02Arrives();
    const accept = await within(popup).findByRole('button', { name: 'Accept' });
    fireEvent.click(accept);
    fireEvent.click(accept);
    fireEvent.click(accept);
    expect(
      await within(popup).findByText(
        'Contract accepted: it is now active. Ended automatically: your contract with sub01.',
      ),
    ).toBeInTheDocument();
    expect(accepts.count).toBe(1);
    expect(await within(popup).findByText('No contract is waiting for your answer.')).toBeInTheDocument();
  });

  it('says a refusal in words when the answer fails, and keeps the offer', async () => {
    const { popup, user } = await agent02Arrives();
    await setScenario({ failures: [{ path: '/wps/relay/MCS2_processDividendReq', status: 500, times: 1 }] });
    await user.click(await within(popup).findByRole('button', { name: 'Reject' }));
    expect(await within(popup).findByRole('alert')).toHaveTextContent(
      'We could not confirm the answer. The list has been read again: check it before trying again.',
    );
    expect(within(popup).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('does not open for agent01, whose consolidated data says no offer waits', async () => {
    const answered = { consolidated: 0, lists: 0 };
    server.events.on('response:mocked', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/funds/consolidated')) answered.consolidated += 1;
      if (/Contract|DividendReq/.test(path)) answered.lists += 1;
    });
    sessionStorage.setItem('token', await loginToken('agent01', 'Agent#2026'));
    await renderApp('/', { afterPaint });
    await findHeader();
    // The consolidated data has answered: the check is over, with no list asked for.
    await waitFor(() => expect(answered.consolidated).toBe(1));
    expect(answered.lists).toBe(0);
    await screen.findByRole('button', { name: /Account menu/ });
    expect(screen.queryByRole('dialog', { name: 'Contract offers' })).not.toBeInTheDocument();
  });
});
