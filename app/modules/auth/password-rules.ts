export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only stops a megabyte "password" from tying up the hasher. */
export const PASSWORD_MAX_LENGTH = 256;
