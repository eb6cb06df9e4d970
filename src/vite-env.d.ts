/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Administration host base URL. Unset: the embedded demo host answers. */
  readonly VITE_API_BASE_URL?: string;
  /** Rocket.Chat base URL for the chat room. Unset: the embedded demo host answers. */
  readonly VITE_CHAT_BASE_URL?: string;
  /** Group name that marks a super user. */
  readonly VITE_SUPER_USER_GROUP?: string;
  /** School contact address for cancellations and customer service. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare const __APP_VERSION__: string;
declare const __APP_BUILD__: string;
