import { h } from './h.js';
import { panel } from './panel.js';

/**
 * The "Installed as" panel: the script tag the install snippet inserted (its real attributes),
 * and the snippet itself, so QA sees exactly what a site owner would paste.
 * @example document.querySelector('main')!.append(mountInstallPanel());
 */
export function mountInstallPanel(): HTMLElement {
  const tag = document.querySelector<HTMLScriptElement>('script[src*="/dist/visit-tag"]');
  const snippet = document.getElementById('install-snippet')?.textContent?.trim() ?? '';
  const markup = tag ? describeScript(tag) : '(the script tag was not inserted)';
  return panel(
    'install',
    'Installed as',
    'Script tag + command queue, as a site owner installs it. Switches: ?site=CODE, ?gpc=1, ?consent=required, ?debug=1.',
    h('pre', { class: 'code', id: 'install-tag' }, markup),
    h('details', {}, h('summary', {}, 'Install snippet'), h('pre', { class: 'code' }, snippet)),
  );
}

// outerHTML would escape the JSON of data-custom-data as &quot;: write it as a site owner would.
function describeScript(script: HTMLScriptElement): string {
  const attributes = [...script.attributes].map(({ name, value }) =>
    value === '' ? name : value.includes('"') ? `${name}='${value}'` : `${name}="${value}"`,
  );
  return `<script ${attributes.join(' ')}></script>`;
}
