import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { claimOf } from '@/features/messages/message-claim';
import { findHeader } from '../test-utils';
import { openMessages, watchRequests } from './messages-helpers';

afterEach(() => server.events.removeAllListeners());

async function openGift() {
  const opened = await openMessages();
  await opened.user.click(within(opened.inbox).getByRole('button', { name: /A loyalty gift for you/ }));
  const reward = await within(opened.dialog).findByRole('region', { name: 'Reward in this message' });
  return { ...opened, reward };
}

describe('a reward in a message', () => {
  it('reads the claim a message’s metadata carries, and nothing from metadata without one', () => {
    expect(
      claimOf(
        '{"promoType":"MANUAL","claimId":"CLM-1","promoName":"Gift","bonus":"15","tickets":[{"ticketName":"Wheel"}]}',
      ),
    ).toEqual({
      promoType: 'MANUAL',
      claimId: 'CLM-1',
      title: 'Gift',
      bonus: 15,
      point: null,
      tickets: ['Wheel'],
    });
    expect(claimOf('')).toBeNull();
    expect(claimOf('not json')).toBeNull();
    expect(claimOf('{"redirect":"APP_DOWNLOAD"}')).toBeNull();
  });

  it('asks its status, claims it through the reward centre’s call, and the balance rises by R$ 15', async () => {
    const status = watchRequests('PROMOFE_queryPromotionClaimStatus');
    const claims = watchRequests('MCSFE_claimIssuedPromotion');
    const { user, reward } = await openGift();
    const header = within(await findHeader()).getByTestId('header-balance');
    await waitFor(() => expect(header).toHaveTextContent('R$ 12,345.67'));
    expect(within(reward).getByText('Loyalty gift')).toBeInTheDocument();
    expect(within(reward).getByText('R$ 15.00')).toBeInTheDocument();
    expect(await within(reward).findByText('Ready to claim.')).toBeInTheDocument();
    expect(JSON.parse(status[0].body)).toEqual({
      promotionClaimList: [{ promoType: 'MANUAL', claimId: 'CLM-7003' }],
    });

    await user.click(within(reward).getByRole('button', { name: 'Claim' }));
    expect(await within(reward).findByRole('status')).toHaveTextContent(
      'Claimed! The reward is in your balance.',
    );
    expect(within(reward).queryByRole('button', { name: 'Claim' })).toBeNull();
    await waitFor(() => expect(header).toHaveTextContent('R$ 12,360.67'));
    expect(claims).toHaveLength(1);
    expect(claims[0].moduleId).toBe('REWCEN3');
    expect(JSON.parse(claims[0].body)).toEqual({ promotionClaimId: 'CLM-7003', promotionType: 'MANUAL' });
  });

  it('words a claim refused for a missing detail, with My account a click away', async () => {
    server.use(
      http.post('*/wps/relay/MCSFE_claimIssuedPromotion', () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'prom.claim.req.field',
            message: 'field required',
            value: { data: 'required.mobile_no_verified' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, reward } = await openGift();
    await user.click(await within(reward).findByRole('button', { name: 'Claim' }));
    expect(await within(reward).findByRole('alert')).toHaveTextContent(
      'Verify your mobile number in My account to claim this reward.',
    );
    await user.click(within(reward).getByRole('button', { name: 'Go to My account' }));
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'My account' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });

  it('offers no claim for a reward the status calls expired', async () => {
    server.use(
      http.post('*/wps/relay/PROMOFE_queryPromotionClaimStatus', () =>
        HttpResponse.json({
          success: true,
          value: [{ promoType: 'MANUAL', claimId: 'CLM-7003', status: 'expired', endTime: 0 }],
        }),
      ),
    );
    const { reward } = await openGift();
    expect(await within(reward).findByText('This reward has expired.')).toBeInTheDocument();
    expect(within(reward).queryByRole('button', { name: 'Claim' })).toBeNull();
  });
});
