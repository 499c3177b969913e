import { useContext, useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { picturesIn, useAfterFirstPaint } from '@/lib/first-paint';
import { selectIdentity, selectToken, useSessionStore, useSiteFlags } from '@/core';
import { AfterPaintContext } from './after-paint-context';
import type { AfterPaintService } from './after-paint-service';

interface Running {
  subject: string;
  stop: () => void;
}

/**
 * Runs the after-paint services: each one starts once the first screen is painted, its largest picture is
 * in (the home banner's: it downloads without the services' code beside it) and it has a subject,
 * and restarts only when its own subject changes (the others keep running: the announcement popup's
 * watch must not start over because an agent logged in).
 */
export function useAfterPaintServices(): void {
  const services = useContext(AfterPaintContext);
  const painted = useAfterFirstPaint();
  const queryClient = useQueryClient();
  const token = useSessionStore(selectToken);
  const identity = useSessionStore(selectIdentity);
  const flags = useSiteFlags();
  const running = useRef(new Map<AfterPaintService, Running>());
  // Compared by value: a new identity object for the same account must not restart anything.
  const subjects = JSON.stringify(
    services.map((service) => (painted ? service.subject({ token, identity, flags }) : null)),
  );

  useEffect(() => {
    const wanted = JSON.parse(subjects) as (string | null)[];
    for (const [service, run] of running.current) {
      const index = services.indexOf(service);
      if (index >= 0 && wanted[index] === run.subject) continue;
      run.stop();
      running.current.delete(service);
    }
    services.forEach((service, index) => {
      const subject = wanted[index];
      if (subject == null || running.current.has(service)) return;
      running.current.set(service, { subject, stop: start(service, subject, queryClient) });
    });
  }, [subjects, services, queryClient]);

  useEffect(() => {
    const all = running.current;
    return () => {
      for (const run of all.values()) run.stop();
      all.clear();
    };
  }, []);
}

function start(service: AfterPaintService, subject: string, queryClient: QueryClient): () => void {
  const controller = new AbortController();
  let stop: (() => void) | undefined;
  // After the first screen's largest picture (the home banner's): it downloads without the services' code.
  picturesIn()
    .then(() =>
      controller.signal.aborted
        ? undefined
        : service.load({ queryClient, subject, signal: controller.signal }),
    )
    .then(
      (started) => {
        if (controller.signal.aborted) started?.();
        else stop = started;
      },
      // A chunk that cannot load costs only its service: the page works without it.
      () => undefined,
    );
  return () => {
    controller.abort();
    stop?.();
  };
}
