import UserAgent from 'user-agents';
import { describe, expect, it } from 'vitest';
import { getUserAgent } from '../../../src/clients/get-user-agent.js';
import { ACCEPTED_USER_AGENT_EXAMPLES, REFUSED_USER_AGENT_EXAMPLES, isBotUserAgent } from '../../../demo/server/is-bot-user-agent.js';

describe('the bot rule (one place for the server and the clients)', () => {
  it.each(ACCEPTED_USER_AGENT_EXAMPLES)('accepts the browser or named application %j', (agent) => {
    expect(isBotUserAgent(agent)).toBe(false);
  });

  it.each(REFUSED_USER_AGENT_EXAMPLES)('refuses the bot, headless browser or library default %j', (agent) => {
    expect(isBotUserAgent(agent)).toBe(true);
  });

  it('lets headless Chromium through with allowHeadless, and nothing else that is refused', () => {
    const headless = REFUSED_USER_AGENT_EXAMPLES.filter((agent) => agent.includes('HeadlessChrome/'));
    expect(headless.length).toBeGreaterThan(0);
    for (const agent of headless) expect(isBotUserAgent(agent, { allowHeadless: true }), agent).toBe(false);
    const others = REFUSED_USER_AGENT_EXAMPLES.filter((agent) => !agent.includes('HeadlessChrome/'));
    expect(others.filter((agent) => !isBotUserAgent(agent, { allowHeadless: true }))).toEqual([]);
  });

  it("accepts the agent our own Node clients send, and a caller's custom one", () => {
    const ours = getUserAgent();
    expect(ours).toMatch(/^visit-tag\/\S+ \(Node\.js \d+\)$/);
    expect(isBotUserAgent(ours)).toBe(false);
    expect(isBotUserAgent(getUserAgent('shop-backend/3.2'))).toBe(false);
  });

  it('accepts 2,000 real browser agents from the user-agents data set', () => {
    const refused = Array.from({ length: 2000 }, () => new UserAgent().toString()).filter((agent) => isBotUserAgent(agent));
    expect(refused).toEqual([]);
  });

  it("refuses what Node's own fetch sends when no agent is set", async () => {
    const { createServer } = await import('node:http');
    const seen = await new Promise<string | undefined>((resolve) => {
      const server = createServer((request, response) => {
        response.end();
        server.close();
        resolve(request.headers['user-agent']);
      }).listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        void fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
      });
    });
    expect(isBotUserAgent(seen)).toBe(true);
  });
});
