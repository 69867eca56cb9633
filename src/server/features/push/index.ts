/** The push feature as the rest of the server sees it. */
export { pushWorkerPlugin } from './push-worker.plugin';
export { pushRoutes } from './push.routes';
export { PushSender } from './push.sender';
