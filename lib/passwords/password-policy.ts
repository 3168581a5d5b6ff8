/** The password lengths, apart from the schema so client forms can show them cheaply. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the bound keeps the strength estimate and the hash cheap. */
export const PASSWORD_MAX_LENGTH = 128;
