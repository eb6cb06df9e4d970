import en from '@locales/en/on-use/slot-form.json';
import zh from '@locales/zh/on-use/slot-form.json';
import { addOnUseWords } from '@/lib/i18n/on-use-words';

// Why a slot cannot be opened comes with the add-slot form's code (locales/<lng>/on-use/): the first page carries none of it.
addOnUseWords('slotForm', { en, zh });
