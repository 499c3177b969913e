import { act, screen, within } from '@testing-library/react';
import { usePopupStore } from '@/lib/popup-store';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from './member-helpers';

describe('closing the member centre', () => {
  it('clears the Points Mall handle (product rules: member and agent states), and only the member centre does', async () => {
    await logInAs();
    const { user, dialog } = await openFromAccountMenu('My account');
    act(() => usePopupStore.getState().setPointMallHandle('redeem:7'));
    expect(usePopupStore.getState().pointMallHandle).toBe('redeem:7');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
    expect(usePopupStore.getState().pointMallHandle).toBeNull();

    act(() => usePopupStore.getState().setPointMallHandle('redeem:8'));
    act(() => void usePopupStore.getState().open('feedback'));
    act(() => usePopupStore.getState().closeByName('feedback'));
    expect(usePopupStore.getState().pointMallHandle).toBe('redeem:8');
  });
});
