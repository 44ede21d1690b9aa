/**
 * The installable app (docs/offline.md): the profile page's install card. main.tsx loads the
 * service worker's registration on demand (`import('@/features/offline/service-worker')`); the
 * notices a page shows sit in components/layout, the state behind them in lib/.
 */
export { InstallAppCard } from './install-app-card';
