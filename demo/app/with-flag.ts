/**
 * The current page's address with one flag changed (or removed with null); other flags and the
 * SPA view are kept. Used by the switches that must reload the page (GPC, required consent).
 * @example withFlag('gpc', '1') // '/?site=demo&gpc=1'
 */
export function withFlag(name: string, value: string | null): string {
  const url = new URL(location.href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}
