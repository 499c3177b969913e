export { MaintenancePage } from './components/maintenance-page';
export { RegionPage } from './components/region-page';
export { StatusErrorPage } from './components/status-error-page';
export { SplashScreen } from './components/splash-screen';
