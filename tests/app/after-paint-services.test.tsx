import { act, screen, waitFor, within } from '@testing-library/react';
import type { AfterPaintService } from '@/app/after-paint/after-paint-service';
import { findHeader, logInThroughPopup, renderApp } from '../test-utils';

/** A service that notes each start and stop with its subject, as a real one would start and stop its work. */
function probe(name: string, subject: AfterPaintService['subject']) {
  const log: string[] = [];
  const service: AfterPaintService = {
    name,
    subject,
    load: async ({ subject: whom }) => {
      log.push(`start ${whom}`);
      return () => log.push(`stop ${whom}`);
    },
  };
  return { service, log };
}

describe('after-paint services', () => {
  // First in the file: the picture is waited for on the visit's first screen only.
  it('waits for the first screen’s largest picture, the home banner’s', async () => {
    const visit = probe('visit', () => 'visit');
    await renderApp('/', { afterPaint: [visit.service], swiperLater: true });
    const picture = await screen.findByRole('img', { name: 'Welcome Bonus 100%' });
    // The first screen is on the glass (the footer comes after it), the picture still on its way: its
    // download has the line to itself.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(visit.log).toEqual([]);
    act(() => {
      picture.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(visit.log).toEqual(['start visit']));
  });

  it('starts each row once it has a subject, and restarts only the row whose subject changed', async () => {
    const visit = probe('visit', () => 'visit');
    const member = probe('member', ({ identity }) => identity?.account ?? null);
    const { user } = await renderApp('/', { afterPaint: [visit.service, member.service] });
    const header = await findHeader();

    await waitFor(() => expect(visit.log).toEqual(['start visit']));
    // A visitor: nothing to do for the member's row.
    expect(member.log).toEqual([]);

    await logInThroughPopup(user, 'player01', 'Player#2026');
    await waitFor(() => expect(member.log).toEqual(['start player01']));

    await user.click(await within(header).findByRole('button', { name: /Account menu/ }));
    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    const prompt = await screen.findByRole('dialog', { name: 'Prompt' });
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(member.log).toEqual(['start player01', 'stop player01']));

    // The visit's row ran through the login and the logout untouched.
    expect(visit.log).toEqual(['start visit']);
  });

  it('stops what is running when the app leaves the page', async () => {
    const visit = probe('visit', () => 'visit');
    const { unmount } = await renderApp('/', { afterPaint: [visit.service] });
    await waitFor(() => expect(visit.log).toEqual(['start visit']));
    unmount();
    expect(visit.log).toEqual(['start visit', 'stop visit']);
  });
});
