import { createContext } from 'react';
import type { AfterPaintService } from './after-paint-service';
import { afterPaintServices } from './after-paint-services';

/** The services the app starts after the first paint; tests give the ones they are about, or none. */
export const AfterPaintContext = createContext<readonly AfterPaintService[]>(afterPaintServices);
