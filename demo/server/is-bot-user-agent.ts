import { createIsbotFromList, list } from 'isbot';

/**
 * isbot patterns that refuse any non-browser client, including the named application agents the
 * spec asks such clients to send ("set a custom User-Agent that overrides the library default").
 * They are replaced by the explicit library-default list below.
 */
const GENERIC_PATTERNS = new Set([
  'node\\b', // any agent that mentions Node.js, e.g. `visit-tag/0.1.0 (Node.js 20)`
  '(?<!lib)http', // any URL in the agent, e.g. `(compatible; visit-tag/0.1; +https://example.com)`
  '\\.com\\b',
  '^[\\w \\.\\-\\(?:\\):%]+(?:/v?\\d+(?:\\.\\d+)?(?:\\.\\d{1,10})*?)?(?:,|$)', // any bare `name/1.2`
  '^[\\w\\-]+/[\\w]+$',
  '^\\w+/[\\w\\(\\)]*$',
  'server', // `Kameleoon-Server-SDK/1.0` and alike
  'agent\\b',
  'java(?!;)', // `Kameleoon-Server-SDK/3.1 (Java 17)`; the bare `Java/17` default stays refused below
]);

/** Default User-Agents of HTTP libraries and tools: a client that did not name itself. */
const LIBRARY_DEFAULTS = [
  '^(?:node|undici|node-fetch|axios|got|superagent|needle|bun|deno|ky)(?:[/ ]|$)',
  '^(?:curl|wget|httpie|xh|libcurl|powershell|postmanruntime|insomnia)(?:[/ ]|$)',
  '^(?:python-requests|python-urllib|python-httpx|aiohttp|httpx|urllib3|scrapy|mechanize)(?:[/ ]|$)',
  '^(?:go-http-client|go-resty|okhttp|java|apache-httpclient|jakarta|jersey|dalvik-less|reactor-netty)(?:[/ ]|$)',
  '^(?:ruby|faraday|rest-client|typhoeus|guzzlehttp|php|symfony httpclient|libwww-perl|lwp|dart|rust|reqwest|hyper)(?:[/ ]|$)',
  '^(?:dotnet|\\.net|restsharp|winhttp|cfnetwork|okhttp3|electron-fetch|fetch)(?:[/ ]|$)',
];

const matchesBotList = createIsbotFromList([...list.filter((pattern) => !GENERIC_PATTERNS.has(pattern)), ...LIBRARY_DEFAULTS]);

/**
 * The server's bot rule, in one place: known bots, spiders, headless and automation browsers, and
 * bare library defaults (`node`, `undici`, `curl/8.5.0`, `python-requests/2.31`, no User-Agent at
 * all) are refused; browsers and named application agents (`visit-tag/0.1.0 (Node.js 20)`,
 * `Kameleoon-Node-SDK/4.0`) pass. See docs/wire-facts.md.
 * With `allowHeadless` (the stand-in's `--allow-headless`, for automated QA) headless Chromium
 * passes: its agent is judged as the desktop Chrome it otherwise is (`HeadlessChrome/` read as
 * `Chrome/`), so it still fails for anything else that makes it a bot.
 * @example isBotUserAgent('curl/8.5.0') // true
 * @example isBotUserAgent('visit-tag/0.1.0 (Node.js 20)') // false
 * @example isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) … HeadlessChrome/156.0.0.0 Safari/537.36', { allowHeadless: true }) // false
 */
export function isBotUserAgent(userAgent: string | undefined | null, options: { allowHeadless?: boolean } = {}): boolean {
  const agent = (userAgent ?? '').trim();
  const judged = options.allowHeadless ? agent.replace(/\bHeadlessChrome\//g, 'Chrome/') : agent;
  return agent === '' || matchesBotList(judged);
}

/** Agents the rule must accept: browsers and named applications. The tests check both lists. */
export const ACCEPTED_USER_AGENT_EXAMPLES = [
  'visit-tag/0.1.0 (Node.js 20)',
  'Kameleoon-Node-SDK/4.0',
  'Mozilla/5.0 (compatible; visit-tag/0.1; +https://example.com)',
  'Kameleoon-Server-SDK/3.1 (Java 17)',
  'shop-backend/2.4.1 (+https://shop.example.com/contact)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:153.0) Gecko/20100101 Firefox/153.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
] as const;

/** Agents the rule must refuse: bots, spiders, headless browsers and bare library defaults. */
export const REFUSED_USER_AGENT_EXAMPLES = [
  '',
  'node',
  'undici',
  'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
  'axios/1.7.2',
  'curl/8.5.0',
  'Wget/1.21.3',
  'python-requests/2.31',
  'Python-urllib/3.11',
  'Go-http-client/1.1',
  'okhttp/4.12.0',
  'Java/17.0.2',
  'Apache-HttpClient/4.5.14 (Java/17.0.2)',
  'PostmanRuntime/7.39.0',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/538.1',
  'Screaming Frog SEO Spider/19.0',
] as const;
