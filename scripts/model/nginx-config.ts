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

export function renderNginx(template: string, headers: string, settings: NginxSettings): string {
  const csp = checked('The Content-Security-Policy', headerCsp(settings.metaPolicy), true);
  const root = checked('root', settings.root);
  const listen = checked('listen', settings.listen);
  return template
    .replace(/^( *){{SECURITY_HEADERS}}$/gm, (_, indent: string) =>
      headers
        .trim()
        .split('\n')
        .map((line) => indent + line.replace('{{CSP}}', csp))
        .join('\n'),
    )
    .replaceAll('{{ROOT}}', root)
    .replaceAll('{{LISTEN}}', listen);
}
