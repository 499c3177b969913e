import { relay, renamedRelay } from '@/api';

/**
 * Every points call is a renamed call (decision 057): the seeds name it `MCS2_<name>`, the platform's clients
 * `MCSFE_<name>` (spec 5, 3.5 item 17), both under PTSYS3. `prefix` is the relay's own path before the name
 * (`passwordCheck/` for the calls that carry the withdraw password).
 */
export function pointsRelay(name: string, prefix = '') {
  return renamedRelay({
    seeds: { link: relay(`${prefix}MCS2_${name}`), moduleId: 'PTSYS3' },
    platform: { link: relay(`${prefix}MCSFE_${name}`), moduleId: 'PTSYS3' },
  });
}

/** Where spec 5 shows the points calls: the second desktop catalogue and the member centre's mall. */
export const POINTS_EVIDENCE = '44714497568 @~11,700; 70542479384 @~223,800';
