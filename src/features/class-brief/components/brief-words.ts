import en from '@locales/en/on-use/brief.json';
import zh from '@locales/zh/on-use/brief.json';
import { addOnUseWords } from '@/lib/i18n/on-use-words';

// The brief's words come with its code (locales/<lng>/on-use/): the dashboard's first page carries neither.
addOnUseWords('brief', { en, zh });
