import { describe, expect, it } from 'vitest';
import { parseUserAgent, type ParsedUserAgent } from '../../../src/user-agent/parse-user-agent.js';
import { toDeviceType, UAParser } from './measure-agreement.js';

// Real user agents with the answer written out. `differs` marks the few where we knowingly part
// from ua-parser-js v1, with the reason; every other row must also agree with it.
type Case = [label: string, ua: string, expected: ParsedUserAgent, differs?: string];

const WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)';
const BLINK = 'AppleWebKit/537.36 (KHTML, like Gecko)';
const IOS_WEBKIT = 'AppleWebKit/605.1.15 (KHTML, like Gecko)';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) ' + IOS_WEBKIT;
const ANDROID = 'Mozilla/5.0 (Linux; Android 10; K) ' + BLINK;
const SAMSUNG_WV =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) ' +
  BLINK +
  ' Version/4.0 Chrome/124.0.6367.179 Mobile Safari/537.36';

const desktop = (browser: string, browserVersion: number, os: string): ParsedUserAgent => ({
  browser,
  browserVersion,
  os,
  deviceType: 'DESKTOP',
});
const phone = (browser: string, browserVersion: number, os: string): ParsedUserAgent => ({
  browser,
  browserVersion,
  os,
  deviceType: 'PHONE',
});
const tablet = (browser: string, browserVersion: number, os: string): ParsedUserAgent => ({
  browser,
  browserVersion,
  os,
  deviceType: 'TABLET',
});

const CASES: Case[] = [
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
  ['Facebook app on Android', `${SAMSUNG_WV} [FB_IAB/FB4A;FBAV/464.0.0.45.109;]`, phone('Facebook', 464, 'Android')],
  [
    'Facebook app on iPhone',
    `${IPHONE} Mobile/15E148 [FBAN/FBIOS;FBAV/466.0.0.44.109;FBBV/612345678;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]`,
    phone('Facebook', 466, 'iOS'),
  ],
  [
    'Instagram app on iPhone',
    `${IPHONE} Mobile/15E148 Instagram 334.0.4.32.98 (iPhone15,2; iOS 17_5; en_US; en; scale=3.00; 1179x2556; 612345678)`,
    phone('Instagram', 334, 'iOS'),
  ],
  [
    'Instagram app on Android',
    `${SAMSUNG_WV} Instagram 333.0.0.42.91 Android (34/14; 480dpi; 1080x2340; samsung; SM-S918B; dm3q; qcom; en_US; 612345678)`,
    phone('Instagram', 333, 'Android'),
  ],
  [
    'Snapchat app on iPhone',
    `${IPHONE} Version/26.6.1 Mobile/15E148 Snapchat/14.25.0.48 (like Safari/8624.5.1.10.3, panda)`,
    phone('Snapchat', 14.25, 'iOS'),
  ],
  [
    'TikTok app on iPhone',
    `${IPHONE} Mobile/15E148 musical_ly_34.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US`,
    phone('TikTok', 34.1, 'iOS'),
  ],
  ['WeChat on iPhone', `${IPHONE} Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN`, phone('WeChat', 8, 'iOS')],
  ['bare iOS WKWebView', `${IPHONE} Mobile/15E148`, phone('WebKit', 605.1, 'iOS')],
  [
    'Huawei Browser',
    `Mozilla/5.0 (Linux; Android 12; NOH-AN00; HMSCore 6.13.0.302) ${BLINK} Chrome/114.0.5735.196 HuaweiBrowser/15.0.4.312 Mobile Safari/537.36`,
    phone('Huawei Browser', 15, 'Android'),
  ],
  [
    'UC Browser',
    `Mozilla/5.0 (Linux; U; Android 13; en-US; SM-A135F Build/TP1A.220624.014) ${BLINK} Version/4.0 Chrome/123.0.6312.80 UCBrowser/13.7.0.1316 Mobile Safari/537.36`,
    phone('UCBrowser', 13.7, 'Android'),
  ],
  ['Line app on Android', `${SAMSUNG_WV} Line/14.6.1/IAB`, phone('Line', 14.6, 'Android')],
  [
    'MIUI Browser',
    `Mozilla/5.0 (Linux; U; Android 13; en-gb; 22071212AG Build/TKQ1.220807.001) ${BLINK} Version/4.0 Chrome/112.0.5615.136 Mobile Safari/537.36 XiaoMi/MiuiBrowser/14.8.0-gn`,
    phone('MIUI Browser', 14.8, 'Android'),
  ],
  [
    'Huawei Browser on HarmonyOS',
    `Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) ${BLINK} Chrome/114.0.5735.196 HuaweiBrowser/15.0.4.312 Mobile Safari/537.36`,
    phone('Huawei Browser', 15, 'HarmonyOS'),
  ],
  ['Opera Touch on iPhone', `${IPHONE} Version/17.4 Mobile/15E148 Safari/604.1 OPT/4.3.1`, phone('Opera Touch', 4.3, 'iOS')],
  [
    'Ubuntu Chromium',
    `Mozilla/5.0 (X11; Linux x86_64) ${BLINK} Ubuntu Chromium/120.0.6099.71 Chrome/120.0.6099.71 Safari/537.36`,
    desktop('Chromium', 120, 'Ubuntu'),
  ],
  // ua-parser-js calls these smarttv / wearable / console; STATICDATA has no such class: DESKTOP.
  [
    'Android TV',
    `Mozilla/5.0 (Linux; Android 9; SHIELD Android TV Build/PPR1.180610.011) ${BLINK} Chrome/120.0.6099.230 Safari/537.36`,
    desktop('Chrome', 120, 'Android'),
  ],
  [
    'Samsung smart TV',
    `Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) ${BLINK} SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36`,
    desktop('Samsung Internet', 4, 'Tizen'),
  ],
  [
    'PlayStation 5',
    `Mozilla/5.0 (PlayStation; PlayStation 5/2.26) ${IOS_WEBKIT}`,
    desktop('WebKit', 605.1, ''),
    'no rule for the PlayStation OS (ua-parser: PlayStation), to save bytes',
  ],
  [
    'Meta Quest browser',
    `Mozilla/5.0 (X11; Linux x86_64; Quest 3) ${BLINK} OculusBrowser/34.1.0.3.58 SamsungBrowser/4.0 Chrome/124.0.6367.179 VR Safari/537.36`,
    desktop('Samsung Internet', 4, 'Linux'),
    'no rule for Oculus Browser (ua-parser: Oculus Browser), to save bytes',
  ],
  [
    'Xbox',
    `${WIN.replace(')', '; Xbox; Xbox One)')} ${BLINK} Chrome/108.0.0.0 Safari/537.36 Edge/44.18363.8131`,
    desktop('Edge', 44.18363, 'Windows'),
    'no rule for the Xbox OS (ua-parser: Xbox), to save bytes',
  ],
  [
    'Internet Explorer 11',
    'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    { browser: '', os: 'Windows', deviceType: 'DESKTOP' },
    'IE cannot run the ES2020 tag, so it has no rule (ua-parser: IE)',
  ],
  ['empty string', '', { browser: '', os: '', deviceType: 'DESKTOP' }],
  ['curl', 'curl/8.5.0', { browser: '', os: '', deviceType: 'DESKTOP' }],
];

