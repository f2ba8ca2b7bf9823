// The server-rendered home page's one inline script, built on its own as a classic script (vite.loader.config.ts)
// and put in the head by the server (server/page-configs/home-page/first-screen-loader.ts), its hash in the Content-Security-Policy.
// The visitor's text size applies before the first paint; the app's code is fetched only once the first screen
// has shown, so neither its requests nor its running come before the largest paint.
import { applyTextSize, getTextSize } from '../platform/text-size';
import { APP_MODULES_ATTRIBUTE, loadAppModules } from './app-modules';
import { firstScreenShown } from './first-screen-shown';

applyTextSize(getTextSize());
const modules = document.currentScript?.getAttribute(APP_MODULES_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
void firstScreenShown().then(() => loadAppModules(modules));
