import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { configureGameNavigation } from '@/core';

/** A seamless game's start moves to its page through the router: the site is not loaded again. */
export function useGameNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => configureGameNavigation((to) => void navigate(to)), [navigate]);
}
