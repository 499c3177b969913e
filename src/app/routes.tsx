import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ensureActivityStrings, ensureMallStrings } from '@/i18n';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { GameListCenterRoute } from './game-list-center-route';
import { HomeRoute } from './home-route';
import { pageChunks } from './page-chunks';
import { RequireLogin } from './require-login';
import { ShellLayout } from './shell-layout';

const placeholders = pageChunks.placeholders;
const GameTypePage = lazyWithRetry(pageChunks.gameType, 'GameTypePage');
const LotteryPage = lazyWithRetry(pageChunks.lottery, 'LotteryPage');
const NotFoundPage = lazyWithRetry(pageChunks.notFound, 'NotFoundPage');
// The promotions page speaks with the activities' strings (statuses, actions), loaded with its chunk.
const PromotionsPage = lazyWithRetry(
  () => Promise.all([import('@/features/promotions'), ensureActivityStrings()]).then(([m]) => m),
  'PromotionsPage',
);
// The Points Mall speaks with the member centre's strings: they load with its chunk.
const PointMallPage = lazyWithRetry(
  () => Promise.all([import('@/features/points-mall'), ensureMallStrings()]).then(([m]) => m),
  'PointMallPage',
);
const SeamlessPage = lazyWithRetry(placeholders, 'SeamlessPage');
const SponsorPage = lazyWithRetry(placeholders, 'SponsorPage');
const DescriptionPage = lazyWithRetry(placeholders, 'DescriptionPage');
const DownloadPage = lazyWithRetry(placeholders, 'DownloadPage');
const AgentHomePage = lazyWithRetry(pageChunks.agentHome, 'AgentHomePage');

/** The route table of spec 1 section 2. Every page is a lazy chunk; the shell decides the frame per path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route index element={<HomeRoute />} />
        {paths.homeAliases.map((alias) => (
          <Route key={alias} path={alias} element={<HomeRoute />} />
        ))}
        <Route path={paths.login} element={<HomeRoute popup="login" />} />
        <Route path={paths.register} element={<HomeRoute popup="register" />} />
        <Route path={paths.help} element={<HomeRoute popup="help" />} />
        <Route
          path={paths.lottery}
          element={
            <RequireLogin>
              <LotteryPage variant="general" />
            </RequireLogin>
          }
        />
        <Route
          path={paths.seaLottery}
          element={
            <RequireLogin>
              <LotteryPage variant="sea" />
            </RequireLogin>
          }
        />
        <Route
          path={paths.vnLottery}
          element={
            <RequireLogin>
              <LotteryPage variant="vn" />
            </RequireLogin>
          }
        />
        <Route path={paths.lott} element={<GameTypePage gameType="lott" />} />
        <Route path={paths.elott} element={<GameTypePage gameType="elott" />} />
        <Route path={paths.promotions} element={<PromotionsPage />} />
        <Route path={paths.pointMall} element={<PointMallPage />} />
        <Route path={paths.seamless} element={<SeamlessPage />} />
        <Route path={paths.sponsor} element={<SponsorPage />} />
        <Route path={paths.description} element={<DescriptionPage />} />
        <Route path={paths.down} element={<DownloadPage />} />
        <Route path={paths.agentHome} element={<AgentHomePage />} />
        <Route path={paths.gameListCenter} element={<GameListCenterRoute />} />
        <Route path={paths.gameType} element={<GameTypePage />} />
        <Route path={paths.notFound} element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
