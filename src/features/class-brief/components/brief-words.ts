import en from '@locales/en/on-use/brief.json';
import zh from '@locales/zh/on-use/brief.json';
import { i18n } from '@/lib/i18n/i18n';

// The brief's words come with its code (locales/<lng>/on-use/): the dashboard's first page carries neither.
i18n.addResourceBundle('en', 'brief', en, true, true);
i18n.addResourceBundle('zh', 'brief', zh, true, true);
