import { describe, expect, it } from 'vitest';
import { reloadSessionFromStorage, useSessionStore } from '@/core';

const trialMember = { id: '9001', account: 'trial9001', nickname: 'Guest', type: 4 };

describe('session store', () => {
  it('remembers a trial session across a reload, before member info answers again', () => {
    useSessionStore.getState().setToken('tok-trial');
    useSessionStore.getState().setMember(trialMember);
    expect(sessionStorage.getItem('isTrial')).toBe('true');

    useSessionStore.setState({ token: null, identity: null });
    reloadSessionFromStorage();
    expect(useSessionStore.getState().identity).toMatchObject({ account: 'trial9001', trial: true });
  });

  it('restores a real member as real, and forgets the trial flag on clear', () => {
    useSessionStore.getState().setToken('tok-real');
    useSessionStore.getState().setMember({ ...trialMember, account: 'player01', type: 0 });
    reloadSessionFromStorage();
    expect(useSessionStore.getState().identity).toMatchObject({ account: 'player01', trial: false });

    useSessionStore.getState().clear();
    expect(sessionStorage.getItem('isTrial')).toBeNull();
    expect(useSessionStore.getState().identity).toBeNull();
  });
});
