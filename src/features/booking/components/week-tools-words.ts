import en from '@locales/en/on-use/week-tools.json';
import zh from '@locales/zh/on-use/week-tools.json';
import { addOnUseWords } from '@/lib/i18n/on-use-words';

// The copy-week and time-off dialogs' words come with their code (locales/<lng>/on-use/).
addOnUseWords('weekTools', { en, zh });
