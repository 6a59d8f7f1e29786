import { describe, expect, it } from 'vitest';
import { startDefinitions } from '../../../src/definitions/part/start-definitions.js';
import { createFakeHost, goal, useDevBuild } from './fake-host.js';

useDevBuild();

const VALID = { goals: [goal(10021, 'URL', { matchString: '/done', matchType: 'CONTAINS' })], customData: [] };

function withFetch(answer: () => Promise<Response>) {
  const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fake = createFakeHost({
    fetch: async (url, init) => {
      requests.push({ url: url as string, init });
      return answer();
    },
  });
  return { ...fake, requests };
}

describe('startDefinitions: reading the definitions', () => {
  it('fetches a URL with a plain same-origin GET and starts on what it answers', async () => {
    const fake = withFetch(async () => new Response(JSON.stringify(VALID), { headers: { 'content-type': 'application/json' } }));
    const part = await startDefinitions('/definitions.json', fake.host);
    expect(Array.isArray(part)).toBe(false);
    expect(fake.requests).toEqual([{ url: '/definitions.json', init: { method: 'GET', credentials: 'same-origin' } }]);
    if (!Array.isArray(part)) {
      part.onPageView('https://shop.example/order/done');
      expect(part.summary()).toEqual({ goals: 1, customData: 0 });
    }
    expect(fake.conversions).toEqual([10021]);
  });

  it('answers a problem naming the URL and the status for a 404', async () => {
    const fake = withFetch(async () => new Response('Not found', { status: 404 }));
    const problems = await startDefinitions('/missing.json', fake.host);
    expect(problems).toEqual([
      { field: 'definitions', code: 'required', message: 'definitions: /missing.json: the server answered 404, not 2xx' },
    ]);
  });

  it('answers a problem for a network error, never a rejection', async () => {
    const fake = withFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const problems = await startDefinitions('https://cdn.example/definitions.json', fake.host);
    expect(problems).toEqual([
      {
        field: 'definitions',
        code: 'required',
        message: 'definitions: https://cdn.example/definitions.json: the request failed: Failed to fetch',
      },
    ]);
  });

  it('answers a problem for a body that is not JSON', async () => {
    const fake = withFetch(async () => new Response('<html>oops</html>'));
    const problems = await startDefinitions('/definitions.json', fake.host);
    expect(problems).toEqual([
      {
        field: 'definitions',
        code: 'syntax',
        message: expect.stringMatching(/^definitions: \/definitions\.json: the answer is not JSON: /),
      },
    ]);
  });

  it("answers the reader's problems, each naming the URL, for JSON of the wrong shape", async () => {
    const fake = withFetch(async () => new Response(JSON.stringify({ goals: [{ id: 1 }] })));
    const problems = await startDefinitions('/definitions.json', fake.host);
    expect(Array.isArray(problems) && problems.map((problem) => problem.message)).toEqual([
      'definitions: /definitions.json: customData: is required (an array, possibly empty)',
      'definitions: /definitions.json: goals[id=1].name: goal 1: is required by the spec, and missing',
      'definitions: /definitions.json: goals[id=1].type: goal 1: is required by the spec, and missing',
      'definitions: /definitions.json: goals[id=1].siteId: goal 1: is required by the spec, and missing',
      'definitions: /definitions.json: goals[id=1].hasMultipleConversions: goal 1: is required by the spec, and missing',
    ]);
  });

  it("uses the window's fetch when the options give none", async () => {
    const fake = createFakeHost();
    const seen: string[] = [];
    (fake.win as unknown as { fetch: typeof fetch }).fetch = async (url) => {
      seen.push(url as string);
      return new Response('', { status: 500 });
    };
    const problems = await startDefinitions('/definitions.json', fake.host);
    expect(seen).toEqual(['/definitions.json']);
    expect(Array.isArray(problems) && problems[0].message).toBe('definitions: /definitions.json: the server answered 500, not 2xx');
  });

  it('leaves out a goal whose regular expression does not compile, reports it by its id, and the others act', async () => {
    const fake = createFakeHost();
    const part = await startDefinitions(
      {
        goals: [
          goal(7, 'URL', { matchString: '(', matchType: 'REGULAR_EXPRESSION' }),
          goal(6, 'URL', { matchString: '(?i)/HOME', matchType: 'REGULAR_EXPRESSION' }),
        ],
        customData: [],
      },
      fake.host,
    );
    if (Array.isArray(part)) throw new Error(part[0].message);
    expect(fake.reported).toEqual([
      {
        field: 'goals[id=7].params.matchString',
        code: 'syntax',
        message: expect.stringContaining('goal 7: the regular expression does not compile'),
      },
    ]);
    part.onPageView('https://shop.example/home');
    expect(fake.conversions).toEqual([6]);
  });

  it('leaves out a CLICK goal whose CSS selector does not parse; the good one converts', async () => {
    const fake = createFakeHost();
    const part = await startDefinitions(
      {
        goals: [
          goal(8, 'CLICK', { matchString: 'button.buy', matchType: 'CONTAINS' }),
          goal(9, 'CLICK', { matchString: 'div >', matchType: 'CONTAINS' }),
        ],
        customData: [],
      },
      fake.host,
    );
    expect(Array.isArray(part)).toBe(false);
    expect(fake.reported).toEqual([
      {
        field: 'goals[id=9].params.matchString',
        code: 'syntax',
        message: expect.stringContaining('goal 9: the CSS selector does not parse'),
      },
    ]);
    fake.win.document.body.innerHTML = '<button class="buy">Buy</button>';
    fake.win.document.querySelector('button')!.click();
    expect(fake.conversions).toEqual([8]);
  });

  it('answers a problem for an object that is not definitions', async () => {
    const problems = await startDefinitions(null as never, createFakeHost().host);
    expect(problems).toEqual([
      { field: '', code: 'type', message: 'event: definitions must be an object { goals, customData }, got null' },
    ]);
  });
});
