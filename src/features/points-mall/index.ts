export { PointMallPage } from './components/point-mall-page';
