import { describe, expect, it } from 'vitest';
import { buildHosts } from './build-hosts';

describe('buildHosts', () => {
  it('the embedded demo host: no administration host, nothing to name', () => {
    expect(buildHosts({})).toBeNull();
    expect(buildHosts({ VITE_API_BASE_URL: '  ', VITE_CHAT_BASE_URL: 'https://chat.example' })).toBeNull();
  });

  it('both hosts named: taken as given, without a trailing slash, nothing said', () => {
    expect(
      buildHosts({ VITE_API_BASE_URL: 'https://admin.school.example/', VITE_CHAT_BASE_URL: ' https://chat.school.example/ ' }),
    ).toEqual({
      apiBaseUrl: 'https://admin.school.example',
      chatBaseUrl: 'https://chat.school.example',
      note: null,
    });
  });

  // The README's recipe: `npm run demo-host`, then VITE_API_BASE_URL=http://127.0.0.1:8787 npm run build.
  it.each(['http://127.0.0.1:8787', 'http://localhost:8787/', 'http://[::1]:8787'])(
    '%s without a chat host: the demo host’s chat, said',
    (api) => {
      const hosts = buildHosts({ VITE_API_BASE_URL: api });
      const base = api.replace(/\/$/, '');
      expect(hosts).toMatchObject({ apiBaseUrl: base, chatBaseUrl: `${base}/demo-chat` });
      expect(hosts?.note).toContain(`the chat is the demo host's, ${base}/demo-chat`);
      expect(hosts?.note).toContain('VITE_CHAT_BASE_URL');
    },
  );

  it.each(['https://admin.school.example', 'http://192.168.1.20:8787', 'not a url'])(
    '%s without a chat host: the build stops and says what to add',
    (api) => {
      expect(() => buildHosts({ VITE_API_BASE_URL: api })).toThrow(/needs its chat host too: VITE_CHAT_BASE_URL=/);
    },
  );
});
