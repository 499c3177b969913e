import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { playForFree } from '@/features/access/api/free-play';
import { requireRealAccount, useSessionStore } from '@/core';
import { openPopup } from '@/lib/popup-store';
import { findHeader, logInThroughPopup, renderApp } from '../test-utils';

type User = ReturnType<typeof userEvent.setup>;

const TRIAL_EN = 'This is a trial account. Please register a real account to continue.';
const TRIAL_PT = 'Esta é uma conta de teste. Registre uma conta real para continuar.';

/** Free play through the header button; resolves once the header shows the trial account. */
async function startFreePlay(user: User, name = 'Free play') {
  const header = await findHeader();
  await user.click(await within(header).findByRole('button', { name }));
  const menu = await within(header).findByRole('button', { name: /Guest \d+/ });
  await waitFor(() => expect(useSessionStore.getState().identity?.trial).toBe(true));
  return { header, menu };
}

async function expectTrialNotice(user: User, text: string, title: string, confirm: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(dialog).toHaveAccessibleDescription(text);
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toContain(confirm);
  await user.click(within(dialog).getByRole('button', { name: confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('trial accounts', () => {
  it('are stopped at the member centre from the account menu, the avatar and Deposit (EN)', async () => {
    const { user } = await renderApp('/');
    const { header, menu } = await startFreePlay(user);

    await user.click(menu);
    await user.click(within(header).getByRole('button', { name: 'My account' }));
    await expectTrialNotice(user, TRIAL_EN, 'Prompt', 'Confirm');

    await user.click(within(header).getByRole('button', { name: 'Profile' }));
    await expectTrialNotice(user, TRIAL_EN, 'Prompt', 'Confirm');

    await user.click(within(header).getByRole('button', { name: 'Deposit' }));
    await expectTrialNotice(user, TRIAL_EN, 'Prompt', 'Confirm');

    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
  });

  it('are stopped at the member centre in Portuguese', async () => {
    localStorage.setItem('hisLang', 'PT');
    const { user } = await renderApp('/');
    const { header } = await startFreePlay(user, 'Jogar grátis');
    await user.click(within(header).getByRole('button', { name: 'Perfil' }));
    await expectTrialNotice(user, TRIAL_PT, 'Aviso', 'Confirmar');
    expect(screen.queryByRole('dialog', { name: 'Central do membro' })).not.toBeInTheDocument();
  });

  it('are stopped at the agent centre, however it is opened', async () => {
    const { user } = await renderApp('/');
    await startFreePlay(user);
    act(() => {
      openPopup('agentCentre', { page: 'agentTeamOverview' });
    });
    await expectTrialNotice(user, TRIAL_EN, 'Prompt', 'Confirm');
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
  });

  it('show one notice for a double click', async () => {
    const { user } = await renderApp('/');
    const { header } = await startFreePlay(user);
    await user.dblClick(within(header).getByRole('button', { name: 'Profile' }));
    await screen.findByRole('dialog', { name: 'Prompt' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('turn out to be trial after a reload: an open member centre closes with the notice', async () => {
    const trial = await playForFree();
    sessionStorage.setItem('token', trial.token);
    // Until member info is in, the identity is unknown; the stored identity never says "trial".
    sessionStorage.setItem('account', 'someone');
    const { user } = await renderApp('/');
    act(() => {
      openPopup('memberCentre', { page: 'profile' });
    });
    await expectTrialNotice(user, TRIAL_EN, 'Prompt', 'Confirm');
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
  });
});

describe('guests and members', () => {
  it('guests opening the member centre get the login popup', async () => {
    await renderApp('/');
    await findHeader();
    act(() => {
      openPopup('memberCentre', { page: 'securityCenter' });
    });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
  });

  it('members open the member centre and agents the agent centre', async () => {
    const { user } = await renderApp('/');
    await logInThroughPopup(user, 'agent01', 'Agent#2026');
    const header = await findHeader();
    await user.click(await within(header).findByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(header).getByRole('button', { name: /Account menu/ }));
    await user.click(within(header).getByRole('button', { name: 'Agent' }));
    expect(await screen.findByRole('dialog', { name: 'Agent centre' })).toBeInTheDocument();
  });
});

describe('requireRealAccount', () => {
  it('answers no and opens the login popup for a guest', async () => {
    await renderApp('/');
    await findHeader();
    let allowed = true;
    act(() => {
      allowed = requireRealAccount();
    });
    expect(allowed).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('answers no and explains for a trial account', async () => {
    const { user } = await renderApp('/');
    await startFreePlay(user);
    let allowed = true;
    act(() => {
      allowed = requireRealAccount();
    });
    expect(allowed).toBe(false);
    await expectTrialNotice(user, TRIAL_EN, 'Prompt', 'Confirm');
  });

  it('answers yes for a real member, opening nothing', async () => {
    const { user } = await renderApp('/');
    await logInThroughPopup(user, 'player01', 'Player#2026');
    await waitFor(() => expect(useSessionStore.getState().identity?.account).toBe('player01'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    let allowed = false;
    act(() => {
      allowed = requireRealAccount();
    });
    expect(allowed).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
