/** What the security page's forms and the server agree on (the forms' schemas run in the browser too). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
export const RECOVERY_CODE_COUNT = 10;
