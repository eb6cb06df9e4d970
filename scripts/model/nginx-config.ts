/**
 * Renders deploy/nginx.conf: fills in where the build lives, where to listen, and the security
 * headers with the build's own Content-Security-Policy (read from its index.html meta tag).
 */
import { headerCsp } from './csp';

export interface NginxSettings {
  root: string;
  listen: string;
  /** The meta-tag policy of the build; the header adds frame-ancestors. */
  metaPolicy: string;
}

/** A value that cannot end its directive early or open a block: no quote, backslash, brace, newline. */
function checked(name: string, value: string, allowSemicolon = false): string {
  const unsafe = allowSemicolon ? /["\\{}\n]/ : /["\\{}\n;]/;
  if (unsafe.test(value)) throw new Error(`${name} cannot go into nginx.conf: ${value}`);
  return value;
}

/** deploy/security-headers.conf (every response) and deploy/document-headers.conf (what a document or worker reads). */
export interface HeaderSets {
  every: string;
  document: string;
}

/** `lines` in place of each `{{placeholder}}` line, at its indent. */
const fill = (template: string, placeholder: string, lines: string) =>
  template.replace(new RegExp(`^( *){{${placeholder}}}$`, 'gm'), (_, indent: string) =>
    lines
      .trim()
      .split('\n')
      .map((line) => indent + line)
      .join('\n'),
  );

export function renderNginx(template: string, headers: HeaderSets, settings: NginxSettings): string {
  const csp = checked('The Content-Security-Policy', headerCsp(settings.metaPolicy), true);
  const root = checked('root', settings.root);
  const listen = checked('listen', settings.listen);
  // {{CSP}} in either set: before the document's own set, every response carried the policy.
  const withCsp = (lines: string) => lines.replace('{{CSP}}', csp);
  return fill(fill(template, 'SECURITY_HEADERS', withCsp(headers.every)), 'DOCUMENT_HEADERS', withCsp(headers.document))
    .replaceAll('{{ROOT}}', root)
    .replaceAll('{{LISTEN}}', listen);
}
