// parseUserAgent's hand-picked rarer cases: in-app browsers, regional browsers, TVs, consoles, and
// what is no browser the tag runs in. The mainstream ones: mainstream-cases.ts.
import { BLINK, desktop, IOS_WEBKIT, IPHONE, phone, SAMSUNG_WV, WIN, type Case } from './case-parts.js';

/** In-app and regional browsers, TVs, consoles, and user agents with no browser to name. */
export const RARER_CASES: Case[] = [
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
