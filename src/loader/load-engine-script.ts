import type { StartEngine } from './engine-types.js';

/** The engine file's script element: the engine hands its entry to the loader through it when it runs. */
export type EngineScript = HTMLScriptElement & { connectEngine?: (start: StartEngine) => void };

/** The one Trusted Types policy the tag creates; a site allows it with `trusted-types visit-tag`. */
export const TRUSTED_TYPES_POLICY = 'visit-tag';

type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): { createScriptURL(url: string): unknown };
};

/**
 * What loads the engine file beside the loader: a script element with its Subresource Integrity
 * (`integrity`, `crossorigin="anonymous"`), the loader's CSP nonce (so a nonce-based policy allows
 * it; `strict-dynamic` allows it as the loader's own), and, where Trusted Types are enforced, its
 * address from the `visit-tag` policy, which lets exactly that address through. Resolves with the
 * engine's entry once the file has run; rejects when it cannot load (network, 404, CSP, integrity
 * mismatch) or ran without handing over an engine.
 * @example const load = loadEngineScript(document, 'https://cdn.example/visit-tag.engine-1a2b3c4d.js', 'sha384-…', script.nonce); await load();
 */
export function loadEngineScript(doc: Document, src: string, integrity: string, nonce?: string): () => Promise<StartEngine> {
  let policy: { createScriptURL(url: string): unknown } | undefined;
  return () =>
    new Promise<StartEngine>((resolve, reject) => {
      const trustedTypes = (doc.defaultView as { trustedTypes?: TrustedTypesFactory } | null)?.trustedTypes;
      policy ??= trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL: (url) => {
          if (url !== src) throw TypeError(`visit-tag loads only ${src}`);
          return url;
        },
      });
      const script = doc.createElement('script') as EngineScript;
      script.connectEngine = resolve;
      script.onerror = () => reject(Error(`${src} did not load (network, status, CSP or integrity)`));
      script.onload = () => reject(Error(`${src} ran without an engine`)); // after connectEngine, when it ran: no effect then
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      if (nonce) script.nonce = nonce;
      script.src = (policy ? policy.createScriptURL(src) : src) as string;
      doc.head.append(script);
    });
}
