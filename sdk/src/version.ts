/** The package's name, as customers install it; a test keeps it equal to package.json's. */
export const PACKAGE_NAME = "@voice-assistant/sdk";

/** The package's version, sent in the User-Agent; a test keeps it equal to package.json's. */
export const VERSION = "0.1.0";
