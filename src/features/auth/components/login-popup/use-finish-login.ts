import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { LoginResult } from '@/api';
import { paths } from '@/config/paths';
import { useSiteFlags } from '@/core';
import { completeLogin, type LoginMethod } from '@/core/complete-login';

export interface Credentials {
  username: string;
  password: string;
  type: 'username' | 'sms';
  countryDialingCode?: string;
}

/**
 * Hands a successful login answer to the shared after-login flow, then leaves the popup: to the page the
 * visitor wanted (or /agentHome after an agent-page login) when the login is done. Throws what
 * completeLogin throws (refusals, a failed member-info call) for the form to show.
 */
export function useFinishLogin(onClose: () => void, redirectTo: string | undefined) {
  const queryClient = useQueryClient();
  const flags = useSiteFlags();
  const navigate = useNavigate();
  const agentPage = redirectTo?.startsWith(paths.agentHome) ?? false;

  return useCallback(
    async (result: LoginResult, credentials: Credentials) => {
      const method: LoginMethod = credentials.type === 'sms' ? 'sms' : 'username';
      const outcome = await completeLogin(
        {
          result,
          method,
          username: credentials.username,
          typedPassword: method === 'username' ? credentials.password : undefined,
          agentPage,
        },
        { queryClient, flags },
      );
      onClose();
      if (outcome.kind === 'done' && redirectTo) navigate(redirectTo, { replace: true });
    },
    [agentPage, flags, navigate, onClose, queryClient, redirectTo],
  );
}
