import { registerServiceWorker } from './lib/service-worker';

registerServiceWorker();
// An async boundary: federation negotiates the shared singletons before any of them is evaluated.
void import('./bootstrap');
