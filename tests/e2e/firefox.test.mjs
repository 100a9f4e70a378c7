// The smoke in Firefox (Debian's firefox-esr, over WebDriver BiDi with
// puppeteer-core): every game page, a move and the AI's answer, a reload,
// then offline. See browsers.mjs.
import { smoke } from "./browsers.mjs";

smoke("firefox");