describe('parseUserAgent', () => {
  it.each(CASES)('%s', (_label, ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
  });

  // ua-parser-js reads navigator.userAgent when given '', so the empty string is not compared.
  it.each(CASES.filter((row) => !row[3] && row[1]))('%s: ua-parser-js v1 names the same', (_label, ua) => {
    const ours = parseUserAgent(ua);
    const theirs = new UAParser(ua).getResult();
    expect([ours.browser, ours.os, ours.deviceType]).toEqual([
      theirs.browser.name ?? '',
      theirs.os.name ?? '',
      toDeviceType(theirs.device.type),
    ]);
    if (theirs.browser.version) expect(ours.browserVersion).toBe(parseFloat(theirs.browser.version));
  });

  it.each(CASES.filter((row) => row[3]))('%s: differs from ua-parser-js v1 as documented', (_label, ua) => {
    const ours = parseUserAgent(ua);
    const theirs = new UAParser(ua).getResult();
    expect([ours.browser, ours.os, ours.deviceType]).not.toEqual([
      theirs.browser.name ?? '',
      theirs.os.name ?? '',
      toDeviceType(theirs.device.type),
    ]);
  });

  it('reads the version as major.minor, and leaves it out when there is none', () => {
    expect(parseUserAgent(`${ANDROID} Chrome/156.0.7390.122 Mobile Safari/537.36`).browserVersion).toBe(156);
    expect(parseUserAgent(`${IPHONE} Version/26.6.1 Mobile/15E148 Safari/604.1`).browserVersion).toBe(26.6);
    expect(parseUserAgent('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome Safari/537.36')).not.toHaveProperty('browserVersion');
  });
});
