// The smoke in Safari's engine (Debian's WebKitGTK: WebKitWebDriver and its
// MiniBrowser under Xvfb, with selenium-webdriver): every game page, a move
// and the AI's answer, a reload, then offline. See browsers.mjs.
import { smoke } from "./browsers.mjs";

smoke("webkit");
