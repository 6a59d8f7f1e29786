// parseUserAgent's hand-picked mainstream cases: the major browsers on Windows, macOS, Linux,
// ChromeOS, iOS (iPhone, iPad) and Android (phones, tablets, WebView). The rarer ones: rarer-cases.ts.
import { ANDROID, BLINK, desktop, IOS_WEBKIT, IPHONE, MAC, phone, tablet, WIN, type Case } from './case-parts.js';

/** The major browsers on the major systems, phones and tablets included. */
export const MAINSTREAM_CASES: Case[] = [
  ['Chrome on Windows', `${WIN} ${BLINK} Chrome/156.0.0.0 Safari/537.36`, desktop('Chrome', 156, 'Windows')],
  ['Edge on Windows', `${WIN} ${BLINK} Chrome/154.0.0.0 Safari/537.36 Edg/154.0.0.0`, desktop('Edge', 154, 'Windows')],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:153.0) Gecko/20100101 Firefox/153.0',
    desktop('Firefox', 153, 'Windows'),
  ],
  ['Opera on Windows', `${WIN} ${BLINK} Chrome/152.0.0.0 Safari/537.36 OPR/136.0.0.0`, desktop('Opera', 136, 'Windows')],
  ['Chrome on macOS', `${MAC} ${BLINK} Chrome/145.0.0.0 Safari/537.36`, desktop('Chrome', 145, 'Mac OS')],
  ['Edge on macOS', `${MAC} ${BLINK} Chrome/151.0.0.0 Safari/537.36 Edg/151.0.0.0`, desktop('Edge', 151, 'Mac OS')],
  ['Safari on macOS', `${MAC} ${IOS_WEBKIT} Version/17.4 Safari/605.1.15`, desktop('Safari', 17.4, 'Mac OS')],
  ['Safari (WebKit 60.5) on macOS', `${MAC} ${IOS_WEBKIT} Version/60.5 Safari/605.1.15`, desktop('Safari', 60.5, 'Mac OS')],
  [
    'Firefox on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:140.0) Gecko/20100101 Firefox/140.0',
    desktop('Firefox', 140, 'Mac OS'),
  ],
  ['Chrome on Linux', `Mozilla/5.0 (X11; Linux x86_64) ${BLINK} Chrome/152.0.0.0 Safari/537.36`, desktop('Chrome', 152, 'Linux')],
  ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:154.0) Gecko/20100101 Firefox/154.0', desktop('Firefox', 154, 'Linux')],
  [
    'Firefox on Ubuntu',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:154.0) Gecko/20100101 Firefox/154.0',
    desktop('Firefox', 154, 'Ubuntu'),
  ],
  [
    'Chrome on ChromeOS',
    `Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) ${BLINK} Chrome/152.0.0.0 Safari/537.36`,
    desktop('Chrome', 152, 'Chromium OS'),
  ],
  [
    'HeadlessChrome (Playwright)',
    `Mozilla/5.0 (X11; Linux x86_64) ${BLINK} HeadlessChrome/156.0.0.0 Safari/537.36`,
    desktop('Chrome Headless', 156, 'Linux'),
  ],
  ['iPhone Safari', `${IPHONE} Version/17.4 Mobile/15E148 Safari/604.1`, phone('Mobile Safari', 17.4, 'iOS')],
  ['iPhone Chrome', `${IPHONE} CriOS/148.0.0.0 Mobile/15E148 Safari/604.1`, phone('Chrome', 148, 'iOS')],
  ['iPhone Firefox', `${IPHONE} FxiOS/156.1 Mobile/15E148 Safari/604.1`, phone('Firefox', 156.1, 'iOS')],
  ['iPhone Edge', `${IPHONE} EdgiOS/153.0.4234.46 Version/26.0 Mobile/15E148 Safari/604.1`, phone('Edge', 153, 'iOS')],
  ['iPhone Google app', `${IPHONE} GSA/439.4.980558000 Mobile/15E148 Safari/604.1`, phone('GSA', 439.4, 'iOS')],
  ['iPhone DuckDuckGo', `${IPHONE} Version/26.6 Mobile/15E148 Safari/604.1 Ddg/26.6`, phone('DuckDuckGo', 26.6, 'iOS')],
  [
    'iPad Safari',
    `Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) ${IOS_WEBKIT} Version/17.4 Mobile/15E148 Safari/604.1`,
    tablet('Mobile Safari', 17.4, 'iOS'),
  ],
  [
    'iPad Chrome',
    `Mozilla/5.0 (iPad; CPU OS 26_6_2 like Mac OS X) ${IOS_WEBKIT} CriOS/154.0.8037.55 Mobile/15E148 Safari/604.1`,
    tablet('Chrome', 154, 'iOS'),
  ],
  // iPadOS 13+ asks for desktop sites by default and then sends exactly the Mac Safari UA: only
  // touch support (navigator.maxTouchPoints) could tell, and a UA parser cannot see it.
  ['iPad in desktop mode (Mac UA)', `${MAC} ${IOS_WEBKIT} Version/17.4 Safari/605.1.15`, desktop('Safari', 17.4, 'Mac OS')],
  ['Android phone Chrome (reduced UA)', `${ANDROID} Chrome/154.0.0.0 Mobile Safari/537.36`, phone('Chrome', 154, 'Android')],
  [
    'Android phone Chrome (Pixel)',
    `Mozilla/5.0 (Linux; Android 14; Pixel 8) ${BLINK} Chrome/125.0.6422.165 Mobile Safari/537.36`,
    phone('Chrome', 125, 'Android'),
  ],
  ['Android tablet Chrome (reduced UA)', `${ANDROID} Chrome/153.0.0.0 Safari/537.36`, tablet('Chrome', 153, 'Android')],
  [
    'Galaxy Tab Chrome',
    `Mozilla/5.0 (Linux; Android 13; SM-X710) ${BLINK} Chrome/124.0.0.0 Safari/537.36`,
    tablet('Chrome', 124, 'Android'),
  ],
  [
    'Kindle Fire Chrome',
    `Mozilla/5.0 (Linux; Android 11; KFTUWI) ${BLINK} Chrome/152.0.7977.120 Safari/537.36`,
    tablet('Chrome', 152, 'Android'),
  ],
  [
    'Samsung Internet phone',
    `${ANDROID} SamsungBrowser/30.0 Chrome/143.0.0.0 Mobile Safari/537.36`,
    phone('Samsung Internet', 30, 'Android'),
  ],
  ['Samsung Internet tablet', `${ANDROID} SamsungBrowser/30.0 Chrome/143.0.0.0 Safari/537.36`, tablet('Samsung Internet', 30, 'Android')],
  ['Opera on Android', `${ANDROID} Chrome/124.0.0.0 Mobile Safari/537.36 OPR/82.0.4303.78629`, phone('Opera', 82, 'Android')],
  ['Edge on Android', `${ANDROID} Chrome/153.0.0.0 Mobile Safari/537.36 EdgA/153.0.3405.71`, phone('Edge', 153, 'Android')],
  ['Firefox Android phone', 'Mozilla/5.0 (Android 16; Mobile; rv:156.0) Gecko/156.0 Firefox/156.0', phone('Firefox', 156, 'Android')],
  ['Firefox Android tablet', 'Mozilla/5.0 (Android 14; Tablet; rv:126.0) Gecko/126.0 Firefox/126.0', tablet('Firefox', 126, 'Android')],
  [
    'Yandex on Android',
    `Mozilla/5.0 (Linux; arm_64; Android 12; CTR-L81) ${BLINK} Chrome/150.0.7871.119 YaBrowser/26.8.3.119.00 Mobile Safari/537.36`,
    phone('Yandex', 26.8, 'Android'),
  ],
  [
    'Android WebView',
    'Mozilla/5.0 (Linux; Android 15; V2302 Build/AP3A.240905.015.A2_NONFCCS; wv) ' +
      BLINK +
      ' Version/4.0 Chrome/153.0.8010.36 Mobile Safari/537.36',
    phone('Chrome WebView', 153, 'Android'),
  ],
  [
    'old Android stock browser',
    `Mozilla/5.0 (Linux; U; Android 8.1.0; zh-cn; MI 8 Build/OPM1.171019.011) ${BLINK} Version/4.0 Chrome/57.0.2987.108 Mobile Safari/537.36`,
    phone('Android Browser', 4, 'Android'),
  ],
];
